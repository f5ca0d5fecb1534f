import type { useWalletSession } from '@ky-wallet/widget/react';

/*
 * The widget's code, for the site: its React entry (`@ky-wallet/widget/react`) defines <ky-wallet>
 * and gives `useWalletSession`. It is a chunk of its own that main.tsx loads once the page is
 * hydrated and idle (the prerendered HTML does not preload it); the server render never loads it.
 */

/** What the site takes from the widget's React entry. */
export interface Widget {
  useWalletSession: typeof useWalletSession;
}

let loaded: (widget: Widget) => void = () => undefined;
const widget = new Promise<Widget>((resolve) => (loaded = resolve));
let started = false;

/**
 * Loads the widget once: main.tsx passes `() => import('@ky-wallet/widget/react')`; a test passes
 * a stand-in. Until then (and on the server) the wallet is 'pending'.
 */
export function startWidget(load: () => Promise<Widget>): void {
  if (started) return;
  started = true;
  void load().then(loaded);
}

/** The widget, once started and loaded. */
export function whenWidget(): Promise<Widget> {
  return widget;
}
