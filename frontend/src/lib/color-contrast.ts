/** WCAG AA: the least contrast ratio for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** [r, g, b] in 0..255 from '#rgb' or '#rrggbb'; null for anything else (named colours, rgb(), ...). */
export function parseHexColor(value: string | null | undefined): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  return [0, 2, 4].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The text colour to draw on a background: the chosen one when it is legible (AA), otherwise black or
 * white, whichever stands out more. Colours it cannot read are returned unchanged.
 */
export function legibleTextColor(text: string, background: string): string {
  const fg = parseHexColor(text);
  const bg = parseHexColor(background);
  if (!fg || !bg || contrastRatio(fg, bg) >= MIN_TEXT_CONTRAST) return text;
  return contrastRatio([0, 0, 0], bg) >= contrastRatio([255, 255, 255], bg) ? '#000000' : '#ffffff';
}
