import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGGED_IN, setTestSession, startTestWidget } from './testing.ts';
import { useWallet, WalletProvider } from './useWallet.tsx';

function Show() {
  const wallet = useWallet();
  return <p>{wallet.status === 'ready' ? `${wallet.session.name || '-'} ${wallet.session.balance}` : 'pending'}</p>;
}

const renderPage = () =>
  render(
    <WalletProvider>
      <Show />
    </WalletProvider>,
  );

describe('useWallet', () => {
  afterEach(() => cleanup());

  it("is pending until the widget's code is here, then follows its session", async () => {
    renderPage();
    expect(screen.getByRole('paragraph').textContent).toBe('pending');

    setTestSession(LOGGED_IN);
    await act(async () => startTestWidget());
    expect(await screen.findByText('demo 100')).toBeTruthy();

    act(() => setTestSession({ balance: 150 }));
    expect(screen.getByRole('paragraph').textContent).toBe('demo 150');
    act(() => setTestSession({ loggedIn: false, name: '', balance: 0 }));
    expect(screen.getByRole('paragraph').textContent).toBe('- 0');
  });

  it('gives a page rendered later the session at once', async () => {
    renderPage();
    expect(await screen.findByText('- 0')).toBeTruthy();
  });
});
