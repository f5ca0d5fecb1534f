import { API_ERROR_CODES, TIME_ORDERED_UUID_PATTERN } from '@ky-wallet/protocol';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n';
import { alertState, sessionState } from '../../state/session';
import { apiError, balanceOf, mockApi } from '../../test/api';
import { collect, createTestWallet, renderWithWallet } from '../../test/render';
import type { WalletConfig } from '../../config';
import { AlertDialog } from '../AlertDialog/AlertDialog';
import { DepositDialog } from './DepositDialog';
import { patch } from '../../state/signals';

const loggedIn = { name: 'demo', token: 't0k3n', alliance: 'kygaming', currency: 'cny', balance: 10 };

function Harness({ amount = null }: { amount?: number | null }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <DepositDialog open={open} amount={amount} onClose={() => setOpen(false)} />
      <AlertDialog />
    </>
  );
}

function setup(config: WalletConfig = {}, amount: number | null = null) {
  patch(sessionState, loggedIn);
  const { wallet, host } = createTestWallet(config);
  renderWithWallet(<Harness amount={amount} />, { wallet });
  return { wallet, host, user: userEvent.setup() };
}

const confirm = () => screen.getByRole('button', { name: 'Confirm deposit' });

describe('DepositDialog', () => {
  describe('given the dialog is open', () => {
    it('offers the configured amounts as radios, first checked and focused, and a custom amount field', () => {
      setup({ depositAmounts: [100, 500, 1000, 5000] });
      expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeInTheDocument();
      const group = screen.getByRole('group', { name: 'Choose an amount' });
      expect(group.tagName).toBe('FIELDSET');
      const radios = screen.getAllByRole('radio');
      expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['100', '500', '1000', '5000']);
      expect(screen.getByRole('radio', { name: 'CN¥100' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'CN¥100' })).toHaveFocus();
      expect(screen.getByRole('radio', { name: 'CN¥5,000' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Other amount' })).toHaveAttribute('inputmode', 'decimal');
    });

    describe('when a chosen amount is deposited', () => {
      it('replaces the balance, shows deposit_success, closes, and fires ky-deposit and ky-balance', async () => {
        const api = mockApi({ deposit: balanceOf(510) });
        const { user, host } = setup();
        const deposits = collect(host, 'ky-deposit');
        const balances = collect(host, 'ky-balance');
        await user.click(screen.getByRole('radio', { name: 'CN¥500' }));
        await user.click(confirm());

        expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('Deposit successful!');
        expect(screen.queryByRole('dialog', { name: 'Deposit' })).not.toBeInTheDocument();
        expect(sessionState.value.balance).toBe(510);
        const call = api.of('deposit')[0];
        expect(call?.body.rule).toEqual({ player: 'demo', alliance: 'kygaming', currency: 'cny', amount: 500 });
        expect(call?.headers.authorization).toBe('Bearer t0k3n');
        // A time-ordered key (UUID v7), which the wallet's key index takes at its end.
        expect(call?.headers['idempotency-key']).toMatch(TIME_ORDERED_UUID_PATTERN);
        expect(deposits.map((event) => event.detail)).toEqual([{ amount: 500, balance: 510, currency: 'cny' }]);
        expect(balances.map((event) => event.detail)).toEqual([{ balance: 510, currency: 'cny' }]);
      });
    });

    describe('when a custom amount is deposited', () => {
      it('sends the typed amount and unchecks the radios', async () => {
        const api = mockApi({ deposit: balanceOf(22.5) });
        const { user } = setup();
        await user.type(screen.getByRole('textbox', { name: 'Other amount' }), '12.5');
        expect(screen.getByRole('radio', { name: 'CN¥100' })).not.toBeChecked();
        await user.click(confirm());
        await waitFor(() => expect(sessionState.value.balance).toBe(22.5));
        expect(api.of('deposit')[0]?.body.rule?.amount).toBe(12.5);
      });
    });

    describe('when the custom amount is invalid', () => {
      it.each([
        ['0', 'Enter an amount greater than 0.'],
        ['abc', 'Enter the amount as a number, for example 100.'],
        ['1.234', 'Use at most 2 decimal places.'],
      ])('refuses %s with a translated message and sends nothing', async (typed, message) => {
        const api = mockApi({ deposit: balanceOf(1) });
        const { user } = setup();
        const field = screen.getByRole('textbox', { name: 'Other amount' });
        await user.type(field, typed);
        await user.click(confirm());
        expect(screen.getByRole('alert')).toHaveTextContent(message);
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription(message);
        expect(field).toHaveFocus();
        expect(api.calls).toHaveLength(0);
      });

      it('allows no decimals for JPY', async () => {
        patch(sessionState, { ...loggedIn, currency: 'jpy' });
        const { wallet } = createTestWallet();
        renderWithWallet(<Harness />, { wallet });
        const user = userEvent.setup();
        await user.type(screen.getByRole('textbox', { name: 'Other amount' }), '10.5');
        await user.click(confirm());
        expect(screen.getByRole('alert')).toHaveTextContent('Enter a whole number.');
      });
    });

    describe('when the server answers 503 and the retry succeeds', () => {
      it('retries once with the same Idempotency-Key', async () => {
        const api = mockApi({ deposit: [apiError(503, 'server_busy'), balanceOf(110)] });
        const { user } = setup();
        await user.click(confirm());
        await waitFor(() => expect(sessionState.value.balance).toBe(110));
        const [first, second] = api.of('deposit');
        expect(api.of('deposit')).toHaveLength(2);
        expect(first?.headers['idempotency-key']).toBeTruthy();
        expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
      });
    });

    describe('when the outcome stays unknown and the player presses again', () => {
      it('sends the same key for the same amount, a new key for the next deposit', async () => {
        const api = mockApi({ deposit: ['network-error', 'network-error', balanceOf(110), balanceOf(210)] });
        const { user, wallet } = setup();
        await user.click(confirm());
        expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(/Network error/);
        await user.click(screen.getByRole('button', { name: 'Close' }));
        await user.click(confirm());
        await waitFor(() => expect(sessionState.value.balance).toBe(110));
        const keys = api.of('deposit').map((call) => call.headers['idempotency-key']);
        expect(keys).toHaveLength(3);
        expect(new Set(keys).size).toBe(1);

        await act(() => wallet.deposit(100));
        expect(api.of('deposit')[3]?.headers['idempotency-key']).not.toBe(keys[0]);
      });
    });

    describe('when the server refuses the deposit', () => {
      it.each(API_ERROR_CODES.filter((code) => code !== 'unauthorized'))(
        'shows %s translated and keeps the dialog open',
        async (code) => {
          mockApi({ deposit: apiError(400, code) });
          const { user, host } = setup();
          const errors = collect(host, 'ky-error');
          await user.click(confirm());
          expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(en[code]);
          expect(alertState.value).toEqual({ open: true, type: 2, message: code });
          expect(errors.map((event) => event.detail)).toEqual([{ code, message: en[code] }]);
          expect(sessionState.value.balance).toBe(10);
          expect(screen.getByRole('dialog', { name: 'Deposit' })).toBeInTheDocument();
        },
      );

      it('clears the session on 401 (token expired) and closes', async () => {
        mockApi({ deposit: apiError(401, 'unauthorized') });
        const { user, host } = setup();
        const logouts = collect(host, 'ky-logout');
        await user.click(confirm());
        expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription(
          'Your session has expired. Please log in again.',
        );
        expect(sessionState.value).toEqual({ name: '', token: '', alliance: '', currency: '', balance: 0 });
        expect(logouts).toHaveLength(1);
      });
    });

    describe('while the deposit is in flight', () => {
      it('marks the submit button busy and disabled, keeps the focus on it, and sends once', async () => {
        let calls = 0;
        mockApi({});
        const { user } = setup();
        globalThis.fetch = () => {
          calls += 1;
          return new Promise<Response>(() => {});
        };
        await user.click(confirm());
        const busy = screen.getByRole('button', { name: 'Depositing…' });
        // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
        expect(busy).toHaveAttribute('aria-disabled', 'true');
        expect(busy).toHaveAttribute('aria-busy', 'true');
        // The part operators style it by (::part() takes no attribute selector).
        expect(busy.getAttribute('part')?.split(' ')).toContain('busy');
        expect(busy).toHaveFocus();
        await user.click(busy);
        await user.keyboard('{Enter}');
        expect(calls).toBe(1);
      });
    });

    describe('when Cancel is pressed', () => {
      it('closes without a call', async () => {
        const api = mockApi({});
        const { user } = setup();
        await user.click(screen.getByRole('button', { name: 'Cancel' }));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(api.calls).toHaveLength(0);
      });
    });
  });

  describe('given it opens with an amount (openDeposit(amount))', () => {
    it('checks and focuses that choice; the player still confirms it', async () => {
      const api = mockApi({ deposit: balanceOf(5010) });
      const { user } = setup({ depositAmounts: [100, 500, 1000, 5000] }, 5000);
      const choice = screen.getByRole('radio', { name: 'CN¥5,000' });
      expect(choice).toBeChecked();
      expect(choice).toHaveFocus();
      expect(api.calls).toHaveLength(0);
      await user.click(confirm());
      await waitFor(() => expect(sessionState.value.balance).toBe(5010));
      expect(api.of('deposit')[0]?.body.rule?.amount).toBe(5000);
    });

    it('puts an amount that is not a choice in the custom field, focused', () => {
      setup({ depositAmounts: [100, 500] }, 12.5);
      const custom = screen.getByRole('textbox', { name: 'Other amount' });
      expect(custom).toHaveValue('12.5');
      expect(custom).toHaveFocus();
      expect(screen.getByRole('radio', { name: 'CN¥100' })).not.toBeChecked();
    });
  });
});
