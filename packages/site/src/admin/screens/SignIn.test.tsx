import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminEndpoint } from '@ky-wallet/protocol';
import type * as Api from '../api.ts';
import { I18nProvider, makeI18n } from '../i18n/i18n.tsx';
import zhTW from '../i18n/locales/zh-TW/admin.json';
import { staff } from '../story-fixtures.ts';
import { Security } from './Security.tsx';
import { SignIn } from './SignIn.tsx';

/** The server's answers, in the order it gives them: a value, or a refusal's code. */
const answers: ({ value: unknown } | { refusal: string })[] = [];
const sent: AdminEndpoint[] = [];

vi.mock('../api.ts', async (original) => {
  const api = await original<typeof Api>();
  return {
    ...api,
    adminApi: (endpoint: AdminEndpoint) => {
      sent.push(endpoint);
      const answer = answers.shift();
      if (!answer) return new Promise(() => undefined);
      return 'refusal' in answer ? Promise.reject(new api.AdminApiError(answer.refusal, 'refused')) : Promise.resolve(answer.value);
    },
  };
});

/** The texts that describe `control` (its hint and its error). */
function descriptionOf(control: HTMLElement): (string | null | undefined)[] {
  return (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
}

/** Renders the sign-in screen and submits a name and `password`. */
async function signIn(user: ReturnType<typeof userEvent.setup>, password: string) {
  render(
    <I18nProvider value={makeI18n('zh-tw', zhTW)}>
      <SignIn onSignedIn={() => undefined} />
    </I18nProvider>,
  );
  await user.type(screen.getByLabelText(zhTW['signIn.name']), 'op-anna');
  await user.type(screen.getByLabelText(zhTW['signIn.password']), password);
  await user.click(screen.getByRole('button', { name: zhTW['signIn.submit'] }));
}

/**
 * Submits a code in `code` by the button named `submit`, and expects its refusal said once, at
 * the field (marked, described, focused), the form's alert empty.
 */
async function expectCodeRefused(user: ReturnType<typeof userEvent.setup>, code: HTMLElement, submit: string) {
  await user.type(code, '123456');
  await user.click(screen.getByRole('button', { name: submit }));
  await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
  expect(descriptionOf(code)).toContain(zhTW['error.totp_invalid']);
  expect(document.activeElement).toBe(code);
  expect(screen.queryByRole('alert')).toBeNull();
}

describe('two-factor codes in zh-TW', () => {
  afterEach(() => {
    cleanup();
    answers.length = 0;
    sent.length = 0;
  });

  it('ties a wrong sign-in code to the code field, moves focus there, and clears it on an edit', async () => {
    const user = userEvent.setup();
    answers.push({ refusal: 'totp_required' }, { refusal: 'totp_invalid' });
    await signIn(user, 'right-password');
    const code = await screen.findByLabelText(zhTW['signIn.totp']);
    await waitFor(() => expect(document.activeElement).toBe(code));

    await expectCodeRefused(user, code, zhTW['signIn.submit']);
    expect(sent).toEqual(['login', 'login']);

    await user.type(code, '{Backspace}7');
    expect(code.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps a wrong password the form’s alert, with no field marked', async () => {
    const user = userEvent.setup();
    answers.push({ refusal: 'login_failed' });
    await signIn(user, 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toContain(zhTW['error.login_failed']);
    expect(screen.getByLabelText(zhTW['signIn.password']).getAttribute('aria-invalid')).toBeNull();
    // What was sent was wrong, not what is being typed: an edit takes the alert away (a cleared
    // name then gets the browser's own "fill in this field", never both at once).
    await user.clear(screen.getByLabelText(zhTW['signIn.name']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ties a wrong first code on the Security screen to its field', async () => {
    const user = userEvent.setup();
    const secret = 'JBSWY3DPEHPK3PXP';
    answers.push({ value: { secret, uri: `otpauth://totp/KY:op-anna?secret=${secret}` } }, { refusal: 'totp_invalid' });
    render(
      <I18nProvider value={makeI18n('zh-tw', zhTW)}>
        <Security me={staff('operator')} onChanged={() => undefined} />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: zhTW['security.start'] }));
    const code = await screen.findByLabelText(zhTW['security.code']);
    // The set-up link as a QR code, drawn in the page (an SVG data URL: the secret goes nowhere).
    const qr = screen.getByRole('img', { name: zhTW['security.qr'] });
    const svg = decodeURIComponent(qr.getAttribute('src')?.replace('data:image/svg+xml,', '') ?? '');
    expect(svg).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
    await expectCodeRefused(user, code, zhTW['security.confirm']);
    expect(sent).toEqual(['totpSetup', 'totpConfirm']);
  });
});
