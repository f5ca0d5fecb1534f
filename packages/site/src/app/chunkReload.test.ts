import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardImport, RELOAD_KEY, reloadOnce, resetReloadState, setPendingNavigation, type ReloadEnv } from './chunkReload.ts';

function env(start = 100_000) {
  const store = new Map<string, string>();
  let now = start;
  const go = vi.fn<(href: string | null) => void>();
  const value: ReloadEnv = {
    storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, v) => void store.set(key, v) },
    now: () => now,
    go,
  };
  return { value, store, go, advance: (ms: number) => (now += ms) };
}

describe('the chunk reload guard', () => {
  afterEach(() => resetReloadState());

  it('reloads once, and stamps the time in sessionStorage', () => {
    const e = env();
    expect(reloadOnce(e.value)).toBe(true);
    expect(e.go).toHaveBeenCalledWith(null);
    expect(e.store.get(RELOAD_KEY)).toBe('100000');
  });

  it('does not reload again within 10 seconds of the last reload (no loop)', () => {
    const e = env();
    e.store.set(RELOAD_KEY, String(100_000 - 9_999));
    expect(reloadOnce(e.value)).toBe(false);
    expect(e.go).not.toHaveBeenCalled();
  });

  it('reloads again once 10 seconds have passed', () => {
    const e = env();
    e.store.set(RELOAD_KEY, String(100_000 - 10_000));
    expect(reloadOnce(e.value)).toBe(true);
  });

  it('loads the page a navigation was going to, rather than the old one', () => {
    const e = env();
    setPendingNavigation('/games?type=slot');
    reloadOnce(e.value);
    expect(e.go).toHaveBeenCalledWith('/games?type=slot');
  });

  it('reports a reload already under way without starting another', () => {
    const e = env();
    reloadOnce(e.value);
    e.store.set(RELOAD_KEY, String(100_000));
    expect(reloadOnce(e.value)).toBe(true);
    expect(e.go).toHaveBeenCalledTimes(1);
  });

  it('passes a failed import through to the error page when storage forbids the reload', async () => {
    const error = new Error('Failed to fetch dynamically imported module');
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    await expect(guardImport(() => Promise.reject(error))()).rejects.toBe(error);
  });

  it('returns what a successful import returns', async () => {
    await expect(guardImport(() => Promise.resolve({ Component: 1 }))()).resolves.toEqual({ Component: 1 });
  });
});
