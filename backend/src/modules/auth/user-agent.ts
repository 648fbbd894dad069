/** A rough, offline reading of a User-Agent header for the session list (no lookup service). */
export interface UserAgentSummary {
  browser: string;
  os: string;
  /** e.g. "Firefox on Windows", or "Unknown device" when the header says nothing we know. */
  description: string;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/[\d.]+/, 'Edge'],
  [/\bOPR\/[\d.]+|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\/[\d.]+/, 'Samsung Internet'],
  [/\bFirefox\/[\d.]+|\bFxiOS\/[\d.]+/, 'Firefox'],
  [/\bHeadlessChrome\/[\d.]+/, 'Headless Chrome'],
  [/\bChrome\/[\d.]+|\bCriOS\/[\d.]+|\bChromium\/[\d.]+/, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//i, 'curl'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function first(patterns: [RegExp, string][], userAgent: string): string | null {
  return patterns.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
}

export function summariseUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  const text = (userAgent ?? '').slice(0, 512);
  const browser = first(BROWSERS, text);
  const os = first(SYSTEMS, text);
  const description =
    browser && os ? `${browser} on ${os}` : (browser ?? (os ? `A browser on ${os}` : 'Unknown device'));
  return { browser: browser ?? 'Unknown browser', os: os ?? 'Unknown system', description };
}
