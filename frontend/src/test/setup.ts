import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetToasts } from '@/components/ui/toast';

// findBy/waitFor wait up to 5 s, not Testing Library's 1 s: the first render of a route loads its lazy
// chunk, which on a loaded two-core machine took more than a second (and timed whole files out). A
// passing test is as quick as before; only a failing wait takes longer to report.
configure({ asyncUtilTimeout: 5000 });

/*
 * jsdom lacks fetch, so Node's Request is used; unlike a browser's it cannot resolve a
 * relative URL such as the generated client's '/api/articles'. Resolve against the page
 * address the way a browser does, so tests exercise the real client with baseUrl ''.
 */
const NodeRequest = globalThis.Request;
class BrowserLikeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = BrowserLikeRequest;

// Browser APIs that Radix primitives and the theme code use and jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}
window.ResizeObserver ??= class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
};
for (const [name, stub] of [
  ['scrollIntoView', () => undefined],
  ['hasPointerCapture', () => false],
  ['releasePointerCapture', () => undefined],
] as const) {
  if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value: stub, configurable: true });
}

// React Router's ScrollRestoration scrolls on navigation; jsdom only logs 'Not implemented'.
window.scrollTo = () => undefined;

// The app shell loads a few parts after the first page is shown (menus, the menu sheet, the sign-in
// dialog, the toaster, the signed-in home). Loading them once per test file keeps component tests about
// behaviour rather than chunk timing; the end-to-end tests exercise the real on-demand loading.
await Promise.all([
  import('@/components/ui/dropdown-menu').then((module) => module.loadDropdownMenus()),
  import('@/app/layouts/menu-sheet-panel'),
  import('@/features/auth/sign-in-dialog'),
  import('@/components/ui/toast/toaster'),
  import('@/features/home/home-page'),
]);

// Test files share one document and module cache per worker (vitest.config.ts: isolate false), so each test
// leaves nothing behind: not its rendered tree, portals or live-region announcers left in <body>, storage,
// the theme class, nor toasts in the store the next file's toaster would show.
afterEach(() => {
  cleanup();
  act(() => resetToasts());
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
});
