import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { floats, WHEEL_SEGMENTS, wheelOutcome } from '@ky-wallet/games/fair';
import { createFakeRgs } from '../fake.ts';
import { GameHarness, SiteFrame } from '../testing.tsx';
import { WheelGame } from './WheelGame.tsx';

const SERVER_SEED = 'b'.repeat(64);
const CLIENT_SEED = 'wheel-test';

async function renderWheel() {
  const api = createFakeRgs({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED });
  const session = { ...(await api.session()), game: 'original-wheel' as const };
  render(
    <SiteFrame>
      <GameHarness api={api} session={session} Game={WheelGame} />
    </SiteFrame>,
  );
  return { api, user: userEvent.setup() };
}

describe('WheelGame', () => {
  afterEach(() => cleanup());

  it('lists the segments of the chosen risk as the rule page counts them', async () => {
    const { user } = await renderWheel();
    const legend = screen.getByRole('table', { name: 'Segments of the Medium risk wheel' });
    const rows = within(legend).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['0.00×26 of 50', '1.50×12 of 50', '2.00×8 of 50', '3.00×3 of 50', '5.00×1 of 50']);

    await user.click(screen.getByRole('radio', { name: 'High' }));
    const high = screen.getByRole('table', { name: 'Segments of the High risk wheel' });
    expect(within(high).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '0.00×46 of 50',
      '2.00×2 of 50',
      '4.00×1 of 50',
      '40.00×1 of 50',
    ]);
  });

  it('spins with the chosen risk and shows the segment the seeds decide', async () => {
    const { api, user } = await renderWheel();
    await user.click(screen.getByRole('radio', { name: 'Low' }));
    await user.click(screen.getByRole('button', { name: 'Spin' }));
    const expected = wheelOutcome(await floats(SERVER_SEED, CLIENT_SEED, 0, 1), { risk: 'low' });
    expect(expected.multiplier).toBe(WHEEL_SEGMENTS.low[expected.segment]);

    const multiplier = `${(expected.multiplier / 10_000).toFixed(2)}×`;
    await waitFor(() => expect(screen.getByTestId('wheel-result').textContent).toBe(multiplier));
    expect(screen.getByTestId('game-status').textContent).toMatch(new RegExp(`^The wheel stopped on ${multiplier.replace('.', '\\.')}`));
    expect(within(screen.getByTestId('recent-results')).getAllByRole('listitem')[0]?.textContent).toContain(`${multiplier} (Low risk)`);
    expect(api.calls.filter((name) => name === 'wheelSpin')).toHaveLength(1);
  });
});
