import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nContext.tsx';
import { CATALOGUES } from '../../i18n/testing.ts';
import type { Catalogue } from '../../i18n/messages.ts';
import { WalletProvider } from '../../wallet/useWallet.tsx';
import { LOGGED_IN, setTestSession, startTestWidget } from '../../wallet/testing.ts';
import { BalancePage } from './BalancePage.tsx';

const { en, 'de-ch': deCH } = CATALOGUES;

/** The header's <ky-wallet>, as far as the page uses it: the only stand-in (no server here). */
const element = {
  openDeposit: vi.fn<(amount?: number) => Promise<void>>(),
  deposit: vi.fn<(amount: number) => Promise<number>>(),
  refreshBalance: vi.fn<() => Promise<number>>(),
};

beforeAll(() => {
  startTestWidget();
  customElements.define(
    'ky-wallet',
    class extends HTMLElement {
      openDeposit = (amount?: number) => element.openDeposit(amount);
      deposit = (amount: number) => element.deposit(amount);
      refreshBalance = () => element.refreshBalance();
      requireLogin() {}
    },
  );
});

function renderPage(messages: Catalogue = en, locale: 'en' | 'de-ch' = 'en') {
  render(
    <MemoryRouter>
      <I18nProvider locale={locale} messages={messages}>
        <WalletProvider>
          <BalancePage />
        </WalletProvider>
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe('BalancePage', () => {
  beforeEach(() => {
    setTestSession(LOGGED_IN);
    document.body.append(document.createElement('ky-wallet'));
    element.openDeposit.mockReset().mockResolvedValue(undefined);
    element.deposit.mockReset();
    element.refreshBalance.mockReset();
  });
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  describe('when the player picks an amount', () => {
    it("opens the widget's deposit dialog with it, and deposits nothing by itself", async () => {
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: 'Deposit CN¥5,000.00' }));
      await waitFor(() => expect(element.openDeposit).toHaveBeenCalledWith(5000));
      expect(element.deposit).not.toHaveBeenCalled();
    });

    it('takes another amount to the same dialog', async () => {
      renderPage();
      fireEvent.change(await screen.findByLabelText('Other amount'), { target: { value: '12,5' } });
      fireEvent.click(screen.getByRole('button', { name: 'Deposit this amount' }));
      await waitFor(() => expect(element.openDeposit).toHaveBeenCalledWith(12.5));
      expect(element.deposit).not.toHaveBeenCalled();
    });

    it.each(['abc', '1,000', '1.005', '0', '-5'])('says so at the field when the other amount is %j, and opens no dialog', async (value) => {
      renderPage();
      const field = await screen.findByLabelText('Other amount');
      fireEvent.change(field, { target: { value } });
      fireEvent.click(screen.getByRole('button', { name: 'Deposit this amount' }));
      const error = await screen.findByText('Enter the amount as a number, for example 100.');
      expect(error.getAttribute('role')).toBe('alert');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe(error.id);
      expect(document.activeElement).toBe(field);
      expect(element.openDeposit).not.toHaveBeenCalled();
      fireEvent.change(field, { target: { value: '50' } });
      expect(field.getAttribute('aria-invalid')).toBe('false');
      expect(screen.queryByText('Enter the amount as a number, for example 100.')).toBeNull();
    });

    it('shows the deposit once the widget says it went through, outside any live region (the widget announces it)', async () => {
      renderPage();
      await screen.findByRole('button', { name: 'Deposit CN¥5,000.00' });
      act(() => {
        document.dispatchEvent(new CustomEvent('ky-deposit', { detail: { amount: 5000, balance: 5100, currency: 'cny' } }));
      });
      const outcome = screen.getByText('Deposited CN¥5,000.00. Your balance is now CN¥5,100.00.');
      expect(outcome.closest('[role="status"], [role="alert"], [aria-live]')).toBeNull();
      expect(screen.getByRole('status').textContent).toBe('');
    });
  });

  describe('when Refresh balance is pressed', () => {
    it('says the balance was updated', async () => {
      element.refreshBalance.mockResolvedValue(123.45);
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: 'Refresh balance' }));
      expect((await screen.findByText('Balance updated: CN¥123.45.')).getAttribute('role')).toBe('status');
    });

    it('says so when the wallet answers an error (HTTP 500), instead of failing silently', async () => {
      element.refreshBalance.mockRejectedValue(Object.assign(new Error('HTTP 500'), { code: 'internal_error', status: 500 }));
      renderPage();
      fireEvent.click(await screen.findByRole('button', { name: 'Refresh balance' }));
      const alert = await screen.findByText('Your balance could not be refreshed. Please try again.');
      expect(alert.getAttribute('role')).toBe('alert');
    });

    it('says so in Swiss German too', async () => {
      element.refreshBalance.mockRejectedValue(new Error('HTTP 500'));
      renderPage(deCH, 'de-ch');
      fireEvent.click(await screen.findByRole('button', { name: 'Guthaben aktualisieren' }));
      expect(await screen.findByText('Ihr Guthaben konnte nicht aktualisiert werden. Bitte versuchen Sie es noch einmal.')).toBeTruthy();
    });
  });
});
