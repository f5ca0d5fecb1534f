/*
 * A deploy replaces the hashed chunks; a tab opened before it asks for chunks that are gone.
 * SPEC.md section 4: a failed chunk load reloads the page once, guarded by a 10-second window
 * kept in sessionStorage, so a chunk that really is broken shows the error page instead of a loop.
 */

export const RELOAD_KEY = 'ky-chunk-reload';
export const RELOAD_WINDOW_MS = 10_000;

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  /** Loads `href` (the page the user was going to), or reloads the current page. */
  go: (href: string | null) => void;
}

let reloading = false;
/** Where a client-side navigation in flight is going: the page to load instead of the old one. */
let pendingHref: string | null = null;

export function setPendingNavigation(href: string | null): void {
  pendingHref = href;
}

function browserEnv(): ReloadEnv {
  return {
    storage: sessionStorage,
    now: () => Date.now(),
    go: (href) => (href ? window.location.assign(href) : window.location.reload()),
  };
}

/**
 * Reloads once per 10-second window. Returns true when a reload is under way (the caller should
 * wait for it and show nothing), false when the window forbids one (the caller shows the error).
 */
export function reloadOnce(env: ReloadEnv = browserEnv()): boolean {
  if (reloading) return true;
  let last: number;
  try {
    last = Number(env.storage.getItem(RELOAD_KEY) ?? 0) || 0;
  } catch {
    // Storage can be unavailable (privacy modes): then no reload, the error page shows.
    return false;
  }
  const now = env.now();
  if (now - last >= 0 && now - last < RELOAD_WINDOW_MS) return false;
  try {
    env.storage.setItem(RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reloading = true;
  env.go(pendingHref);
  return true;
}

/** For tests. */
export function resetReloadState(): void {
  reloading = false;
  pendingHref = null;
}

/** A promise that never settles: what a lazy import returns while the page reloads. */
function never<T>(): Promise<T> {
  return new Promise<T>(() => {});
}

/**
 * Wraps a dynamic import (a lazy route, a rule document, a message catalogue): when it fails,
 * reload once; if the window forbids that, let the error reach the route's error page.
 */
export function guardImport<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().then(
      (module) => {
        // Vite's preload helper resolves undefined when a `vite:preloadError` was prevented.
        if (module === undefined && reloading) return never<T>();
        return module;
      },
      (error: unknown) => {
        if (reloadOnce()) return never<T>();
        throw error;
      },
    );
}

/** Vite reports failed preloads (CSS or JS dependencies of a chunk) with this event. */
export function installPreloadErrorHandler(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
