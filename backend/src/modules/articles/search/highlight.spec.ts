import { MARK_END, MARK_START, escapeHtml, markedTextToHtml } from './highlight.js';

describe('markedTextToHtml', () => {
  it('wraps the marked words in <mark>', () => {
    expect(markedTextToHtml(`IRL ${MARK_START}bonding${MARK_END} rigs`)).toBe('IRL <mark>bonding</mark> rigs');
  });

  it('escapes everything else, so stored text cannot inject markup', () => {
    expect(markedTextToHtml(`<img src=x onerror=alert(1)> & "${MARK_START}bonding${MARK_END}" 'q'`)).toBe(
      '&lt;img src=x onerror=alert(1)&gt; &amp; &quot;<mark>bonding</mark>&quot; &#39;q&#39;',
    );
  });

  it('balances stray markers', () => {
    expect(markedTextToHtml(`${MARK_END}a ${MARK_START}b`)).toBe('a <mark>b</mark>');
    expect(markedTextToHtml(`${MARK_START}${MARK_START}a${MARK_END}${MARK_END}`)).toBe('<mark>a</mark>');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('angle-bracket stand-ins', () => {
  it('turn back into escaped < and > (never markup)', () => {
    expect(markedTextToHtml('\uE002script\uE003 x')).toBe('&lt;script&gt; x');
  });
});
