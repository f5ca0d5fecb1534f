import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHECK_EVERY_MS,
  fetchBuildId,
  installVersionCheck,
  LOADED_FOR_KEY,
  NAVIGATION_CHECK_MS,
  VERSION_URL,
  VersionWatcher,
} from './versionCheck.ts';

/** Routes with and without a loader: navigations of both kinds. */
function router() {
  return createMemoryRouter(
    [
      { path: '/', element: null },
      { path: '/games', element: null },
      { path: '/history', element: null, loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 0)) },
    ],
    { initialEntries: ['/'] },
  );
}

function setup(deployed: string | null = 'b-1') {
  let build = deployed;
  let now = 1_000_000;
  const store = new Map<string, string>();
  const load = vi.fn<(href: string) => void>();
  const fetchBuild = vi.fn(() => Promise.resolve(build));
  let tick: (() => void) | undefined;
  const r = router();
  const stop = installVersionCheck(r, {
    current: 'b-1',
    fetchBuild,
    load,
    now: () => now,
    storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
    setInterval: (run) => {
      tick = run;
      return 1;
    },
    clearInterval: () => undefined,
  });
  return {
    router: r,
    load,
    fetchBuild,
    store,
    stop,
    deploy: (next: string) => (build = next),
    advance: (ms: number) => (now += ms),
    tick: () => tick?.(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the latest-build check', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('reads the build id from /version.json, uncached; anything unreadable is no answer', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(new Response('{"build":"b-7"}', { status: 200 })));
    await expect(fetchBuildId(fetchImpl as unknown as typeof fetch)).resolves.toBe('b-7');
    expect(fetchImpl).toHaveBeenCalledWith(VERSION_URL, expect.objectContaining({ cache: 'no-store' }));
    const html = () => Promise.resolve(new Response('<!doctype html>', { status: 200 }));
    await expect(fetchBuildId(html as unknown as typeof fetch)).resolves.toBeNull();
    const missing = () => Promise.resolve(new Response('{}', { status: 404 }));
    await expect(fetchBuildId(missing as unknown as typeof fetch)).resolves.toBeNull();
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(fetchBuildId(offline as unknown as typeof fetch)).resolves.toBeNull();
  });

  it('is stale once the deployed build differs, and sends one request at a time', async () => {
    let build = 'b-1';
    const fetchBuild = vi.fn(() => Promise.resolve(build));
    const watcher = new VersionWatcher({ current: 'b-1', fetchBuild });
    await expect(watcher.check()).resolves.toBe(false);
    build = 'b-2';
    const [a, b] = [watcher.check(), watcher.check()];
    expect(a).toBe(b);
    await expect(a).resolves.toBe(true);
    expect(fetchBuild).toHaveBeenCalledTimes(2);
    expect(watcher.stale).toBe(true);
  });

  it('checks on an interval, when the tab becomes visible, and on navigation at most every half minute', async () => {
    const s = setup();
    stops.push(s.stop);
    s.tick();
    expect(s.fetchBuild).toHaveBeenCalledTimes(1);
    await settle();
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(s.fetchBuild).toHaveBeenCalledTimes(2);
    await s.router.navigate('/games');
    expect(s.fetchBuild).toHaveBeenCalledTimes(2); // checked a moment ago
    s.advance(NAVIGATION_CHECK_MS);
    await s.router.navigate('/');
    expect(s.fetchBuild).toHaveBeenCalledTimes(3);
    expect(CHECK_EVERY_MS).toBe(300_000);
    expect(s.load).not.toHaveBeenCalled();
  });

  it('loads the next page in full once a new build is deployed, whether or not it has a loader', async () => {
    const s = setup();
    stops.push(s.stop);
    s.deploy('b-2');
    s.tick();
    await settle();
    void s.router.navigate('/history?page=2#top');
    expect(s.load).toHaveBeenCalledWith('/history?page=2#top');
    expect(s.store.get(LOADED_FOR_KEY)).toBe('b-2');

    const t = setup();
    stops.push(t.stop);
    t.deploy('b-3');
    t.tick();
    await settle();
    await t.router.navigate('/games');
    expect(t.load).toHaveBeenCalledWith('/games');
  });

  it('does not load again for a build it already loaded the page for (no loop behind a stale cache)', async () => {
    const s = setup();
    stops.push(s.stop);
    s.store.set(LOADED_FOR_KEY, 'b-2');
    s.deploy('b-2');
    s.tick();
    await settle();
    await s.router.navigate('/games');
    expect(s.load).not.toHaveBeenCalled();
  });

  it('does nothing in a build without an id (vite dev, tests)', () => {
    const fetchBuild = vi.fn(() => Promise.resolve('x'));
    const setInterval = vi.fn();
    installVersionCheck(router(), { current: '', fetchBuild, setInterval })();
    expect(setInterval).not.toHaveBeenCalled();
    expect(fetchBuild).not.toHaveBeenCalled();
  });
});
