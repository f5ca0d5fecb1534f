/*
 * The script build's `@preact/signals-react/runtime` (vite.config.ts aliases it here). That build
 * runs on preact/compat, where @preact/signals-react's `useSignals` (built on React's
 * useSyncExternalStore and its element internals) is not the tool: @preact/signals is. Importing
 * it installs its preact option hooks, which track the signals each component reads while it
 * renders and re-render just that component when one changes. So `useSignals()` has nothing left
 * to do here. Both builds use the same @preact/signals-core signals (state/).
 */
import '@preact/signals';

/** Nothing to do: @preact/signals tracks every component's signal reads already. */
export function useSignals(): void {}
