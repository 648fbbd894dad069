import { cutText, htmlToPlainText } from './plain-text.js';

describe('htmlToPlainText', () => {
  it('removes tags and collapses whitespace', () => {
    expect(htmlToPlainText('<h2>Title</h2>\n<p>First <strong>bold</strong>   line</p>')).toBe('Title First bold line');
  });

  it('drops script and style bodies entirely', () => {
    expect(htmlToPlainText('<p>a</p><script>alert(1)</script><style>p{}</style><p>b</p>')).toBe('a b');
  });

  it('decodes named and numeric entities', () => {
    expect(htmlToPlainText('Tom &amp; Jerry &#39;x&#39; &#x41; &lt;tag&gt;')).toBe("Tom & Jerry 'x' A <tag>");
  });

  it('keeps numeric entities that name no character as they are instead of throwing', () => {
    expect(htmlToPlainText('a &#99999999; b &#x110000; c')).toBe('a &#99999999; b &#x110000; c');
  });
});

describe('cutText', () => {
  it('keeps short text whole', () => {
    expect(cutText('short', 10)).toEqual({ text: 'short', truncated: false });
  });

  it('cuts long text at the limit and reports it', () => {
    const result = cutText('a'.repeat(250), 200);
    expect(result.text).toHaveLength(200);
    expect(result.truncated).toBe(true);
  });
});
