import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { alertState, sessionState } from '../../state/session';
import { balanceOf, loginOk, mockApi, type Reply } from '../../test/api';
import { collect, createTestWallet, renderWithWallet } from '../../test/render';
import { WalletBar } from './WalletBar';
import { patch } from '../../state/signals';

const loggedIn = { name: 'demo', token: 't0k3n', alliance: 'kygaming', currency: 'cny', balance: 1234.5 };

describe('WalletBar', () => {
  describe('given a logged-out player', () => {
    it('shows Log in and Deposit only', () => {
      renderWithWallet(<WalletBar onDeposit={() => {}} />);
      const buttons = screen.getAllByRole('button').map((button) => button.textContent);
      expect(buttons).toEqual(['Log in', 'Deposit']);
      expect(screen.getByRole('group', { name: 'Wallet' })).toHaveAttribute('part', 'bar');
    });

    describe('when Deposit is pressed', () => {
      it('shows the type 1 login_first alert instead', async () => {
        const onDeposit = vi.fn();
        renderWithWallet(<WalletBar onDeposit={onDeposit} />);
        await userEvent.setup().click(screen.getByRole('button', { name: 'Deposit' }));
        expect(onDeposit).not.toHaveBeenCalled();
        expect(alertState.value).toEqual({ open: true, type: 1, message: 'login_first' });
      });
    });
  });

  describe('given a logged-in player', () => {
    it('shows the name, the balance in a polite live region, Deposit and Log out', () => {
      patch(sessionState, loggedIn);
      renderWithWallet(<WalletBar onDeposit={() => {}} />);
      expect(screen.getByText('demo')).toHaveAttribute('part', 'name');
      // Cut short when long (CSS); the tooltip has it whole.
      expect(screen.getByText('demo')).toHaveAttribute('title', 'demo');
      const balance = screen.getByText('CN¥1,234.50');
      const live = balance.closest('[aria-live]');
      expect(live).toHaveAttribute('aria-live', 'polite');
      expect(live).toHaveAttribute('part', 'balance');
      expect(live).toHaveTextContent('Balance CN¥1,234.50');
      const buttons = screen.getAllByRole('button').map((button) => button.textContent);
      expect(buttons).toEqual(['Deposit', 'Log out']);
    });

    it('formats the balance for zh-CN', () => {
      patch(sessionState, loggedIn);
      const { wallet } = createTestWallet({}, 'zh-CN');
      renderWithWallet(<WalletBar onDeposit={() => {}} />, { wallet });
      expect(screen.getByText('¥1,234.50')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: '退出登录' })).toBeInTheDocument();
    });

    it('updates when the shared session changes', () => {
      patch(sessionState, loggedIn);
      renderWithWallet(<WalletBar onDeposit={() => {}} />);
      act(() => patch(sessionState, { balance: 99 }));
      expect(screen.getByText('CN¥99.00')).toBeInTheDocument();
    });

    it('shows no balance while a new session waits for its own, and announces it when it comes', async () => {
      let answerBalance!: (reply: Reply) => void;
      mockApi({ loginLink: loginOk, getBalance: new Promise<Reply>((resolve) => (answerBalance = resolve)) });
      const { wallet } = createTestWallet();
      renderWithWallet(<WalletBar onDeposit={() => {}} />, { wallet });
      const login = wallet.loginWithLink('L'.repeat(43));

      const live = (await screen.findByText('Balance')).closest('[aria-live]');
      expect(live).toHaveAttribute('aria-busy', 'true');
      // Not the 0 stored before the session began: the player has not got 0.
      expect(live).toHaveTextContent(/^Balance …$/);
      act(() => answerBalance(balanceOf(12)));
      await act(() => login);
      expect(live).toHaveTextContent('Balance CN¥12.00');
      expect(live).not.toHaveAttribute('aria-busy');
    });

    it('shows the stored balance when the new session could not fetch its own', async () => {
      mockApi({ loginLink: loginOk, getBalance: 'network-error' });
      const { wallet } = createTestWallet();
      renderWithWallet(<WalletBar onDeposit={() => {}} />, { wallet });
      await act(() => wallet.loginWithLink('L'.repeat(43)));
      const live = screen.getByText('Balance').closest('[aria-live]');
      expect(live).toHaveTextContent('Balance CN¥0.00');
      expect(live).not.toHaveAttribute('aria-busy');
    });

    describe('when Deposit is pressed', () => {
      it('asks to open the deposit dialog', async () => {
        patch(sessionState, loggedIn);
        const onDeposit = vi.fn();
        renderWithWallet(<WalletBar onDeposit={onDeposit} />);
        await userEvent.setup().click(screen.getByRole('button', { name: 'Deposit' }));
        expect(onDeposit).toHaveBeenCalledTimes(1);
      });
    });

    describe('when Log out is pressed', () => {
      it('calls logout, empties the session, fires ky-logout and focuses Log in', async () => {
        patch(sessionState, loggedIn);
        const api = mockApi({ logout: { body: { data: {} } } });
        const { wallet, host } = createTestWallet();
        const logouts = collect(host, 'ky-logout');
        renderWithWallet(<WalletBar onDeposit={() => {}} />, { wallet });
        await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));

        await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus());
        expect(api.of('logout')[0]?.headers.authorization).toBe('Bearer t0k3n');
        expect(sessionState.value).toEqual({ name: '', token: '', alliance: '', currency: '', balance: 0 });
        expect(logouts).toHaveLength(1);
        expect(logouts[0]?.detail).toEqual({});
      });

      it('logs out even when the logout call fails', async () => {
        patch(sessionState, loggedIn);
        mockApi({ logout: 'network-error' });
        renderWithWallet(<WalletBar onDeposit={() => {}} />);
        await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
        await waitFor(() => expect(sessionState.value.token).toBe(''));
      });
    });
  });
});
