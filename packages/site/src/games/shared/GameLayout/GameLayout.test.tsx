import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeRgs } from '../../fake.ts';
import type { GameTable } from '../../table.ts';
import { GameHarness, SiteFrame } from '../../testing.tsx';
import { GameLayout } from './GameLayout.tsx';

/** A game whose every play says the same thing, as two wheel spins that both stop on 0.00× do. */
function SameEveryTime({ table }: { table: GameTable }) {
  const play = () =>
    void table.run((api) => api.wheelSpin({ amount: 100, risk: 'high' }), () => ({ message: 'The wheel stopped on 0.00×: no win.' }));
  return (
    <GameLayout
      table={table}
      stage={null}
      controls={
        <button type="button" onClick={play}>
          Spin
        </button>
      }
    />
  );
}

/** The layout around SameEveryTime, on an in-memory game server; answers that server. */
async function renderGame() {
  const api = createFakeRgs({});
  const session = { ...(await api.session()), game: 'original-wheel' as const };
  render(
    <SiteFrame>
      <GameHarness api={api} session={session} Game={SameEveryTime} />
    </SiteFrame>,
  );
  return api;
}

describe('GameLayout', () => {
  afterEach(() => {
    cleanup();
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('brings an error into view (on a phone it shows a screen above the play button)', async () => {
    const scrolled: Element[] = [];
    // jsdom lays nothing out and has no scrollIntoView: record the calls.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const api = await renderGame();
    api.failNext('not_enough_money');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spin' }));
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert.textContent).not.toBe(''));
    expect(scrolled).toEqual([alert]);
  });

  it('says a status again when it is the same text as the last one (a new node for screen readers)', async () => {
    await renderGame();
    const user = userEvent.setup();
    const region = screen.getByRole('status');
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(region.textContent).toBe('The wheel stopped on 0.00×: no win.'));
    const first = region.firstElementChild;
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(region.firstElementChild).not.toBe(first));
    expect(region.textContent).toBe('The wheel stopped on 0.00×: no win.');
  });
});
