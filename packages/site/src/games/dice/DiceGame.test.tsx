import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha256Hex, verifyRound } from '@ky-wallet/games/fair';
import { createFakeRgs } from '../fake.ts';
import { GameHarness, SiteFrame } from '../testing.tsx';
import { DiceGame } from './DiceGame.tsx';

/*
 * The dice client against an in-memory game server that uses the real outcome functions, so every
 * result it shows can be recomputed with @ky-wallet/games/fair.
 */

async function renderDice(options: Parameters<typeof createFakeRgs>[0] = {}, onSettled?: () => void) {
  const api = createFakeRgs({ serverSeed: 'c'.repeat(64), clientSeed: 'lucky', ...options });
  const session = { ...(await api.session()), game: 'original-dice' as const };
  render(
    <SiteFrame>
      <GameHarness api={api} session={session} Game={DiceGame} onSettled={onSettled} />
    </SiteFrame>,
  );
  return { api, session, user: userEvent.setup() };
}

const status = () => screen.getByTestId('game-status');

describe('DiceGame', () => {
  afterEach(() => cleanup());

  describe('given a fresh table', () => {
    it('shows the default setting: Roll Under 49.50, 49.50% and 2.0000×', async () => {
      await renderDice();
      expect(screen.getByLabelText('Target')).toHaveProperty('value', '49.50');
      expect(screen.getByRole('radio', { name: 'Roll Under' })).toHaveProperty('checked', true);
      expect(screen.getByTestId('dice-chance').textContent).toBe('49.50%');
      expect(screen.getByTestId('dice-multiplier').textContent).toBe('2.0000×');
      expect(screen.getByTestId('game-balance').textContent).toBe('CN¥1,000.00');
      expect(screen.getByTestId('nonce').textContent).toBe('0');
    });

    it('keeps the win chance when switching to Roll Over', async () => {
      const { user } = await renderDice();
      await user.click(screen.getByRole('radio', { name: 'Roll Over' }));
      expect(screen.getByLabelText('Target')).toHaveProperty('value', '50.49');
      expect(screen.getByTestId('dice-chance').textContent).toBe('49.50%');
      expect(screen.getByTestId('dice-multiplier').textContent).toBe('2.0000×');
    });
  });

  describe('when the player rolls with Enter in the bet field', () => {
    it('rolls once, moves the balance, lists the result with its proof and says so', async () => {
      const settled = vi.fn();
      const { api, session, user } = await renderDice({ mode: 'real' }, settled);
      const bet = screen.getByLabelText(/^Bet/);
      await user.clear(bet);
      await user.type(bet, '2{Enter}');

      await waitFor(() => expect(screen.getByTestId('nonce').textContent).toBe('1'));
      expect(api.calls.filter((name) => name === 'diceRoll')).toHaveLength(1);
      const item = within(screen.getByTestId('recent-results')).getAllByRole('listitem')[0] as HTMLElement;
      const result = screen.getByTestId('dice-result').textContent ?? '';
      expect(item.textContent).toContain(result);
      expect(status().textContent).toMatch(new RegExp(`^Rolled ${result.replace('.', '\\.')}: (you won CN¥4\\.00|no win)\\.$`));
      const balance = screen.getByTestId('game-balance').textContent;
      expect(balance === 'CN¥998.00' || balance === 'CN¥1,002.00').toBe(true);
      expect(settled).toHaveBeenCalledTimes(1);

      // The proof is the pair shown before the roll: its hash and nonce 0.
      const link = within(item).getByRole('link', { name: 'Proof of round 0' }).getAttribute('href') ?? '';
      const query = new URL(link, 'http://site.test').searchParams;
      expect(query.get('server_seed_hash')).toBe(session.fairness.server_seed_hash);
      expect(query.get('client_seed')).toBe('lucky');
      expect(query.get('nonce')).toBe('0');
      expect(query.get('target')).toBe('49.50');
    });

    it('refuses a bet outside the limits without calling the game server', async () => {
      const { api, user } = await renderDice();
      const bet = screen.getByLabelText(/^Bet/);
      await user.clear(bet);
      await user.type(bet, '0.05{Enter}');
      expect(bet.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(bet);
      expect(document.getElementById(bet.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/^Enter a bet within the limits\./);
      // Focus was in the field already: the status region says why nothing was rolled.
      expect(status().textContent).toMatch(/^Enter a bet within the limits\. From CN¥0\.10 to CN¥2,000\.00/);
      expect(api.calls).not.toContain('diceRoll');
    });

    it('says a bet has more decimals than the currency, rather than that it is out of the limits', async () => {
      const { api, user } = await renderDice();
      const bet = screen.getByLabelText(/^Bet/);
      await user.clear(bet);
      await user.type(bet, '1.234{Enter}');
      expect(bet.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(bet.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Use at most 2 decimal places. From CN¥0.10 to CN¥2,000.00 per round.',
      );
      expect(api.calls).not.toContain('diceRoll');
    });
  });

  describe('when the player presses Space outside the form', () => {
    it('rolls', async () => {
      const { api, user } = await renderDice();
      (document.activeElement as HTMLElement | null)?.blur();
      await user.keyboard(' ');
      await waitFor(() => expect(api.calls).toContain('diceRoll'));
    });
  });

  describe('given a balance too low for the bet, with real money', () => {
    it('says so in the alert region and offers a deposit', async () => {
      const { api, user } = await renderDice({ mode: 'real' });
      api.failNext('not_enough_money');
      await user.click(screen.getByRole('button', { name: 'Roll' }));
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert.textContent).toContain('Your balance is too low for this bet.'));
      expect(within(alert).getByRole('link', { name: 'Deposit' }).getAttribute('href')).toBe('/balance');
      await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
      expect(alert.textContent).toBe('');
    });
  });

  describe('given a roll whose answer is lost, with real money', () => {
    it('shows the balance and the next nonce the round left, here and in the wallet', async () => {
      const asked: string[] = [];
      const { api, user } = await renderDice({ mode: 'real', balance: 10_000 }, () => asked.push('refresh'));
      api.loseNextAnswer();
      await user.click(screen.getByRole('button', { name: 'Roll' }));
      // The alert region is always there: wait for the failure in it (the round has been played).
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert.textContent).toContain('The game could not be reached.'));
      const { balance, fairness } = await api.balance();
      expect(balance).not.toBe(10_000);
      await waitFor(() => expect(screen.getByTestId('game-balance').textContent).toBe(`CN¥${(balance / 100).toFixed(2)}`));
      expect(fairness?.nonce).toBe(1);
      expect(screen.getByTestId('nonce').textContent).toBe('1');
      expect(asked).toEqual(['refresh']);
    });
  });

  describe('when the player rotates the seed pair', () => {
    it('reveals the server seed whose hash was shown, and the result recomputes from it', async () => {
      const { user } = await renderDice();
      const shownHash = screen.getByTestId('server-seed-hash').textContent ?? '';
      await user.click(screen.getByRole('button', { name: 'Roll' }));
      await waitFor(() => expect(screen.getByTestId('nonce').textContent).toBe('1'));
      const result = screen.getByTestId('dice-result').textContent ?? '';

      const clientSeed = screen.getByLabelText('Client seed');
      await user.clear(clientSeed);
      await user.type(clientSeed, 'my own seed');
      await user.click(screen.getByRole('button', { name: 'Rotate seed pair' }));

      const revealed = await screen.findByTestId('revealed-seed');
      const seed = within(revealed).getAllByRole('definition')[0]?.textContent ?? '';
      expect(await sha256Hex(seed)).toBe(shownHash);
      expect(screen.getByTestId('server-seed-hash').textContent).not.toBe(shownHash);
      expect(screen.getByTestId('nonce').textContent).toBe('0');
      expect(clientSeed).toHaveProperty('value', 'my own seed');

      const link = within(screen.getByTestId('recent-results')).getByRole('link', { name: 'Verify round 0' });
      const query = new URL(link.getAttribute('href') ?? '', 'http://site.test').searchParams;
      expect(query.get('server_seed')).toBe(seed);
      const verified = await verifyRound('original-dice', {
        serverSeed: seed,
        clientSeed: 'lucky',
        nonce: 0,
        params: { direction: 'under', target: 4950 },
      });
      expect((verified.outcome.result / 100).toFixed(2)).toBe(result);
    });

    it('says at the field that a client seed with an invisible character is refused, and keeps the pair', async () => {
      const { api, user } = await renderDice();
      const shownHash = screen.getByTestId('server-seed-hash').textContent ?? '';
      const clientSeed = screen.getByLabelText('Client seed');
      await user.clear(clientSeed);
      // Shows as "my seed".
      await user.paste('my\u200B seed');
      expect(clientSeed.getAttribute('aria-invalid')).toBe('true');
      const error = 'This client seed holds an invisible or control character (such as a zero-width space or a direction mark): it would look different from what the game uses. Please remove it.';
      expect(screen.getByText(error).id).toBe(clientSeed.getAttribute('aria-describedby')?.split(' ')[0]);

      await user.click(screen.getByRole('button', { name: 'Rotate seed pair' }));
      expect(api.calls).not.toContain('seeds');
      expect(status().textContent).toContain(error);
      expect(document.activeElement).toBe(clientSeed);
      expect(screen.getByTestId('server-seed-hash').textContent).toBe(shownHash);

      await user.clear(clientSeed);
      await user.type(clientSeed, 'my seed');
      expect(clientSeed.getAttribute('aria-invalid')).toBe('false');
      expect(screen.queryByText(error)).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Rotate seed pair' }));
      await screen.findByTestId('revealed-seed');
      expect(screen.getByTestId('server-seed-hash').textContent).not.toBe(shownHash);
    });

    it("links its last round with that round's own target, not the one in the form since", async () => {
      const { user } = await renderDice();
      await user.click(screen.getByRole('button', { name: 'Roll' }));
      await waitFor(() => expect(screen.getByTestId('nonce').textContent).toBe('1'));
      const target = screen.getByLabelText('Target');
      await user.clear(target);
      await user.type(target, '75');
      await user.click(screen.getByRole('button', { name: 'Rotate seed pair' }));
      const revealed = await screen.findByTestId('revealed-seed');
      const link = within(revealed).getByRole('link', { name: 'Verify its last round' });
      const query = new URL(link.getAttribute('href') ?? '', 'http://site.test').searchParams;
      expect([query.get('nonce'), query.get('direction'), query.get('target')]).toEqual(['0', 'under', '49.50']);
    });
  });
});
