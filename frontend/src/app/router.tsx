import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { RouteErrorPage } from '@/features/errors/route-error-page';
import { RootLayout } from './layouts/root-layout';
import { lazyPage } from './lazy-page';
import { loadArticlePage, loadBrowsePage, loadProfilePage } from './screens';
import { HomeOrLanding, RequireAdmin, RequireFeature, RequireSignedIn } from './route-guards';

// Screens beyond the home page load on demand (see lazy-page.ts).
const BrowsePage = lazyPage(loadBrowsePage, 'BrowsePage');
const SearchPage = lazyPage(() => import('@/features/search/search-page'), 'SearchPage');
const ArticlePage = lazyPage(loadArticlePage, 'ArticlePage');
const ArticleHistoryPage = lazyPage(() => import('@/features/articles/article-history-page'), 'ArticleHistoryPage');
const CreateArticlePage = lazyPage(() => import('@/features/editor/create-article-page'), 'CreateArticlePage');
const EditArticlePage = lazyPage(() => import('@/features/editor/edit-article-page'), 'EditArticlePage');
const SuggestEditPage = lazyPage(() => import('@/features/editor/suggest-edit-page'), 'SuggestEditPage');
const SuggestionReviewPage = lazyPage(
  () => import('@/features/articles/suggestion-review-page'),
  'SuggestionReviewPage',
);
const CategoryPage = lazyPage(() => import('@/features/topics/category-page'), 'CategoryPage');
const TagPage = lazyPage(() => import('@/features/topics/tag-page'), 'TagPage');
const AdminLayout = lazyPage(() => import('@/features/admin/admin-nav'), 'AdminLayout');
const ModerationLogPage = lazyPage(() => import('@/features/moderation-log/moderation-log-page'), 'ModerationLogPage');
const loadLegalDocumentPage = () => import('@/features/legal/legal-document-page');
const loadLegalHistoryPage = () => import('@/features/legal/legal-history-page');
const TermsPage = lazyPage(loadLegalDocumentPage, 'TermsPage');
const PrivacyPage = lazyPage(loadLegalDocumentPage, 'PrivacyPage');
const GuidelinesPage = lazyPage(loadLegalDocumentPage, 'GuidelinesPage');
const TermsHistoryPage = lazyPage(loadLegalHistoryPage, 'TermsHistoryPage');
const PrivacyHistoryPage = lazyPage(loadLegalHistoryPage, 'PrivacyHistoryPage');
const GuidelinesHistoryPage = lazyPage(loadLegalHistoryPage, 'GuidelinesHistoryPage');
const ArchiveIndexPage = lazyPage(() => import('@/features/archive/archive-index-page'), 'ArchiveIndexPage');
const ArchiveEntryPage = lazyPage(() => import('@/features/archive/archive-entry-page'), 'ArchiveEntryPage');
const ArchiveTimelinePage = lazyPage(() => import('@/features/archive/archive-timeline-page'), 'ArchiveTimelinePage');
const ProfilePage = lazyPage(loadProfilePage, 'ProfilePage');
const MessagesPage = lazyPage(() => import('@/features/messages/messages-page'), 'MessagesPage');
const DonatePage = lazyPage(() => import('@/features/payments/donate-page'), 'DonatePage');
const CheckoutPage = lazyPage(() => import('@/features/payments/checkout-page'), 'CheckoutPage');
const PaymentSuccessPage = lazyPage(() => import('@/features/payments/payment-success-page'), 'PaymentSuccessPage');
const StoreManagementPage = lazyPage(
  () => import('@/features/admin-store/store-management-page'),
  'StoreManagementPage',
);
const PointsPage = lazyPage(() => import('@/features/points/points-page'), 'PointsPage');
const SettingsLayout = lazyPage(() => import('@/features/settings/settings-layout'), 'SettingsLayout');
const SocialTab = lazyPage(() => import('@/features/settings/social-tab'), 'SocialTab');
const ProfileSettingsTab = lazyPage(
  () => import('@/features/settings-profile/profile-settings-tab'),
  'ProfileSettingsTab',
);
const SecurityTab = lazyPage(() => import('@/features/settings/security-tab'), 'SecurityTab');
const NotificationsTab = lazyPage(() => import('@/features/settings/notifications-tab'), 'NotificationsTab');
const FlairsTab = lazyPage(() => import('@/features/flairs/flairs-settings-tab'), 'FlairsSettingsTab');
const StorePage = lazyPage(() => import('@/features/store/store-page'), 'StorePage');
const ContributePage = lazyPage(() => import('@/features/contribute/contribute-page'), 'ContributePage');
const MySubmissionsPage = lazyPage(() => import('@/features/contribute/my-submissions-page'), 'MySubmissionsPage');
const UserToolsPage = lazyPage(() => import('@/features/admin-tools/user-tools-page'), 'UserToolsPage');
const SystemSettingsPage = lazyPage(() => import('@/features/admin-tools/system-settings-page'), 'SystemSettingsPage');
const AdminPage = lazyPage(() => import('@/features/admin/admin-page'), 'AdminPage');
const BatchStatusPage = lazyPage(() => import('@/features/contribute/batch-status-page'), 'BatchStatusPage');
const CommunicationsPage = lazyPage(
  () => import('@/features/admin-communications/communications-page'),
  'CommunicationsPage',
);
const MassMessageStatusPage = lazyPage(
  () => import('@/features/admin-communications/mass-message-status-page'),
  'MassMessageStatusPage',
);
const ModerationPage = lazyPage(() => import('@/features/moderation/moderation-page'), 'ModerationPage');
const UsernameConflictPage = lazyPage(
  () => import('@/features/username-conflict/username-conflict-page'),
  'UsernameConflictPage',
);
const RequestCorrectionPage = lazyPage(
  () => import('@/features/support-request/request-correction-page'),
  'RequestCorrectionPage',
);
const UsernameConflictResolutionPage = lazyPage(
  () => import('@/features/username-conflict/username-conflict-resolution-page'),
  'UsernameConflictResolutionPage',
);

