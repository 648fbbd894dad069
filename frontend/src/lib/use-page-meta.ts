import { useEffect } from 'react';
import { getSiteSettings, useSiteSettings } from './site-settings';

export type PageMeta = {
  /** Page name; the document title becomes '{title} | IRL Stream History'. Omit for the default title. */
  title?: string;
  description?: string;
};

/** '{title} | {site title}', the site title being the one the admins saved. */
export function formatPageTitle(title?: string, siteTitle = getSiteSettings().siteTitle): string {
  return title ? `${title} | ${siteTitle}` : siteTitle;
}

function setMetaContent(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.appendChild(element);
  }
  element.content = content;
}

/** Sets the document title and description (and their Open Graph twins) for the current page. */
export function usePageMeta({ title, description }: PageMeta = {}): void {
  const { siteTitle, siteDescription } = useSiteSettings();
  useEffect(() => {
    const fullTitle = formatPageTitle(title, siteTitle);
    const text = description?.trim() || siteDescription;
    document.title = fullTitle;
    setMetaContent('name', 'description', text);
    setMetaContent('property', 'og:title', fullTitle);
    setMetaContent('property', 'og:description', text);
  }, [title, description, siteTitle, siteDescription]);
}
