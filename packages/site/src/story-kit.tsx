import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { waitFor } from 'storybook/test';
import { I18nProvider } from './i18n/I18nContext.tsx';
import { LOCALE_TAG, localePath } from './i18n/locale.ts';
import { CATALOGUES, siteLocale } from './i18n/testing.ts';

/*
 * For the site's stories: what a component of the site needs around it, in the toolbar's locale.
 */

/**
 * A router and the interface language, with the language on the story's root element, as a page
 * of the site has it on <html>: screen readers, hyphenation and the Chinese glyphs (Traditional or
 * Simplified shapes) follow it.
 */
export const withSite: Decorator = (Story, { globals }) => (
  <MemoryRouter>
    <SiteFrame globals={globals}>
      <Story />
    </SiteFrame>
  </MemoryRouter>
);

/** The interface language of the toolbar's locale, and the page's colours on the story's own box (a Docs page draws it on white). */
export function SiteFrame({ globals, children }: { globals: Record<string, unknown>; children: ReactNode }) {
  const locale = siteLocale(globals.locale);
  return (
    <I18nProvider locale={locale} messages={CATALOGUES[locale]}>
      <div lang={LOCALE_TAG[locale]} style={{ background: 'var(--site-bg)', color: 'var(--site-text)' }}>
        {children}
      </div>
    </I18nProvider>
  );
}

/** `parameters.page` of a page's story: the URL it opens, without the locale's prefix. */
export interface PageParameters {
  url: string;
  /** Instead of the page's own loader, for this story: e.g. one that finds nothing. */
  loader?: LoaderFunction;
}

/**
 * Another page of the site a page's story can lead to (a redirect, a link followed in a play): its
 * path as app/routes.tsx declares it, unprefixed, its loader and its component.
 */
export interface OtherPage {
  path: string;
  loader?: LoaderFunction;
  Component: ComponentType;
}

/** The story, for the route's element: rendered inside the route, where the page's hooks see its data. */
const StorySlot = createContext<ComponentType | null>(null);

function StoryInRoute() {
  const Story = useContext(StorySlot);
  return Story ? <Story /> : null;
}

type PageRouter = ReturnType<typeof createMemoryRouter>;

/**
 * For a page's stories: the page as the site mounts it (app/routes.tsx), in a data router at the
 * story's `parameters.page.url` in the toolbar's locale (`/de-ch/games?type=slot`), whose one route
 * (`path`, unprefixed, as app/routes.tsx declares it) runs the page's own `loader` (if it has one;
 * a story's `page.loader` instead) before the story renders: `useLoaderData`, `useParams` and
 * `useSearchParams` read what the site gives them, and a navigation loads again as on the site.
 * The page sits in the site's <main>. Spread into the meta.
 * `others`: the pages the story may go on to (the router has only these routes besides its own).
 */
export function pageRoute(path: string, loader: LoaderFunction | undefined, others: readonly OtherPage[] = []) {
  const route = async ({ globals, parameters }: { globals: Record<string, unknown>; parameters: Record<string, unknown> }) => {
    const locale = siteLocale(globals.locale);
    const page = parameters.page as PageParameters;
    const routes: RouteObject[] = [
      { path: localePath(locale, path), loader: page.loader ?? loader, element: <StoryInRoute /> },
      ...others.map((other) => ({ path: localePath(locale, other.path), loader: other.loader, Component: other.Component })),
    ];
    const router = createMemoryRouter(routes, {
      initialEntries: [localePath(locale, page.url)],
    });
    await new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
    if (router.state.errors) throw new Error(`the route of ${page.url} failed to load: ${JSON.stringify(router.state.errors)}`);
    return { router };
  };
  const withPage: Decorator = (Story, { globals, loaded }) => (
    <SiteFrame globals={globals}>
      <main>
        <StorySlot.Provider value={Story}>
          <RouterProvider router={(loaded as { router: PageRouter }).router} />
        </StorySlot.Provider>
      </main>
    </SiteFrame>
  );
  return { decorators: [withPage], loaders: [route] };
}

/** Waits (up to 10 s: a story's fake servers answer at once, but a loaded machine renders slowly) until `check` passes. */
export const until = <T,>(check: () => T) => waitFor(check, { timeout: 10_000 });
