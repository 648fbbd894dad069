import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { RouteErrorPage } from '@/features/errors/route-error-page';
import { HomePage } from '@/features/home/home-page';
import { RootLayout } from './layouts/root-layout';
import { lazyPage } from './lazy-page';

// Screens beyond the home page load on demand (see lazy-page.ts).
const BrowsePage = lazyPage(() => import('@/features/articles/browse-page'), 'BrowsePage');
const ArticlePage = lazyPage(() => import('@/features/articles/article-page'), 'ArticlePage');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Errors thrown while rendering a page (a chunk that fails to load, a bug) keep the header.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          // Browse and search share one screen (spec section 2).
          { path: 'browse', element: <BrowsePage /> },
          { path: 'search', element: <BrowsePage /> },
          // The page is /article/{id}; cards link to /articles/{id}. Both spellings are kept.
          { path: 'article/:id', element: <ArticlePage /> },
          { path: 'articles/:id', element: <ArticlePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
