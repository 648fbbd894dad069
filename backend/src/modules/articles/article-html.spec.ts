import { sanitizeArticleHtml } from './article-html.js';

/** Everything that could run script or load content, in any letter case. */
const DANGEROUS = [
  /<script/i,
  /<iframe/i,
  /<svg/i,
  /<img/i,
  /<object/i,
  /<embed/i,
  /<style/i,
  /<math/i,
  /\son\w+=/i,
  /javascript:/i,
  /data:/i,
  /style=/i,
  /data-/i,
];

function expectHarmless(html: string): void {
  for (const pattern of DANGEROUS) expect(html).not.toMatch(pattern);
}

describe('sanitizeArticleHtml', () => {
  it('keeps every tag of the allow-list with its text', () => {
    const html =
      '<h1>A</h1><h2>B</h2><h3>C</h3><p>x<br>y <strong>s</strong> <em>e</em> <u>u</u></p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre>code</pre>' +
      '<p><a href="https://example.com/a?b=1" target="_blank">link</a></p>';
    expect(sanitizeArticleHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it.each([
    ['script element', '<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['script in upper case', '<SCRIPT>alert(1)</SCRIPT><p>ok</p>', '<p>ok</p>'],
    ['img onerror', '<img src=x onerror=alert(1)>text', 'text'],
    ['svg onload', '<svg onload=alert(1)><circle/></svg><p>after</p>', '<p>after</p>'],
    ['svg with script', '<svg><script>alert(1)</script></svg>after', 'after'],
    ['iframe', '<iframe src="javascript:alert(1)">inside</iframe><p>after</p>', '<p>after</p>'],
    ['style element', '<style>body{background:url(javascript:alert(1))}</style><p>x</p>', '<p>x</p>'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['event handler on an allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">x</p>', '<p>x</p>'],
    ['data attributes', '<p data-x="1" data-bind="alert(1)">x</p>', '<p>x</p>'],
    ['class and id', '<p class="a" id="b">x</p>', '<p>x</p>'],
    ['object and embed', '<object data="evil.swf"><embed src="evil.swf"></object><p>x</p>', '<p>x</p>'],
    ['form controls', '<form action="https://evil"><input value="x"><button>go</button></form>', 'go'],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>x</p>', '<p>x</p>'],
    ['base tag', '<base href="https://evil/"><p>x</p>', '<p>x</p>'],
    [
      'math with nested style',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '',
    ],
    ['noscript breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">', ''],
    ['broken-up script tag', '<scr<script>ipt>alert(1)</scr</script>ipt>', 'ipt&gt;alert(1)ipt&gt;'],
  ])('removes %s', (_name, input, expected) => {
    const output = sanitizeArticleHtml(input);
    expect(output).toBe(expected);
    expectHarmless(output);
  });

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">x</a>'],
    ['mixed-case javascript:', '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['entity-encoded javascript:', '<a href="&#106;&#97;vascript:alert(1)">x</a>'],
    ['hex-encoded javascript:', '<a href="&#x6A;avascript:alert(1)">x</a>'],
    ['tab inside the scheme', '<a href="java&#x09;script:alert(1)">x</a>'],
    ['newline inside the scheme', '<a href="java\nscript:alert(1)">x</a>'],
    ['leading spaces', '<a href="   javascript:alert(1)">x</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
    ['data: URL', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['protocol-relative URL', '<a href="//evil.example">x</a>'],
    ['file: URL', '<a href="file:///etc/passwd">x</a>'],
  ])('drops a %s link target but keeps the text', (_name, input) => {
    expect(sanitizeArticleHtml(input)).toBe('<a>x</a>');
  });

  it('keeps http, https, mailto and site-relative links', () => {
    for (const href of ['http://a.example/', 'https://a.example/x', 'mailto:me@a.example', '/article/3', '#notes']) {
      expect(sanitizeArticleHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('keeps target only as _blank and drops rel (not in the allow-list)', () => {
    expect(sanitizeArticleHtml('<a href="https://a.example" target="_blank" rel="noopener">x</a>')).toBe(
      '<a href="https://a.example" target="_blank">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="https://a.example" target="_self">x</a>')).toBe(
      '<a href="https://a.example">x</a>',
    );
    expect(sanitizeArticleHtml('<a href="https://a.example" target="javascript:alert(1)">x</a>')).toBe(
      '<a href="https://a.example">x</a>',
    );
  });

  it('allows href and target on links only', () => {
    expect(sanitizeArticleHtml('<p href="https://a.example" target="_blank">x</p>')).toBe('<p>x</p>');
  });

  it('escapes text that only looks like markup', () => {
    expect(sanitizeArticleHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeArticleHtml('<p>1 < 2 & 3 > 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
  });

  it('closes unbalanced markup', () => {
    expect(sanitizeArticleHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
  });

  it('maps common pasted equivalents onto the allow-list', () => {
    expect(sanitizeArticleHtml('<b>b</b><i>i</i><h4>h</h4><div>d</div>')).toBe(
      '<strong>b</strong><em>i</em><h3>h</h3><p>d</p>',
    );
  });

  it('keeps the text of other unknown tags, without the tags', () => {
    expect(sanitizeArticleHtml('<p><span>a</span> <code>b</code> <marquee>c</marquee></p>')).toBe('<p>a b c</p>');
  });
});
