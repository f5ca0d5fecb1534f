import type { Decorator, Loader } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { userEvent } from 'storybook/test';
import type { PlayableGameId, SessionData } from '@ky-wallet/games/contract';
import '../app/global.css';
import { createFakeRgs, type FakeRgs, type FakeRgsOptions } from './fake.ts';
import type { GameTable } from './table.ts';
import { siteLocale } from '../i18n/testing.ts';
import { GameHarness, SiteFrame } from './testing.tsx';

/*
 * What the games' stories share: the site's frame in the toolbar's locale, and a table on an
 * in-memory game server (fake.ts) with fixed seeds, so every story shows the same rounds.
 * A story sets `parameters.rgs` (FakeRgsOptions) to start in real money, with a low balance, …
 */

export const withSite: Decorator = (Story, context) => (
  <SiteFrame locale={siteLocale(context.globals.locale)}>
    <main style={{ padding: '1.5rem', maxWidth: '1160px' }}>
      <Story />
    </main>
  </SiteFrame>
);

export interface Loaded {
  api: FakeRgs;
  session: SessionData;
}

export function tableLoader(game: PlayableGameId): Loader {
  return async ({ parameters }) => {
    const options = (parameters.rgs ?? {}) as FakeRgsOptions;
    const api = createFakeRgs({ serverSeed: '9'.repeat(64), clientSeed: 'storybook', game, ...options });
    return { api, session: { ...(await api.session()), game } } satisfies Loaded;
  };
}

export function renderGame(Game: ComponentType<{ table: GameTable }>) {
  return (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => {
    const { api, session } = loaded as unknown as Loaded;
    return <GameHarness api={api} session={session} Game={Game} />;
  };
}

/** Waits until `check` holds (a story's play function waiting for the fake server's answer). */
export async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the story did not reach its state in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The element a story's play function acts on, or an error naming what is missing. */
export function find<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`${selector} is not in the story`);
  return element;
}

/**
 * Clicks a control until the story reaches `reached`. A game ignores a click while its table is
 * busy, and on load it asks the server for an unfinished round, which a play function can beat: a
 * click that changed nothing is made again, but only once the control is enabled and the state is
 * still not reached, so a round that is still playing is never followed by a second.
 */
export async function press(root: ParentNode, selector: string, reached: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const enabled = () => {
    const control = root.querySelector<HTMLButtonElement>(selector);
    return control !== null && control.getAttribute('aria-disabled') !== 'true' && !control.disabled;
  };
  while (!reached()) {
    await until(() => reached() || enabled(), deadline - Date.now());
    if (reached()) return;
    await userEvent.click(find(root, selector));
    await until(reached, Math.min(500, deadline - Date.now())).catch(() => undefined);
  }
}

/** Whether the game's alert says something (an error: a refused bet, say). */
export function alerted(root: ParentNode): boolean {
  return (root.querySelector('[role="alert"]')?.textContent ?? '') !== '';
}

type PlayContext = { canvasElement: HTMLElement };

/** A game story's play: its Auto Play (a scratch card's Auto Buy) settings opened. */
export async function openAutoPlay({ canvasElement }: PlayContext): Promise<void> {
  await userEvent.click(find(canvasElement, '.auto-play > summary'));
}

/** A slot story's play: Turbo turned on. */
export async function turnTurboOn({ canvasElement }: PlayContext): Promise<void> {
  await userEvent.click(find(canvasElement, 'input[id$="-turbo"]'));
}

/** A story's play with a balance below the bet: Play pressed, and refused in the alert. */
export async function refusedForMoney({ canvasElement }: PlayContext): Promise<void> {
  await press(canvasElement, '.game-play-button', () => alerted(canvasElement));
}

/** A scratch card story's play: buys a ticket (pressing again while the page asks for an unfinished one). */
export async function buyTicket(root: HTMLElement): Promise<void> {
  await press(root, '.game-play-button', () => find(root, '.scratch-ticket').getAttribute('data-state') === 'open');
}

/** A scratch card story's play: scratches the spots, one after another. */
export async function scratchSpots(root: HTMLElement, spots: readonly number[]): Promise<void> {
  for (const spot of spots) {
    await userEvent.click(find(root, `[data-spot="${spot}"]`));
    await until(() => find(root, `[data-spot="${spot}"]`).classList.contains('scratch-spot--shown'));
  }
}
