import { computed, signal } from '@preact/signals-core';
import type { ResolvedWalletConfig } from '../config';

/*
 * Several <ky-wallet> on a page share one session, so they must not open two login modals, two
 * alerts or two age gates. The login modal and the alert are hosted by the element whose action
 * opened them (in its language and theme), else by the first connected one; the first connected
 * element that asks for an age gate hosts the gate (with its language, days and exit URL). When a
 * host leaves, the next one takes over. An element's `config` reads its config signal, so these
 * follow a change of `age-gate` or `age-gate-days` by themselves.
 */

/** What the registry needs of an element: its place in the page and its configuration. */
export interface HostMember extends Element {
  readonly config: ResolvedWalletConfig;
}

/** The connected elements, in the order they connected. */
const members = signal<readonly HostMember[]>([]);

/** The element whose action opened the login modal or the alert last (claimDialogs). */
const dialogsOrigin = signal<EventTarget | null>(null);

/** Renders the page's login modal and alert. */
export const dialogsHost = computed(() => {
  const origin = dialogsOrigin.value;
  return members.value.find((member) => member === origin) ?? members.value[0] ?? null;
});

/**
 * An element opens the login modal or the alert: it hosts both from now on, unless one of them is
 * open (a modal stays where it is; what it leads to, such as its alert, shows beside it).
 */
export function claimDialogs(element: EventTarget, dialogOpen: boolean): void {
  if (!dialogOpen) dialogsOrigin.value = element;
}

/** Renders the age gate; null when no element asks for one. */
export const gateHost = computed(() => members.value.find((member) => member.config.ageGate) ?? null);

/** The gate host's `ageGateDays`. */
export const gateDays = computed(() => gateHost.value?.config.ageGateDays ?? 0);

export function joinHosts(element: HostMember): void {
  if (!members.peek().includes(element)) members.value = [...members.peek(), element];
}

/** An element left the page for good: it no longer says who hosts the dialogs (nor is kept alive). */
export function releaseDialogs(element: EventTarget): void {
  if (dialogsOrigin.peek() === element) dialogsOrigin.value = null;
}

export function leaveHosts(element: HostMember): void {
  if (members.peek().includes(element)) members.value = members.peek().filter((member) => member !== element);
}
