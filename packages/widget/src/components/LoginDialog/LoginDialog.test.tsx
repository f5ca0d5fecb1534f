import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KyErrorDetail } from '../../events';
import { alertState, loginState, menuState, sessionState } from '../../state/session';
import { apiError, balanceOf, loginOk, mockApi } from '../../test/api';
import { API_BASE, collect, createTestWallet, renderWithWallet } from '../../test/render';
import { AlertDialog } from '../AlertDialog/AlertDialog';
import { LoginDialog } from './LoginDialog';
import { patch } from '../../state/signals';

function setup() {
  const { wallet, host } = createTestWallet();
  renderWithWallet(
    <>
      <LoginDialog />
      <AlertDialog />
    </>,
    { wallet },
  );
  act(() => wallet.openLogin());
  const dialog = screen.getByRole('dialog', { name: 'Log in' });
  return { wallet, host, dialog, user: userEvent.setup() };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, id = 'demo', pw = 'demo1234') {
  if (id) await user.type(screen.getByLabelText('Account'), id);
  if (pw) await user.type(screen.getByLabelText('Password'), pw);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginDialog', () => {
  describe('given the modal is closed', () => {
    it('renders nothing until openLogin', () => {
      const { wallet } = createTestWallet();
      renderWithWallet(<LoginDialog />, { wallet });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      act(() => wallet.openLogin());
      expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    });
  });

  describe('given the modal is open', () => {
    it('has a required Account field, a required Password field, and focus in Account', () => {
      setup();
      const id = screen.getByLabelText('Account');
      const pw = screen.getByLabelText('Password');
      expect(id).toBeRequired();
      expect(id).toHaveAttribute('name', 'id');
      expect(pw).toBeRequired();
      expect(pw).toHaveAttribute('type', 'password');
      expect(id).toHaveFocus();
      // The protocol's bounds: nothing the server would refuse as malformed can be typed.
      expect(id).toHaveAttribute('maxlength', '64');
      expect(pw).toHaveAttribute('maxlength', '256');
    });

    describe('when the form is invalid', () => {
      it('is not submitted', async () => {
        const api = mockApi({ login: loginOk });
        const { user } = setup();
        await fillAndSubmit(user, 'demo', '');
        expect(api.calls).toHaveLength(0);
        expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
        // Said in the widget's language, not the browser's; typing clears it.
        const pw = screen.getByLabelText('Password') as HTMLInputElement;
        expect(pw.validationMessage).toBe('Enter your password.');
        await user.type(pw, 'x');
        expect(pw.validationMessage).toBe('');
        expect(pw).toBeValid();
      });

      it('is not submitted with an account of spaces only: the field is emptied and required', async () => {
        const api = mockApi({ login: loginOk });
        const { user } = setup();
        await fillAndSubmit(user, '   ', 'demo1234');
        expect(api.calls).toHaveLength(0);
        expect(screen.getByLabelText('Account')).toHaveValue('');
        expect(screen.getByLabelText('Account')).toBeInvalid();
      });
    });

    describe('when the login succeeds', () => {
      it('stores the session, fetches the balance, shows login_success and closes', async () => {
        const api = mockApi({ login: loginOk, getBalance: balanceOf(250.5) });
        const { user, host } = setup();
        const logins = collect(host, 'ky-login');
        const balances = collect(host, 'ky-balance');
        await fillAndSubmit(user);

        const alert = await screen.findByRole('alertdialog', { name: 'Notice' });
        expect(alert).toHaveTextContent('Login successful!');
        expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();

        expect(api.calls.map((call) => call.type)).toEqual(['login', 'getBalance']);
        expect(api.calls[0]?.url).toBe(`${API_BASE}/api/getLocalData`);
        expect(api.calls[0]?.body.rule).toEqual({ id: 'demo', pw: 'demo1234' });
        expect(api.calls[0]?.headers.authorization).toBeUndefined();
        expect(api.calls[1]?.url).toBe(`${API_BASE}/api/getData`);
        expect(api.calls[1]?.headers.authorization).toBe('Bearer t0k3n');

        expect(sessionState.value).toEqual({
          name: 'demo',
          token: 't0k3n',
          alliance: 'kygaming',
          currency: 'cny',
          balance: 250.5,
        });
        expect(JSON.parse(sessionStorage.getItem('login') ?? '{}')).toMatchObject({ name: 'demo', balance: 250.5 });
        expect(logins.map((event) => event.detail)).toEqual([{ name: 'demo', alliance: 'kygaming', currency: 'cny' }]);
        expect(balances.map((event) => event.detail)).toEqual([{ balance: 250.5, currency: 'cny' }]);
        expect(loginState.value).toMatchObject({ open: false, pending: false, id: '', pw: '' });
      });
    });

    describe('when the login is in flight', () => {
      it('marks the submit button busy and disabled, keeps the focus on it, and sends once', async () => {
        let answer: (response: Response) => void = () => {};
        let calls = 0;
        mockApi({});
        const { user } = setup();
        globalThis.fetch = () => {
          calls += 1;
          return new Promise<Response>((resolve) => (answer = resolve));
        };
        await fillAndSubmit(user);

        const busy = screen.getByRole('button', { name: 'Logging in…' });
        // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
        expect(busy).toHaveAttribute('aria-disabled', 'true');
        expect(busy).toHaveAttribute('aria-busy', 'true');
        // The part operators style it by (::part() takes no attribute selector).
        expect(busy.getAttribute('part')?.split(' ')).toContain('busy');
        expect(busy).toHaveFocus();
        await user.click(busy);
        await user.keyboard('{Enter}');
        expect(calls).toBe(1);

        answer(new Response(JSON.stringify(apiError(401, 'login_failed').body), { status: 401 }));
        await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-disabled', 'false'));
        expect(screen.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'false');
        expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('part')?.split(' ')).not.toContain('busy');
      });
    });

    describe('when the login fails', () => {
      it('shows login_failed and keeps the modal open (401)', async () => {
        mockApi({ login: apiError(401, 'login_failed') });
        const { user, host } = setup();
        const errors = collect(host, 'ky-error');
        await fillAndSubmit(user);

        expect(await screen.findByRole('alertdialog')).toHaveTextContent('Login failed!');
        expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
        expect(alertState.value).toEqual({ open: true, type: 2, message: 'login_failed' });
        expect(errors.map((event) => event.detail)).toEqual([{ code: 'login_failed', message: 'Login failed!' }]);
        expect(sessionState.value.token).toBe('');
      });

      it('shows login_failed for an answer without data', async () => {
        mockApi({ login: { status: 200, body: {} } });
        const { user } = setup();
        await fillAndSubmit(user);
        expect(await screen.findByRole('alertdialog')).toHaveTextContent('Login failed!');
      });

      it('shows too_many_attempts for 429', async () => {
        mockApi({ login: apiError(429, 'too_many_attempts') });
        const { user } = setup();
        await fillAndSubmit(user);
        expect(await screen.findByRole('alertdialog')).toHaveTextContent(
          'Too many attempts. Please wait a moment and try again.',
        );
      });

      it('shows network_error when the network fails, without retrying the POST', async () => {
        const api = mockApi({ login: 'network-error' });
        const { user, host } = setup();
        const errors = collect<KyErrorDetail>(host, 'ky-error');
        await fillAndSubmit(user);
        expect(await screen.findByRole('alertdialog')).toHaveTextContent('Network error.');
        expect(api.calls).toHaveLength(1);
        expect(errors[0]?.detail.code).toBe('network_error');
      });
    });

    describe('when it is cancelled while the login is in flight', () => {
      it('drops the answer: no session, no alert, no event, and the server session is ended', async () => {
        let answer: (response: Response) => void = () => {};
        const api = mockApi({ logout: { body: { data: {} } } });
        const { user, host, wallet } = setup();
        const stubbed = globalThis.fetch;
        globalThis.fetch = (input, init) =>
          JSON.parse(String(init?.body)).type === 'login'
            ? new Promise<Response>((resolve) => (answer = resolve))
            : stubbed(input, init);
        const logins = collect(host, 'ky-login');
        await fillAndSubmit(user);
        await user.click(screen.getByRole('button', { name: 'Cancel' }));
        expect(loginState.value).toMatchObject({ open: false, pending: false });

        answer(new Response(JSON.stringify(loginOk.body), { status: 200 }));
        await waitFor(() => expect(api.of('logout')).toHaveLength(1));
        expect(api.of('logout')[0]?.headers.authorization).toBe('Bearer t0k3n');
        expect(sessionState.value.token).toBe('');
        expect(logins).toHaveLength(0);
        expect(alertState.value.open).toBe(false);
        // Opened again, the form is not held back by the abandoned attempt.
        act(() => wallet.openLogin());
        expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
      });
    });

    describe('when it is cancelled', () => {
      it('clears id and pw and closes the menu (closeLogin)', async () => {
        const { user } = setup();
        patch(menuState, { open: true });
        await user.type(screen.getByLabelText('Account'), 'demo');
        await user.click(screen.getByRole('button', { name: 'Cancel' }));
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(loginState.value).toMatchObject({ open: false, id: '', pw: '' });
        expect(menuState.value).toEqual({ link: 'home', open: false });
      });
    });

    describe('when Escape is pressed', () => {
      it('closes through closeLogin', async () => {
        const { user } = setup();
        await user.type(screen.getByLabelText('Account'), 'demo');
        await user.keyboard('{Escape}');
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
        expect(loginState.value.id).toBe('');
      });
    });
  });
});
