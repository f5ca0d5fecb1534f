import { useSyncExternalStore } from 'react';

/** A tiny external store: one value, shallow-merged updates, synchronous subscribers. */
export interface Store<T> {
  get(): T;
  set(patch: Partial<T>): void;
  subscribe(listener: () => void): () => void;
  /** Re-reads the initial value (sessionStorage for persisted stores). For tests. */
  reset(): void;
}

export interface Persistence<T> {
  /** sessionStorage key. */
  key: string;
  /** Turns whatever was stored (possibly garbage, or null) into a valid value. */
  read(raw: unknown): T;
  /** What is written; defaults to the whole value. */
  write?(value: T): unknown;
}

function readStorage(key: string): unknown {
  try {
    const text = globalThis.sessionStorage?.getItem(key);
    return text == null ? null : JSON.parse(text);
  } catch {
    return null; // storage blocked (sandboxed iframe, privacy mode) or not JSON
  }
}

function writeStorage(key: string, value: unknown): void {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the in-memory value still drives this page.
  }
}

export function createStore<T extends object>(initial: () => T, persistence?: Persistence<T>): Store<T> {
  const load = () => (persistence ? persistence.read(readStorage(persistence.key)) : initial());
  let value = load();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    get: () => value,
    set(patch) {
      value = { ...value, ...patch };
      if (persistence) writeStorage(persistence.key, persistence.write ? persistence.write(value) : value);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      value = load();
      notify();
    },
  };
}

/** Subscribes a component to a store; every element on the page re-renders together. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
