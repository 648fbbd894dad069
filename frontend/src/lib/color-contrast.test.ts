import { contrastRatio, legibleTextColor, parseHexColor } from './color-contrast';

describe('color contrast', () => {
  it('reads #rgb and #rrggbb, and nothing else', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor('#16a34a')).toEqual([22, 163, 74]);
    expect(parseHexColor('red')).toBeNull();
    expect(parseHexColor(null)).toBeNull();
  });

  it('computes the WCAG ratio', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([255, 255, 255], [22, 163, 74])).toBeCloseTo(3.3, 1);
  });

  it('keeps a legible text colour and replaces an illegible one with black or white', () => {
    expect(legibleTextColor('#ffffff', '#dc2626')).toBe('#ffffff');
    expect(legibleTextColor('#ffffff', '#16a34a')).toBe('#000000');
    expect(legibleTextColor('#000000', '#1e1b4b')).toBe('#ffffff');
    expect(legibleTextColor('red', '#ffffff')).toBe('red');
  });
});
