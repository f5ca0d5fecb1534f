import { effect, signal, type Signal } from '@preact/signals-core';

/*
 * The page-wide state is signals (@preact/signals-core): every <ky-wallet> on the page, and the
 * host page through `useWalletSession`, read the same ones. Components read `.value` after
 * `useSignals()` and re-render when what they read changes.
 */

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

/** How each shared signal goes back to its starting value (from storage for persisted ones). */
const resets: (() => void)[] = [];

/** A signal that starts as `initial()`, in memory only. */
export function memorySignal<T>(initial: () => T): Signal<T> {
  const state = signal(initial());
  resets.push(() => {
    state.value = initial();
  });
  return state;
}

/** A signal read from storage at start and written back on every change. */
export function persistedSignal<T>(persistence: Persistence<T>): Signal<T> {
  const { key, storage, read, write } = persistence;
  const load = () => read(readStorage(key, storage));
  const state = signal(load());
  let loaded = true; // the first run only subscribes: what was just read needs no writing back
  effect(() => {
    const value = state.value;
    if (loaded) {
      loaded = false;
      return;
    }
    writeStorage(key, write ? write(value) : value, storage);
  });
  resets.push(() => {
    loaded = true;
    state.value = load();
    loaded = false;
  });
  return state;
}

/** Shallow-merges `changes` into an object signal (a new object: subscribers see a change). */
export function patch<T extends object>(state: Signal<T>, changes: Partial<T>): void {
  state.value = { ...state.peek(), ...changes };
}

/** Every shared signal back to what storage holds now (tests and stories start afresh). */
export function resetState(): void {
  for (const reset of resets) reset();
}
