/**
 * The lazy chunks of the screens a visit most often opens on. The router renders them through
 * lazyPage, and the start-up preload (route-preload.ts) starts the same imports before the first
 * render, so a chunk downloads while the session check is still on its way.
 */
export const loadHomePage = () => import('@/features/home/home-page');
export const loadArticlePage = () => import('@/features/articles/article-page');
export const loadBrowsePage = () => import('@/features/articles/browse-page');
export const loadProfilePage = () => import('@/features/profiles/profile-page');
