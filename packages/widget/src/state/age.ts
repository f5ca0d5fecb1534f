import { computed, effect } from '@preact/signals-core';
import { gateDays, gateHost } from './hosts';
import { patch, persistedSignal } from './signals';

/*
 * The age gate (SPEC.md sections 1 and 5): shown once per page while any <ky-wallet> asks for it
 * and the visitor has not confirmed. A confirmation is remembered in localStorage for the gate
 * host's `ageGateDays`. A refusal is not remembered: the visitor is sent away, and someone who
 * pressed No by mistake is asked again next time instead of being locked out for a month.
 */

const DAY_MS = 86_400_000;

export interface AgeState {
  /** When the visitor last confirmed (ms since the epoch), from localStorage; null if never. */
  confirmedAt: number | null;
  /** The answer given on this page: "no" keeps the gate up while the page navigates away. */
  answer: 'yes' | 'no' | null;
}

/** The visitor's answer; the confirmation is kept in localStorage `ky-age-gate`. */
export const ageState = persistedSignal<AgeState>({
  key: 'ky-age-gate',
  storage: 'local',
  read: readAge,
  write: ({ confirmedAt }) => ({ confirmedAt }),
});

function readAge(raw: unknown): AgeState {
  const at = typeof raw === 'object' && raw !== null ? (raw as { confirmedAt?: unknown }).confirmedAt : null;
  return { confirmedAt: typeof at === 'number' && Number.isFinite(at) ? at : null, answer: null };
}

/** Whether the gate is up: someone asks for it and there is no valid "yes". */
export function isAgeGateOpen(
  asked: boolean,
  days: number,
  age: AgeState = ageState.value,
  now = Date.now(),
): boolean {
  if (!asked || age.answer === 'yes') return false;
  if (age.answer === 'no' || age.confirmedAt === null) return true;
  const elapsed = now - age.confirmedAt;
  return !(elapsed >= 0 && elapsed < days * DAY_MS);
}

/** Whether the gate is up now (for an action: evaluated afresh, not cached). */
export function ageGateIsOpen(): boolean {
  return isAgeGateOpen(gateHost.peek() !== null, gateDays.peek(), ageState.peek());
}

/** The gate is up: every element's bar and dialogs wait for it. */
export const ageGateOpen = computed(() => isAgeGateOpen(gateHost.value !== null, gateDays.value, ageState.value));

/** Resolves once no age gate stands in the way (at once when none does). */
export function whenAgeGateAnswered(): Promise<void> {
  return new Promise((resolve) => {
    effect(function () {
      if (ageGateOpen.value) return;
      this.dispose();
      resolve();
    });
  });
}

/**
 * "Yes": remembered for `days` days (0: for this page only, leaving alone a confirmation that
 * another page of the origin, with days to remember, keeps).
 */
export function confirmAge(days: number): void {
  patch(ageState, { answer: 'yes', confirmedAt: days > 0 ? Date.now() : ageState.peek().confirmedAt });
}

export function refuseAge(): void {
  patch(ageState, { answer: 'no' });
}

/**
 * "No, take me back": to the exit URL (http or https only, so a configured `javascript:` URL
 * cannot run), else one step back in history. False when there is nowhere to go (no exit URL and
 * the tab's first page): the gate then says so instead of a button that does nothing.
 */
export function leavePage(exitUrl: string): boolean {
  let target: URL | null = null;
  try {
    if (exitUrl) target = new URL(exitUrl, location.href);
  } catch {
    target = null;
  }
  if (target && (target.protocol === 'https:' || target.protocol === 'http:')) location.assign(target.href);
  else if (history.length > 1) history.back();
  else return false;
  return true;
}
