import type { ResolvedWalletConfig } from '../config';

/*
 * Several <ky-wallet> on a page share one session, so they must not open two login modals, two
 * alerts or two age gates. The first connected element hosts the login modal and the alert; the
 * first connected element that asks for an age gate hosts the gate (with its language, days and
 * exit URL). When a host leaves, the next one takes over.
 */

/** What the registry needs of an element: its place in the page and its configuration. */
export interface HostMember extends Element {
  readonly config: ResolvedWalletConfig;
}

export interface Hosts {
  /** Renders the page's login modal and alert. */
  readonly dialogs: HostMember | null;
  /** Renders the age gate; null when no element asks for one. */
  readonly gate: HostMember | null;
  /** The gate host's `ageGateDays`, so a change of it is a change of the snapshot. */
  readonly gateDays: number;
}

const members: HostMember[] = [];
const listeners = new Set<() => void>();
let snapshot: Hosts = { dialogs: null, gate: null, gateDays: 0 };

/** Recomputes the hosts; subscribers hear of it only when something changed. */
export function hostsChanged(): void {
  const dialogs = members[0] ?? null;
  const gate = members.find((member) => member.config.ageGate) ?? null;
  const gateDays = gate?.config.ageGateDays ?? 0;
  if (dialogs === snapshot.dialogs && gate === snapshot.gate && gateDays === snapshot.gateDays) return;
  snapshot = { dialogs, gate, gateDays };
  listeners.forEach((listener) => listener());
}

export function joinHosts(element: HostMember): void {
  if (members.includes(element)) return;
  members.push(element);
  hostsChanged();
}

export function leaveHosts(element: HostMember): void {
  const index = members.indexOf(element);
  if (index < 0) return;
  members.splice(index, 1);
  hostsChanged();
}

export const hostStore = {
  get: (): Hosts => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
