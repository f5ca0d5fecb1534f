import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import {
  CreateAccountRequestSchema,
  fieldsNotTaken,
  UpdateAccountRequestSchema,
  type AdminEndpoint,
  type StaffMe,
} from '@ky-wallet/protocol';
import type * as Api from '../api.ts';
import { I18nProvider, makeI18n } from '../i18n/i18n.tsx';
import en from '../i18n/locales/en/admin.json';
import { MANAGERS, OPERATORS, account, staff } from '../story-fixtures.ts';
import { AccountForm } from './AccountForm.tsx';

/** How the server refuses each call: a code and its message. */
let refusals: Partial<Record<AdminEndpoint, [code: string, message: string]>> = {};
/** The bodies the form sent. */
const sent: { endpoint: AdminEndpoint; body: unknown }[] = [];

vi.mock('../api.ts', async (original) => {
  const api = await original<typeof Api>();
  return {
    ...api,
    adminApi: (endpoint: AdminEndpoint, _schema: unknown, options?: { body?: unknown }) => {
      sent.push({ endpoint, body: options?.body });
      const refusal = refusals[endpoint];
      return refusal ? Promise.reject(new api.AdminApiError(...refusal)) : new Promise(() => undefined);
    },
  };
});

function renderForm(me: StaffMe = staff('admin'), edited?: Parameters<typeof account>[0]) {
  render(
    <I18nProvider value={makeI18n('en', en)}>
      <AccountForm
        me={me}
        account={edited ? account(edited) : undefined}
        operators={OPERATORS}
        managers={MANAGERS}
        onDone={() => undefined}
        onClose={() => undefined}
      />
    </I18nProvider>,
  );
  return screen.getByRole('dialog');
}

/** The field's error: it is marked invalid and described by the message, which names it. */
function expectInvalid(field: HTMLElement, message: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  expect(described).toContain(message);
}

describe('AccountForm, when the server refuses a field', () => {
  afterEach(() => {
    cleanup();
    refusals = {};
  });

  it('ties "name taken" to the account name, and moves focus there', async () => {
    refusals = { createAccount: ['account_exists', 'another account has this name'] };
    const user = userEvent.setup();
    const dialog = renderForm();
    const name = within(dialog).getByLabelText('Account name');
    // happy-dom compiles `pattern` without the v flag (\p{L} is a "p" there): the browser's own
    // check of the name is the e2e tests'.
    name.removeAttribute('pattern');
    await user.type(name, 'player-anna');
    await user.type(within(dialog).getByLabelText('Password'), 'password-123');
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));

    await waitFor(() => expectInvalid(name, 'Another account already has this name.'));
    expect(document.activeElement).toBe(name);
    // Said once, by the field (focus reads it): not a second time as an alert at the bottom.
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // The password keeps its hint, and is not marked.
    expect(within(dialog).getByLabelText('Password').getAttribute('aria-invalid')).toBeNull();

    // Edited: no longer marked.
    await user.type(name, '-2');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(name.getAttribute('aria-describedby')).toBeNull();
  });

  it('ties a field the server finds invalid to that field when editing an account', async () => {
    refusals = { updateAccount: ['invalid_request', 'invalid email: Invalid email'] };
    const user = userEvent.setup();
    const dialog = renderForm(staff('admin'), {});
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    const email = within(dialog).getByLabelText('E-mail');
    await waitFor(() => expectInvalid(email, 'Enter an e-mail address, for example name@example.com.'));
    expect(document.activeElement).toBe(email);

    cleanup();
    refusals = { updateAccount: ['invalid_request', 'operator must name an existing operator you can see'] };
    const again = renderForm(staff('admin'), {});
    await user.click(within(again).getByRole('button', { name: 'Save changes' }));
    const operator = within(again).getByLabelText('Operator');
    await waitFor(() => expectInvalid(operator, 'Choose one of the accounts offered.'));
    expect(document.activeElement).toBe(operator);
  });

  it('keeps a refusal of the whole form an alert, with no field marked', async () => {
    refusals = { updateAccount: ['forbidden', 'not yours'] };
    const user = userEvent.setup();
    const dialog = renderForm(staff('admin'), {});
    const save = within(dialog).getByRole('button', { name: 'Save changes' });
    await user.click(save);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your role does not allow this.');
    expect(dialog.querySelector('[aria-invalid]')).toBeNull();
    expect(document.activeElement).toBe(save);
  });
});

describe('AccountForm, what it sends', () => {
  beforeEach(() => {
    sent.length = 0;
  });
  afterEach(() => cleanup());

  it('sends only fields the server takes, creating and editing, as each role that may', async () => {
    const user = userEvent.setup();
    for (const role of ['admin', 'operator'] as const) {
      const dialog = renderForm(staff(role));
      const name = within(dialog).getByLabelText('Account name');
      name.removeAttribute('pattern'); // happy-dom's `pattern`, as above
      await user.type(name, `player-${role}`);
      await user.type(within(dialog).getByLabelText('Password'), 'password-123');
      await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
      cleanup();
    }
    for (const role of ['admin', 'operator', 'account_manager'] as const) {
      const dialog = renderForm(staff(role), {});
      await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
      cleanup();
    }
    await waitFor(() => expect(sent.map((call) => call.endpoint)).toEqual([...Array(2).fill('createAccount'), ...Array(3).fill('updateAccount')]));
    for (const { endpoint, body } of sent) {
      const schema = endpoint === 'createAccount' ? CreateAccountRequestSchema : UpdateAccountRequestSchema;
      expect(fieldsNotTaken(schema, body), JSON.stringify(body)).toEqual([]);
      expect(v.safeParse(schema, body).success, JSON.stringify(body)).toBe(true);
    }
  });
});
