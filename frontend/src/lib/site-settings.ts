import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getSiteSettingsOptions } from '@/api/generated/@tanstack/react-query.gen';
import type { PublicSiteSettingsDto } from '@/api/generated/types.gen';
import { DEFAULT_DESCRIPTION, SITE_NAME } from './site';

export type SiteSettings = PublicSiteSettingsDto;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteTitle: SITE_NAME,
  siteDescription: DEFAULT_DESCRIPTION,
  darkModeDefault: false,
  allowThemeSwitching: true,
  customCssUrl: null,
  contactEmail: null,
};

const CUSTOM_CSS_SELECTOR = 'link[rel="stylesheet"][href^="/api/site-settings/custom.css"]';

/** Keeps only well-formed fields of an untrusted value, defaults for the rest. */
export function parseSiteSettings(value: unknown): SiteSettings {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (key: 'siteTitle' | 'siteDescription') =>
    typeof raw[key] === 'string' && raw[key] ? raw[key] : DEFAULT_SITE_SETTINGS[key];
  const flag = (key: 'darkModeDefault' | 'allowThemeSwitching') =>
    typeof raw[key] === 'boolean' ? raw[key] : DEFAULT_SITE_SETTINGS[key];
  return {
    siteTitle: text('siteTitle'),
    siteDescription: typeof raw.siteDescription === 'string' ? raw.siteDescription : DEFAULT_DESCRIPTION,
    darkModeDefault: flag('darkModeDefault'),
    allowThemeSwitching: flag('allowThemeSwitching'),
    customCssUrl: typeof raw.customCssUrl === 'string' ? raw.customCssUrl : null,
    contactEmail: typeof raw.contactEmail === 'string' && raw.contactEmail ? raw.contactEmail : null,
  };
}

/** The settings the API rendered into index.html (a JSON script, never executed); null in dev and tests. */
function readInjected(): SiteSettings | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById('site-settings');
  if (!element?.textContent) return null;
  try {
    return parseSiteSettings(JSON.parse(element.textContent));
  } catch {
    return null;
  }
}

const injected = readInjected();
let current: SiteSettings = injected ?? DEFAULT_SITE_SETTINGS;
const listeners = new Set<() => void>();

export function getSiteSettings(): SiteSettings {
  return current;
}

/** Swaps the custom stylesheet link for the new version (or removes it). */
function applyCustomCss(url: string | null): void {
  const link = document.head.querySelector<HTMLLinkElement>(CUSTOM_CSS_SELECTOR);
  if (!url) {
    link?.remove();
    return;
  }
  if (link) {
    if (link.getAttribute('href') !== url) link.setAttribute('href', url);
    return;
  }
  const element = document.createElement('link');
  element.rel = 'stylesheet';
  element.href = url;
  document.head.appendChild(element);
}

/** New settings for this page (after the admin saved them, or fetched in development). */
export function setSiteSettings(next: SiteSettings): void {
  current = next;
  applyCustomCss(next.customCssUrl);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The site title, description and theme rules every visitor gets. */
export function useSiteSettings(): SiteSettings {
  return useSyncExternalStore(subscribe, getSiteSettings, getSiteSettings);
}

/**
 * In development Vite serves index.html without the settings, so fetch them once; when the API
 * rendered them into the page (production, e2e) there is nothing to fetch.
 */
export function useSiteSettingsSync(): void {
  const query = useQuery({
    ...getSiteSettingsOptions(),
    enabled: injected === null && import.meta.env.MODE !== 'test',
  });
  useEffect(() => {
    if (query.data) setSiteSettings(parseSiteSettings(query.data));
  }, [query.data]);
}
