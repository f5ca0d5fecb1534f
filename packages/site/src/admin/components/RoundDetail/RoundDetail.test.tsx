import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { arrayDraw } from '@ky-wallet/games/engine';
import { floats } from '@ky-wallet/games/fair';
import { engine } from '@ky-wallet/games/games/scratch-fortune-n';
import { I18nProvider, makeI18n } from '../../i18n/i18n.tsx';
import en from '../../i18n/locales/en/admin.json';
import { RoundDetail } from './RoundDetail.tsx';

async function fortuneRound() {
  const draw = arrayDraw(await floats('a'.repeat(64), 'staff', 0, 64));
  const step = engine.act(draw, engine.start(draw, {}).state, 'reveal_all', {});
  return {
    game: 'scratch-fortune-n',
    round: 'r-1',
    state: 'closed',
    currency: 'cny',
    total_bet: 100,
    total_win: 0,
    updated_at: Date.UTC(2026, 11, 7, 12),
    proof: {
      server_seed_hash: 'b'.repeat(64),
      client_seed: 'staff',
      nonce: 0,
      params: {},
      moves: [{ action: 'reveal_all', input: {} }],
      outcome: engine.view(step.state, true),
    },
  };
}

function renderDetail(round: Awaited<ReturnType<typeof fortuneRound>>) {
  render(
    <I18nProvider value={makeI18n('en', en)}>
      <RoundDetail round={round as never} onClose={() => undefined} />
    </I18nProvider>,
  );
  return screen.getByRole('dialog', { name: 'Round r-1' });
}

describe('RoundDetail (back office)', () => {
  afterEach(() => cleanup());

  it('shows a round’s fields and proof, the game’s own picture of it, and a link to verify it', async () => {
    const dialog = renderDetail(await fortuneRound());
    expect(within(dialog).getByText('scratch-fortune-n')).toBeTruthy();
    expect(within(dialog).getByText('[{"action":"reveal_all","input":{}}]')).toBeTruthy();
    // The ticket as it fell, in the site's words: nine spots and the coin.
    expect(await within(dialog).findByRole('list', { name: 'God of Fortune ticket' })).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Verify this round on the public fairness page' });
    expect(link.getAttribute('href')).toMatch(/^\/fairness\?game=scratch-fortune-n&server_seed_hash=b{64}&client_seed=staff&nonce=0&moves=/);
  });

  it('shows an outcome it cannot draw (a round too long for the meta, another game server’s) as it came', async () => {
    const round = await fortuneRound();
    const dialog = renderDetail({ ...round, proof: { ...round.proof, outcome: { truncated: true, multiplier: 0 } } as never });
    expect(within(dialog).getByText(/"truncated": true/)).toBeTruthy();
  });
});
