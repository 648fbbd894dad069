import { useEffect } from 'react';
import { DEFAULT_DESCRIPTION, SITE_NAME } from './site';

export type PageMeta = {
  /** Page name; the document title becomes '{title} | IRL Stream History'. Omit for the default title. */
  title?: string;
  description?: string;
};

export function formatPageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
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
  useEffect(() => {
    const fullTitle = formatPageTitle(title);
    const text = description?.trim() || DEFAULT_DESCRIPTION;
    document.title = fullTitle;
    setMetaContent('name', 'description', text);
    setMetaContent('property', 'og:title', fullTitle);
    setMetaContent('property', 'og:description', text);
  }, [title, description]);
}
