import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { RouteErrorPage } from '@/features/errors/route-error-page';
import { AdminPlaceholderPage } from './admin-placeholder';
import { RootLayout } from './layouts/root-layout';
import { lazyPage } from './lazy-page';
import { HomeOrLanding, RequireAdmin, RequireFeature, RequireSignedIn } from './route-guards';

// Screens beyond the home page load on demand (see lazy-page.ts).
const BrowsePage = lazyPage(() => import('@/features/articles/browse-page'), 'BrowsePage');
const ArticlePage = lazyPage(() => import('@/features/articles/article-page'), 'ArticlePage');
const ArticleHistoryPage = lazyPage(() => import('@/features/articles/article-history-page'), 'ArticleHistoryPage');
const CreateArticlePage = lazyPage(() => import('@/features/editor/create-article-page'), 'CreateArticlePage');
const EditArticlePage = lazyPage(() => import('@/features/editor/edit-article-page'), 'EditArticlePage');
const ProfilePage = lazyPage(() => import('@/features/profiles/profile-page'), 'ProfilePage');
const MessagesPage = lazyPage(() => import('@/features/messages/messages-page'), 'MessagesPage');
const SettingsLayout = lazyPage(() => import('@/features/settings/settings-layout'), 'SettingsLayout');
const SocialTab = lazyPage(() => import('@/features/settings/social-tab'), 'SocialTab');
const ProfileSettingsTab = lazyPage(
  () => import('@/features/settings-profile/profile-settings-tab'),
  'ProfileSettingsTab',
);
const SecurityTab = lazyPage(() => import('@/features/settings/coming-soon-tabs'), 'SecurityTab');
const NotificationsTab = lazyPage(() => import('@/features/settings/coming-soon-tabs'), 'NotificationsTab');
const FlairsTab = lazyPage(() => import('@/features/settings/coming-soon-tabs'), 'FlairsTab');
const UsernameConflictPage = lazyPage(
  () => import('@/features/username-conflict/username-conflict-page'),
  'UsernameConflictPage',
);
const UsernameConflictResolutionPage = lazyPage(
  () => import('@/features/username-conflict/username-conflict-resolution-page'),
  'UsernameConflictResolutionPage',
);

/**
 * Routing by sign-in state. Signed out: / is the landing page and every signed-in
 * route redirects to /. Unknown paths show '404 Page Not Found' to everyone.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        // Errors thrown while rendering a page (a chunk that fails to load, a bug) keep the header.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomeOrLanding /> },
          {
            element: <RequireSignedIn />,
            children: [
              { path: 'profile/:username?', element: <ProfilePage /> },
              {
                path: 'settings',
                element: <SettingsLayout />,
                children: [
                  { index: true, element: <Navigate to="/settings/profile" replace /> },
                  { path: 'profile', element: <ProfileSettingsTab /> },
                  { path: 'security', element: <SecurityTab /> },
                  { path: 'social', element: <SocialTab /> },
                  { path: 'notifications', element: <NotificationsTab /> },
                  { path: 'appearance', element: <RequireAdmin children={<FlairsTab />} /> },
                  { path: '*', element: <Navigate to="/settings/profile" replace /> },
                ],
              },
              { path: 'username-conflict', element: <UsernameConflictPage /> },
              { path: 'username-conflict-resolution', element: <UsernameConflictResolutionPage /> },
              // The page is /article/{id}; cards link to /articles/{id}. Both spellings are kept.
              { path: 'article/:id', element: <ArticlePage /> },
              { path: 'articles/:id', element: <ArticlePage /> },
              { path: 'article/:id/edit', element: <EditArticlePage /> },
              { path: 'article/:id/history', element: <ArticleHistoryPage /> },
              {
                element: <RequireFeature feature="browse" />,
                // Browse and search share one screen.
                children: [
                  { path: 'browse', element: <BrowsePage /> },
                  { path: 'search', element: <BrowsePage /> },
                ],
              },
              {
                element: <RequireFeature feature="contribute" />,
                children: [
                  { path: 'create', element: <CreateArticlePage /> },
                  { path: 'contribute', element: <CreateArticlePage /> },
                ],
              },
              {
                element: <RequireFeature feature="messages" />,
                children: [
                  { path: 'messages', element: <MessagesPage /> },
                  { path: 'messages/:userId', element: <MessagesPage /> },
                ],
              },
              {
                path: 'admin',
                element: <RequireAdmin />,
                children: [
                  { index: true, element: <AdminPlaceholderPage /> },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
