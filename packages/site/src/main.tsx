import { createRoot, hydrateRoot } from 'react-dom/client';
// RouterProvider from react-router itself, not react-router/dom: the DOM one only adds flushSync
// for navigations that ask for it (none here), and 70 bytes to every page.
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { installPreloadErrorHandler, setPendingNavigation } from './app/chunkReload.ts';
import { mountContentAfresh } from './app/contentMount.ts';
import { whenIdle } from './app/idle.ts';
import { deferDuringHydration, nextTask } from './components/DeferHydration/DeferHydration.tsx';
import { createRoutes, localeBranch, ROUTER_DATA_ID } from './app/routes.tsx';
import { installVersionCheck } from './app/versionCheck.ts';
import { i18nFor } from './i18n/I18nContext.tsx';
import { splitLocale } from './i18n/locale.ts';
import { loadMessages, messagesFor } from './i18n/messages.ts';
import { startWidget } from './wallet/widget.ts';

installPreloadErrorHandler();

/** The app: boot.ts imports this module once the page has loaded, and starts it on #root. */
export async function start(root: HTMLElement): Promise<void> {
  // Each step below is a task of its own (evaluating the app's modules, matching the route,
  // creating the router, the translator, hydrating): total blocking time counts what a task takes
  // beyond 50 ms, so several short tasks block less than one long one, and input is handled in
  // between.
  await nextTask();
  const routes = createRoutes();
  // Load the first page's lazy route modules and messages before the router starts, so the
  // first render is the whole page and hydration finds what the prerendered HTML shows.
  // A chunk that fails here (and may not reload again) is left lazy: the router then tries it
  // once more and shows the error page. The prerendered HTML has been painted by now (boot.ts
  // starts the app after the load event and a painted frame).
  let complete = true;
  const { locale } = splitLocale(window.location.pathname);
  await Promise.all([
    loadMessages(locale).catch(() => {
      complete = false;
    }),
    ...(matchRoutes(localeBranch(routes, locale), window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        const module = (await route.lazy()) as Partial<RouteObject>;
        Object.assign(route, { ...module, lazy: undefined });
      } catch {
        complete = false;
      }
    }),
  ]);

  // A prerendered page carries its router data as a JSON block (no inline script: the site's
  // CSP allows none); react-router reads it from this global and revives its error objects.
  const data = document.getElementById(ROUTER_DATA_ID)?.textContent;
  if (data) (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData = JSON.parse(data);
  // A prerendered page is hydrated when it was rendered for this path and all it needs loaded. A
  // query (the catalogue's filters, a page number) was not part of its rendering: the router
  // starts at the bare path, the page is hydrated as it was rendered, and the query follows as a
  // client-side navigation. Rendering the app over the page instead replaced its DOM, and with it
  // what the visitor had begun meanwhile (an open menu, the focus).
  const { pathname, search, hash } = window.location;
  const prerendered = complete && root.dataset.prerendered === pathname;
  await nextTask();
  // The router starts at the bare path under a mask (react-router's masked location: the history
  // entry's `masked` state is where the router is, the address stays as it is), so a reload or a
  // copied address meanwhile keeps the query. A mask a reload left on the entry is cleared.
  const masked = prerendered && search ? { pathname, search: '', hash } : undefined;
  const entry = window.history.state as { masked?: unknown } | null;
  if (masked || entry?.masked) window.history.replaceState({ ...entry, masked }, '');
  const router = createBrowserRouter(routes);
  router.subscribe((state) => {
    const next = state.navigation.location;
    setPendingNavigation(next ? next.pathname + next.search + next.hash : null);
  });
  // SPEC.md section 7: notice a new deployment and load it at the next navigation.
  installVersionCheck(router, { current: import.meta.env.VITE_BUILD_ID as string });
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.initialized) {
          stop();
          resolve();
        }
      });
    });
  }

  // The first page's translator is made in a task of its own, rather than while hydrating.
  await nextTask();
  const messages = messagesFor(locale);
  if (messages) i18nFor(locale, messages);

  await nextTask();
  const app = <RouterProvider router={router} />;
  if (prerendered) {
    // The page's content and footer hydrate in a task after the header's (DeferHydration).
    const hydrated = deferDuringHydration();
    hydrateRoot(root, app);
    await hydrated;
    if (search) {
      mountContentAfresh(pathname + search + hash);
      await router.navigate(pathname + search + hash, { replace: true, preventScrollReset: true });
    }
  } else {
    createRoot(root).render(app);
  }
  // The router runs from here on (links navigate client-side): end-to-end tests wait for this
  // state instead of for time.
  root.dataset.ready = '';
  startWalletWhenIdle();
}

/**
 * The header's <ky-wallet>: the widget's code (its React entry, on this page's Preact) defines the
 * element and gives the site the player's session. It loads once the page has loaded and is
 * hydrated, when the browser is idle (or after 2 s at the latest), so it never competes with the
 * first paint; the header keeps the element's room meanwhile (Header.css).
 */
function startWalletWhenIdle(): void {
  whenIdle(() => startWidget(() => import('@ky-wallet/widget/react')), 2000);
}
