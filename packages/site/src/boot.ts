import { followLocaleDecision, isLocale, rememberLocale } from './i18n/locale.ts';
// The one stylesheet, linked from every page's HTML (app/styles.ts says why).
import './app/styles.ts';

/*
 * The site's entry, kept tiny. A prerendered page shows, and its links work, before any script
 * runs, so the app (main.tsx: hydration, the router, then the wallet) is requested only after the
 * page's load event and its first paint: on a slow connection the HTML, the stylesheet and the
 * first covers have the bandwidth to themselves, and the largest paint does not wait behind
 * ~75 KB of JavaScript.
 * What runs at once is what cannot wait: the locale redirect of a first visit, the site's
 * right-click rule, and a catalogue filter or a language chosen before the app runs.
 */

// Right-click menus are off across the site (SPEC.md section 1). The widget leaves a host page's
// menus alone; this is the site's own choice.
document.addEventListener('contextmenu', (event) => event.preventDefault());

/** The prerenderer lists the page's own chunks (route, messages) on #root: preloaded beside the app's. */
function preloadPageChunks(root: HTMLElement): void {
  for (const href of root.dataset.chunks?.split(' ') ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Until the app runs, a changed <select> of a GET form (the catalogue's filters) loads the form's
 * URL with the chosen values, as its no-script submit button would: a quick visitor's choice is
 * not lost to a page that is not hydrated yet. The app handles the changes once it runs.
 */
function loadChosenFilter(event: Event): void {
  const select = event.target;
  const form = select instanceof HTMLSelectElement ? select.form : null;
  if (!form || form.method !== 'get') return;
  const url = new URL(form.action);
  for (const field of form.elements) {
    if (field instanceof HTMLSelectElement && field.name && field.value) url.searchParams.set(field.name, field.value);
  }
  window.location.assign(url);
}
document.addEventListener('change', loadChosenFilter);

/**
 * Until the app runs, a language chosen (the header's menu, the /language page) is stored as the
 * app stores it (SPEC.md section 4), and the header's menu keeps the page's query and fragment,
 * which its prerendered links were rendered without. Such a link loads as a plain link: while the
 * app hydrates a page opened with a query, its router is at the bare path (main.tsx).
 */
function rememberChosenLocale(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-locale]') : null;
  const locale = link?.dataset.locale;
  if (!link || !isLocale(locale)) return;
  rememberLocale(locale);
  if (link.closest('.lang-switcher')) {
    link.search = window.location.search;
    link.hash = window.location.hash;
    event.stopPropagation();
  }
}
// Capturing, so that it runs before the app's handlers.
document.addEventListener('click', rememberChosenLocale, { capture: true });

function startApp(root: HTMLElement): void {
  preloadPageChunks(root);
  // A failed load leaves the prerendered page as it is (it works without scripts); the app's own
  // chunk guard (app/chunkReload.ts) takes over once it runs.
  import('./main.tsx')
    .then(({ start }) => start(root))
    .then(() => {
      document.removeEventListener('change', loadChosenFilter);
      document.removeEventListener('click', rememberChosenLocale, { capture: true });
    })
    .catch(() => {});
}

/**
 * After the load event and a painted frame: a page with nothing to load (no images) can fire
 * `load` before its first paint. At once in a hidden tab, which paints no frames.
 */
function afterLoadAndPaint(then: () => void): void {
  const painted = () =>
    document.visibilityState === 'hidden' ? then() : requestAnimationFrame(() => setTimeout(then, 0));
  if (document.readyState === 'complete') painted();
  else window.addEventListener('load', painted, { once: true });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
if (!followLocaleDecision()) afterLoadAndPaint(() => startApp(root));
