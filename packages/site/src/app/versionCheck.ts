import type { Location } from 'react-router';

/*
 * SPEC.md section 7's periodic latest-build check. Every build writes its id to /version.json
 * (vite.config.ts) and compiles the same id into the site. An open site asks for that file every
 * few minutes, when its tab becomes visible again, and (at most every half minute) on navigation.
 * Once the file names another build, the next navigation is a full page load of the new build,
 * instead of a client-side one that would ask for chunks the deployment has removed (the chunk
 * reload guard in chunkReload.ts stays as the last resort).
 */

export const VERSION_URL = '/version.json';
/** How often an open page checks. */
export const CHECK_EVERY_MS = 5 * 60_000;
/** A navigation checks too, but not more often than this. */
export const NAVIGATION_CHECK_MS = 30_000;
/** The build a full load was made for: if that load still runs older code, do not try again. */
export const LOADED_FOR_KEY = 'ky-build-loaded-for';

/** The build id /version.json names; null when it cannot be read (offline, an older server). */
export async function fetchBuildId(fetchImpl: typeof fetch = fetch, url = VERSION_URL): Promise<string | null> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { build?: unknown } | null;
    return typeof body?.build === 'string' && body.build !== '' ? body.build : null;
  } catch {
    return null;
  }
}

export interface VersionWatcherOptions {
  /** This build's id. */
  current: string;
  fetchBuild: () => Promise<string | null>;
  now?: () => number;
}

/** Knows whether a newer build is deployed; checks at most one request at a time. */
export class VersionWatcher {
  readonly current: string;
  readonly #fetchBuild: () => Promise<string | null>;
  readonly #now: () => number;
  #latest: string | null = null;
  #lastCheck = Number.NEGATIVE_INFINITY;
  #inFlight: Promise<boolean> | null = null;

  constructor({ current, fetchBuild, now = () => Date.now() }: VersionWatcherOptions) {
    this.current = current;
    this.#fetchBuild = fetchBuild;
    this.#now = now;
  }

  /** The deployed build, once a check has read it. */
  get latest(): string | null {
    return this.#latest;
  }

  /** A different build is deployed than the one running here. */
  get stale(): boolean {
    return this.#latest !== null && this.#latest !== this.current;
  }

  /** Asks /version.json now; resolves whether the running build is stale. */
  check(): Promise<boolean> {
    if (this.#inFlight) return this.#inFlight;
    this.#lastCheck = this.#now();
    this.#inFlight = this.#fetchBuild()
      .then((build) => {
        if (build) this.#latest = build;
        return this.stale;
      })
      .finally(() => {
        this.#inFlight = null;
      });
    return this.#inFlight;
  }

  /** A navigation: checks unless it checked within NAVIGATION_CHECK_MS. */
  checkSoon(): void {
    if (this.#now() - this.#lastCheck >= NAVIGATION_CHECK_MS) void this.check();
  }
}

/** What installVersionCheck needs of the data router. */
export interface RouterLike {
  readonly state: { location: Location; navigation: { location?: Location } };
  subscribe(listener: (state: RouterLike['state']) => void): () => void;
}

export interface VersionCheckEnv {
  current: string;
  fetchBuild?: () => Promise<string | null>;
  /** Loads a page in full (the new build). */
  load?: (href: string) => void;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  now?: () => number;
  document?: Document;
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
}

const hrefOf = (location: Location) => location.pathname + location.search + location.hash;

/**
 * Starts the checks for `router` and turns the next navigation into a full load once a newer
 * build is deployed. Returns a function that stops them. A build without an id (`vite dev`,
 * tests) checks nothing.
 */
export function installVersionCheck(router: RouterLike, env: VersionCheckEnv): () => void {
  const {
    current,
    fetchBuild = () => fetchBuildId(),
    load = (href: string) => window.location.assign(href),
    storage = safeSessionStorage(),
    now,
    document: doc = document,
    setInterval: every = (run, ms) => window.setInterval(run, ms),
    clearInterval: stopEvery = (id) => window.clearInterval(id as number),
  } = env;
  if (!current) return () => undefined;
  const watcher = new VersionWatcher({ current, fetchBuild, now });

  // A page loaded for build X that still runs older code (a stale cache in between) does not load
  // again for X: it goes on as a single-page app, and the chunk reload guard covers the rest.
  const alreadyTried = () => {
    try {
      return storage?.getItem(LOADED_FOR_KEY) === watcher.latest;
    } catch {
      return false;
    }
  };
  const loadNewBuild = (href: string): boolean => {
    if (!watcher.stale || alreadyTried()) return false;
    try {
      storage?.setItem(LOADED_FOR_KEY, watcher.latest ?? '');
    } catch {
      // No storage: the load still happens; a loop is bounded by the navigations the player makes.
    }
    load(href);
    return true;
  };

  const timer = every(() => void watcher.check(), CHECK_EVERY_MS);
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void watcher.check();
  };
  doc.addEventListener('visibilitychange', onVisibility);

  let shown = router.state.location;
  let pending: Location | undefined;
  const unsubscribe = router.subscribe((state) => {
    const next = state.navigation.location;
    if (next) {
      // A navigation starts (its loaders run first): load it from the new build instead.
      if (next !== pending) {
        pending = next;
        if (!loadNewBuild(hrefOf(next))) watcher.checkSoon();
      }
      return;
    }
    const started = pending !== undefined;
    pending = undefined;
    if (state.location === shown) return;
    shown = state.location;
    // A navigation that needed no loading is already rendered: load it again, in full.
    if (!started && !loadNewBuild(hrefOf(state.location))) watcher.checkSoon();
  });

  return () => {
    stopEvery(timer);
    doc.removeEventListener('visibilitychange', onVisibility);
    unsubscribe();
  };
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
