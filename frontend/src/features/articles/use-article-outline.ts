import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { outlineArticle } from '@/lib/article-outline';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';

/**
 * The article body sanitised, with heading anchors, its contents and word count; and the jump to
 * the heading of the address's #hash once the body is on screen (the router's scroll restoration
 * runs before the article has loaded).
 */
export function useArticleOutline(content: string) {
  const outline = useMemo(() => outlineArticle(sanitizeArticleHtml(content)), [content]);
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    document.getElementById(id)?.scrollIntoView();
  }, [hash, outline.html]);
  return outline;
}
