import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { getArticleOptions } from '@/api/generated/@tanstack/react-query.gen';
import { errorStatus } from './api-error';
import { parseArticleId } from './paths';

/**
 * The article named by the route's :id (the article page and its edit and history pages).
 * `notFound` covers both an id that cannot exist (no request is made) and a 404 from the server.
 */
export function useRouteArticle() {
  const articleId = parseArticleId(useParams().id);
  const article = useQuery({ ...getArticleOptions({ path: { id: articleId ?? 0 } }), enabled: articleId !== null });
  const notFound = articleId === null || (article.isError && errorStatus(article.error) === 404);
  return { articleId, article, notFound };
}
