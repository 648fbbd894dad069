import fc from 'fast-check';
import { cutText, htmlToPlainText, previewText } from './plain-text.js';

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

describe('previewText', () => {
  const reference = (html: string, max: number) => cutText(htmlToPlainText(html), max);

  it('gives the same preview as the whole body for any markup, wherever the beginning is cut', () => {
    // Markup-heavy bodies (a tenth of them text), so the text of the part read first is about as long
    // as the preview and the cut falls inside every kind of fragment: tags with long attributes,
    // entities (named, numeric, unknown, unterminated), stray < and &, script and style blocks whose
    // end lies past the cut, whitespace of every kind, astral characters. Every preview length from
    // 1 to 160 is tried on each body.
    const attribute = fc.string({ minLength: 10, maxLength: 80 }).map((value) => value.replace(/[<>"]/g, ''));
    const fragment = fc.oneof(
      { weight: 6, arbitrary: attribute.map((value) => `<span class="${value}" data-note="${value}">`) },
      { weight: 3, arbitrary: fc.constantFrom('</span>', '<p>', '</p>', '<br>', '<img alt="x > y">', '</a>') },
      { weight: 3, arbitrary: fc.string({ maxLength: 6 }) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          '&amp;',
          '&lt;',
          '&#39;',
          '&#x1F600;',
          '&nbsp;',
          '&bogus;',
          '&amp',
          'R&D',
          ' < ',
          '>',
        ),
      },
      { weight: 1, arbitrary: attribute.map((value) => `<script>var a = "${value}<p>${value}";</script>`) },
      { weight: 1, arbitrary: attribute.map((value) => `<STYLE media=x>p { content: "${value}" }</style>`) },
      { weight: 2, arbitrary: fc.constantFrom(' ', '\n', '\t', '\u00a0', '   ', '😀', 'word ') },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
    );
    fc.assert(
      fc.property(fc.array(fragment, { minLength: 20, maxLength: 120 }), (parts) => {
        const html = parts.join('');
        for (let max = 1; max <= 160; max += 1) expect(previewText(html, max)).toEqual(reference(html, max));
      }),
      { numRuns: 400 },
    );
  });

  it('gives the same preview when the part read first ends inside a tag, an entity or a script block', () => {
    // Bodies up to 1,024 characters long are read whole for previews of up to 128 characters; the
    // padding puts every character of `rest` in turn at the end of the part read first.
    const rest =
      'Tom &amp; Jerry &#x1F600; &amp <a href="https://example.com/?a=1&amp;b=2">the link</a> R&D ' +
      '<script>var x = "<p>never shown</p>";</script> and <style>p { color: red }</style> the end. '.repeat(4);
    for (let padding = 1024 - 200; padding < 1024; padding += 1) {
      const html = `<p>Intro.${' '.repeat(padding - 9)}${rest}`;
      for (let max = 1; max <= 128; max += 1) expect(previewText(html, max)).toEqual(reference(html, max));
    }
  });

  it('gives the same preview for a long body, and for one whose beginning is mostly markup', () => {
    const long = '<p>Night market stream, chat &amp; donations.</p>'.repeat(2000);
    expect(previewText(long, 200)).toEqual(reference(long, 200));
    // A body whose beginning is markup with little text is read whole, and still right.
    const heavy = `<p>${'<span class="x"></span>'.repeat(200)}Short.</p>${'<p>More text here.</p>'.repeat(50)}`;
    expect(previewText(heavy, 200)).toEqual(reference(heavy, 200));
  });
});
