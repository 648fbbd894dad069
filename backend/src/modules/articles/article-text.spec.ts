import { htmlToLines, isBlankHtml } from './article-text.js';

describe('htmlToLines', () => {
  it('gives one line per paragraph, heading and list item', () => {
    expect(htmlToLines('<h2>Title</h2><p>First <strong>bold</strong></p><ul><li>one</li><li>two</li></ul>')).toEqual([
      'Title',
      'First bold',
      'one',
      'two',
    ]);
  });

  it('splits at <br> and at the lines of a code block, and decodes entities', () => {
    expect(htmlToLines('<p>a<br>b &amp; c</p><pre>x &lt; 1\ny</pre>')).toEqual(['a', 'b & c', 'x < 1', 'y']);
  });

  it('drops blank lines', () => {
    expect(htmlToLines('<p> </p><p>x</p><p></p>')).toEqual(['x']);
  });
});

describe('isBlankHtml', () => {
  it('is true for markup without text', () => {
    expect(isBlankHtml('<p> <br> </p><ul><li></li></ul>')).toBe(true);
    expect(isBlankHtml('<p>&nbsp;</p>')).toBe(true);
  });

  it('is false when any text shows', () => {
    expect(isBlankHtml('<p><em>x</em></p>')).toBe(false);
  });
});
