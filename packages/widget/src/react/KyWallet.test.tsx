import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { KyWalletElement } from '../element/ky-wallet';
import { sessionState } from '../state/session';
import { balanceOf, loginOk, mockApi } from '../test/api';
import { KyWallet, useWalletSession } from '.';

const API = 'https://wallet.test';

function shadowOf(element: Element | null) {
  if (!element?.shadowRoot) throw new Error('no <ky-wallet> rendered');
  return within(element.shadowRoot as unknown as HTMLElement);
}

/** A host app: the component, a status line from the hook, and a locale switch. */
function Host({ onDeposit = vi.fn(), onReady = vi.fn() }) {
  const wallet = useRef<KyWalletElement>(null);
  const session = useWalletSession(wallet);
  const [locale, setLocale] = useState('en');
  return (
    <>
      <KyWallet ref={wallet} apiBase={API} locale={locale} depositAmounts={[20, 50]} onDeposit={onDeposit} onReady={onReady} />
      <p data-testid="status">{session.loggedIn ? `${session.name}: ${session.balance}` : 'logged out'}</p>
      <button type="button" onClick={() => setLocale('de-CH')}>
        German
      </button>
      <button type="button" onClick={() => void wallet.current?.openLogin()}>
        Sign in
      </button>
    </>
  );
}

describe('KyWallet (React)', () => {
  it('renders <ky-wallet> with its props as config and fires onReady', async () => {
    const onReady = vi.fn();
    const { container } = render(<Host onReady={onReady} />);
    const element = container.querySelector('ky-wallet');
    expect(element?.config).toMatchObject({ apiBase: API, locale: 'en', depositAmounts: [20, 50] });
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(shadowOf(element).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('applies changed props without a remount', async () => {
    const { container } = render(<Host />);
    const element = container.querySelector('ky-wallet');
    await userEvent.setup().click(screen.getByRole('button', { name: 'German' }));
    expect(container.querySelector('ky-wallet')).toBe(element);
    expect(await shadowOf(element).findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it('gives the element through ref, calls event props, and useWalletSession follows the session', async () => {
    mockApi({ login: loginOk, getBalance: balanceOf(0), deposit: balanceOf(20) });
    const onDeposit = vi.fn();
    const { container } = render(<Host onDeposit={onDeposit} />);
    const element = container.querySelector('ky-wallet');
    const user = userEvent.setup();
    expect(screen.getByTestId('status')).toHaveTextContent('logged out');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await shadowOf(element).findByRole('dialog', { name: 'Log in' });
    await user.type(within(dialog).getByLabelText('Account'), 'demo');
    await user.type(within(dialog).getByLabelText('Password'), 'demo1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('demo: 0'));

    await expect(element?.deposit(20)).resolves.toBe(20);
    expect(onDeposit).toHaveBeenCalledTimes(1);
    expect(onDeposit.mock.calls[0]?.[0].detail).toEqual({ amount: 20, balance: 20, currency: 'cny' });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('demo: 20'));
    expect(sessionState.value.balance).toBe(20);
  });
});
