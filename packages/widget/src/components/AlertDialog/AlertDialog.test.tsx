import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { alertState, loginState } from '../../state/session';
import { resetState } from '../../state/signals';
import { createTestWallet, renderWithWallet } from '../../test/render';
import { LoginDialog } from '../LoginDialog/LoginDialog';
import { AlertDialog } from './AlertDialog';

function setup(locale: 'en' | 'zh-CN' = 'en') {
  const { wallet } = createTestWallet({}, locale);
  renderWithWallet(
    <>
      <LoginDialog />
      <AlertDialog />
    </>,
    { wallet },
  );
  return { wallet, user: userEvent.setup() };
}

describe('AlertDialog', () => {
  describe('given a type 1 alert', () => {
    it('shows login_first with Close and Log in, focus on Log in', () => {
      const { wallet } = setup();
      act(() => wallet.requireLogin());
      const alert = screen.getByRole('alertdialog', { name: 'Notice' });
      expect(alert).toHaveAccessibleDescription('To provide a better experience, please log in first');
      expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
      expect(alertState.value).toEqual({ open: true, type: 1, message: 'login_first' });
    });

    describe('when Log in is pressed', () => {
      it('closes the alert and opens the login modal', async () => {
        const { wallet, user } = setup();
        act(() => wallet.requireLogin());
        await user.click(screen.getByRole('button', { name: 'Log in' }));
        expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
        expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
        expect(loginState.value.open).toBe(true);
        expect(screen.getByLabelText('Account')).toHaveFocus();
      });
    });

    describe('when Close is pressed', () => {
      it('sets open false, type 1, message empty', async () => {
        const { wallet, user } = setup();
        act(() => wallet.requireLogin());
        await user.click(screen.getByRole('button', { name: 'Close' }));
        expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
        expect(alertState.value).toEqual({ open: false, type: 1, message: '' });
        expect(JSON.parse(sessionStorage.getItem('alert') ?? '{}')).toEqual({ open: false, type: 1, message: '' });
      });
    });
  });

  describe('given a type 2 alert', () => {
    it('shows the translated message with Close only, focused', () => {
      const { wallet } = setup();
      act(() => wallet.showAlert(2, 'deposit_success'));
      expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Deposit successful!');
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    });

    it('translates the key in zh-CN', () => {
      const { wallet } = setup('zh-CN');
      act(() => wallet.showAlert(2, 'login_success'));
      expect(screen.getByRole('alertdialog', { name: '提示' })).toHaveAccessibleDescription('登录成功！');
      expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
    });

    describe('when the backdrop is clicked', () => {
      it('closes', async () => {
        const { wallet, user } = setup();
        act(() => wallet.showAlert(2, 'login_failed'));
        await user.click(screen.getByRole('alertdialog'));
        expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
        expect(alertState.value.open).toBe(false);
      });
    });

    describe('when Escape is pressed', () => {
      it('closes', async () => {
        const { wallet, user } = setup();
        act(() => wallet.showAlert(2, 'login_failed'));
        await user.keyboard('{Escape}');
        expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      });
    });
  });

  describe('given an alert saved in sessionStorage (page reload)', () => {
    it('shows it again', () => {
      sessionStorage.setItem('alert', JSON.stringify({ open: true, type: 2, message: 'login_success' }));
      resetState();
      setup();
      expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Login successful!');
    });
  });
});