/**
 * Routing by sign-in state. Signed out: / is the landing page, articles and archive entries can be
 * read, and every other signed-in route redirects to /. Unknown paths show '404 Page Not Found' to
 * everyone.
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
          // Donate shows its own sign-in message to visitors.
          { path: 'donate', element: <DonatePage /> },
          // The store answers signed-out visitors itself ('Sign In Required'), and checks the feature setting.
          { path: 'store', element: <StorePage /> },
          // The page is /article/{id}; cards link to /articles/{id}. Both spellings are kept.
          // Articles (with their history) and archive entries are read signed out too, so a shared link opens for anyone;
          // liking and commenting answer with a sign-in prompt.
          { path: 'article/:id', element: <ArticlePage /> },
          { path: 'articles/:id', element: <ArticlePage /> },
          { path: 'article/:id/history', element: <ArticleHistoryPage /> },
          { path: 'archive/:type/:slug', element: <ArchiveEntryPage /> },
          // "This entry is about me": anyone may ask for a correction or a takedown, signed in or not.
          { path: 'request-correction', element: <RequestCorrectionPage /> },
          // Category and tag pages are public like articles (they are in the sitemap and have feeds).
          { path: 'category/:slug', element: <CategoryPage /> },
          { path: 'tag/:tag', element: <TagPage /> },
          // The moderation log is public: anyone can see what was acted on and why.
          { path: 'moderation-log', element: <ModerationLogPage /> },
          // The terms, privacy policy and guidelines (and every earlier version) are public.
          ...(
            [
              ['terms', <TermsPage />, <TermsHistoryPage />],
              ['privacy', <PrivacyPage />, <PrivacyHistoryPage />],
              ['guidelines', <GuidelinesPage />, <GuidelinesHistoryPage />],
            ] as const
          ).flatMap(([path, page, history]) => [
            { path, element: page },
            { path: `${path}/versions/:version`, element: page },
            { path: `${path}/history`, element: history },
          ]),
          {
            element: <RequireSignedIn />,
            children: [
              { path: 'profile/:username?', element: <ProfilePage /> },
              { path: 'points', element: <PointsPage /> },
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
              { path: 'submissions', element: <MySubmissionsPage /> },
              { path: 'username-conflict', element: <UsernameConflictPage /> },
              { path: 'username-conflict-resolution', element: <UsernameConflictResolutionPage /> },
              { path: 'article/:id/edit', element: <EditArticlePage /> },
              // Suggested edits: the editor in suggestion mode, and one suggestion with its diff and decision.
              { path: 'article/:id/suggest', element: <SuggestEditPage /> },
              { path: 'article/:id/suggestions/:suggestionId', element: <SuggestionReviewPage /> },
              {
                element: <RequireFeature feature="browse" />,
                children: [
                  { path: 'browse', element: <BrowsePage /> },
                  { path: 'search', element: <SearchPage /> },
                  { path: 'archive', element: <ArchiveIndexPage /> },
                  { path: 'archive/timeline', element: <ArchiveTimelinePage /> },
                ],
              },
              {
                element: <RequireFeature feature="contribute" />,
                children: [
                  { path: 'create', element: <CreateArticlePage /> },
                  { path: 'contribute', element: <CreateArticlePage /> },
                  { path: 'submissions/new', element: <ContributePage /> },
                  { path: 'submissions/batches/:batchId', element: <BatchStatusPage /> },
                ],
              },
              {
                element: <RequireFeature feature="store" />,
                children: [
                  { path: 'checkout', element: <CheckoutPage /> },
                  { path: 'payment-success', element: <PaymentSuccessPage /> },
                ],
              },
              {
                element: <RequireFeature feature="messages" />,
                children: [
                  { path: 'messages', element: <MessagesPage /> },
                  { path: 'messages/:userId', element: <MessagesPage /> },
                ],
              },
              { path: 'moderation', element: <ModerationPage /> },
              {
                path: 'admin',
                // Every admin screen under one navigation.
                element: <RequireAdmin children={<AdminLayout />} />,
                children: [
                  { index: true, element: <AdminPage /> },
                  ...['users', 'content', 'website', 'support', 'analytics'].map((path) => ({
                    path,
                    element: <AdminPage />,
                  })),
                  { path: 'communications', element: <CommunicationsPage /> },
                  { path: 'communications/mass-messages/:id', element: <MassMessageStatusPage /> },
                  { path: 'store-management', element: <StoreManagementPage /> },
                  { path: 'user-tools', element: <UserToolsPage /> },
                  { path: 'system-settings', element: <SystemSettingsPage /> },
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
