import { Suspense, useEffect, type ReactNode } from 'react';

/**
 * Hydrating a prerendered page is one long task: the browser can do nothing else until every
 * component has run. Parts wrapped in DeferHydration are hydrated in a task of their own, after
 * the rest: while the page's first hydration runs they suspend (Preact and React both keep a
 * suspended subtree's prerendered DOM as it is), and resume on the next macrotask. Lighthouse's
 * total blocking time counts only what a task takes beyond 50 ms, so two shorter tasks block
 * less than one long one. Outside the first hydration (a client-side navigation, a test's
 * render) they render at once.
 */
export function DeferHydration({ children }: { children: ReactNode }) {
  // One element around the children: a suspended hydration keeps the DOM of the subtree's first
  // node only (Preact), so the subtree must be one node. `display: contents` leaves no box.
  return (
    <Suspense fallback={null}>
      <Deferred>
        <div className="defer-hydration">{children}</div>
      </Deferred>
    </Suspense>
  );
}

/** True from deferDuringHydration until every deferred part has hydrated. */
let hydrating = false;

/** Whether the page's first hydration (with its deferred parts) is under way. */
export function isFirstHydration(): boolean {
  return hydrating;
}
/** Parts that suspended and have not hydrated yet. */
let waiting = 0;
/** Parts whose task has come: each consumes one when it renders again. */
let resumable = 0;
let settle: (() => void) | undefined;

/** Resolves on the next macrotask: the browser may paint and handle input in between. */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Call right before hydrating. Every DeferHydration met during the first hydration then suspends
 * and hydrates in a task of its own (a nested one in a task after its parent's). Returns a promise
 * that resolves once every deferred part has hydrated (the page is fully interactive).
 */
export function deferDuringHydration(): Promise<void> {
  hydrating = true;
  const allHydrated = new Promise<void>((resolve) => {
    settle = () => {
      hydrating = false;
      resolve();
    };
  });
  // With nothing deferred on the page, it is fully hydrated once the first hydration is done.
  void nextTask().then(() => {
    if (waiting === 0) settle?.();
  });
  return allHydrated;
}

function Deferred({ children }: { children: ReactNode }) {
  if (hydrating) {
    if (resumable > 0) {
      resumable--;
    } else {
      waiting++;
      throw nextTask().then(() => {
        resumable++;
      });
    }
  }
  return <Hydrated>{children}</Hydrated>;
}

function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (!hydrating || waiting === 0) return;
    waiting--;
    if (waiting === 0) settle?.();
  }, []);
  return children;
}
