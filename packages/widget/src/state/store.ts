import { useSyncExternalStore } from 'react';

/** A tiny external store: one value, shallow-merged updates, synchronous subscribers. */
export interface Store<T> {
  get(): T;
  set(patch: Partial<T>): void;
  subscribe(listener: () => void): () => void;
  /** Re-reads the initial value (from storage for persisted stores). For tests. */
  reset(): void;
}

export interface Persistence<T> {
  /** Storage key. */
  key: string;
  /** sessionStorage (the default: SPEC.md's session state) or localStorage (the age gate). */
  storage?: 'session' | 'local';
  /** Turns whatever was stored (possibly garbage, or null) into a valid value. */
  read(raw: unknown): T;
  /** What is written; defaults to the whole value. */
  write?(value: T): unknown;
}

type Where = Persistence<unknown>['storage'];

function storageOf(where: Where): Storage | undefined {
  return where === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
}

function readStorage(key: string, where: Where): unknown {
  try {
    const text = storageOf(where)?.getItem(key);
    return text == null ? null : JSON.parse(text);
  } catch {
    return null; // storage blocked (sandboxed iframe, privacy mode) or not JSON
  }
}

function writeStorage(key: string, value: unknown, where: Where): void {
  try {
    storageOf(where)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the in-memory value still drives this page.
  }
}

export function createStore<T extends object>(initial: () => T, persistence?: Persistence<T>): Store<T> {
  const load = () => (persistence ? persistence.read(readStorage(persistence.key, persistence.storage)) : initial());
  let value = load();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    get: () => value,
    set(patch) {
      value = { ...value, ...patch };
      if (persistence) {
        writeStorage(persistence.key, persistence.write ? persistence.write(value) : value, persistence.storage);
      }
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
export function useStore<T>(store: Pick<Store<T>, 'get' | 'subscribe'>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
