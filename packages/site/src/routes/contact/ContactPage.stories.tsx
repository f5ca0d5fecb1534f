import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { API_PATHS, type FieldErrorCode } from '@ky-wallet/protocol';
import { expect, userEvent, within } from 'storybook/test';
import '../../app/global.css';
import './ContactPage.css';
import { ContactPage } from './ContactPage.tsx';
import type { I18n } from '../../i18n/I18nContext.tsx';
import { storyI18n } from '../../components/story-fixtures.ts';
import { fakeSameOriginFetch, type FakeResponse } from '../../story-fetch.ts';
import { withSite, until } from '../../story-kit.tsx';

/*
 * The contact page as /contact shows it, in the toolbar's locale. Its form posts to a fake
 * POST /api/contact: a `fetch` stub installed before each story and removed after it, answering
 * what the story's `parameters.contact` says (any other request goes to the real `fetch`). A play
 * function fills the form as a visitor would and checks the state it leads to, finding every
 * control by the locale's own texts.
 */

/**
 * `parameters.contact`: a function rather than an object, because Storybook merges a story's
 * parameters into its meta's object by object (a refusal's body would keep the success's `data`).
 */
type ContactAnswer = () => FakeResponse;

const answer =
  (status: number, body: unknown): ContactAnswer =>
  () => ({ status, body });

/** The reference a stored message gets (the success text shows it). */
const REFERENCE = 'c-20261123-0042';

/** Before each story: the fake POST /api/contact. Returns its removal. */
function fakeContactServer({ parameters }: { parameters: Record<string, unknown> }): () => void {
  const reply = (parameters.contact as ContactAnswer | undefined) ?? (() => 'hang' as const);
  return fakeSameOriginFetch((url) => url.pathname === API_PATHS.contact, () => reply());
}

/** The page inside the site's <main>, whose width and padding it is designed for. */
const inMain: Decorator = (Story) => (
  <main>
    <Story />
  </main>
);

const meta = {
  title: 'Site/Pages/Contact',
  component: ContactPage,
  decorators: [inMain, withSite],
  beforeEach: fakeContactServer,
  parameters: { layout: 'fullscreen', contact: answer(200, { data: { id: REFERENCE } }) },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a visitor types: a valid message, phone included. */
const VISITOR = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email_address: 'ada@example.com',
  tele_number: '+41 44 123 45 67',
  your_message: 'We run a casino platform in Zurich and would like to offer your slots.',
};
type TextField = keyof typeof VISITOR;

/** The form's controls, found by their names in the story's locale (the labels' "*" is hidden from them). */
function form(canvasElement: HTMLElement, { t }: I18n) {
  const canvas = within(canvasElement);
  const text = (label: string) => canvas.getByRole('textbox', { name: label });
  return {
    canvas,
    fields: {
      first_name: text(t('contact.firstName')),
      last_name: text(t('contact.lastName')),
      email_address: text(t('contact.email')),
      tele_number: text(t('contact.phone')),
      your_message: text(t('contact.message')),
    } satisfies Record<TextField, HTMLElement>,
    privacy: canvas.getByRole('checkbox', { name: t('contact.agreePrivacy') }),
    promotion: canvas.getByRole('checkbox', { name: t('contact.agreePromotion') }),
    submit: () => canvas.getByRole('button', { name: t('contact.submit') }),
  };
}

/** Types `values` into the form (the visitor's, unless replaced) and ticks the privacy agreement unless `agree` is false. */
async function fillIn(canvasElement: HTMLElement, i18n: I18n, values: Partial<Record<TextField, string>> = {}, agree = true) {
  const { fields, privacy } = form(canvasElement, i18n);
  for (const [field, value] of Object.entries({ ...VISITOR, ...values }) as [TextField, string][]) {
    if (value) await userEvent.type(fields[field], value);
  }
  if (agree) await userEvent.click(privacy);
}

/** Fills in the visitor's message and sends it. */
async function send(canvasElement: HTMLElement, i18n: I18n) {
  await fillIn(canvasElement, i18n);
  await userEvent.click(form(canvasElement, i18n).submit());
}

/** Sends the visitor's message and waits for the form's alert, which says `message`. */
async function sendForAlert(canvasElement: HTMLElement, i18n: I18n, message: 'contact.invalid' | 'contact.failed' | 'contact.tooMany') {
  await send(canvasElement, i18n);
  const alert = await until(() => within(canvasElement).getByRole('alert'));
  await expect(alert).toHaveTextContent(i18n.t(message));
}

/** `field` is marked invalid and described by the error text of `code`. */
async function expectError(field: HTMLElement, { t }: I18n, code: FieldErrorCode) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(t(`contact.error.${code}`));
}

/** The form as it opens: every field empty, nothing marked invalid, no alert. */
export const Empty: Story = {
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { canvas, fields, privacy, promotion, submit } = form(canvasElement, i18n);
    await expect(canvas.getByRole('heading', { level: 1, name: i18n.t('contact.title') })).toBeVisible();
    for (const field of Object.values(fields)) {
      await expect(field).toHaveValue('');
      await expect(field).not.toHaveAttribute('aria-invalid');
    }
    await expect(privacy).not.toBeChecked();
    await expect(promotion).not.toBeChecked();
    await expect(submit()).toHaveAttribute('aria-disabled', 'false');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Every field filled in and the privacy policy agreed to, ready to send. */
export const Filled: Story = {
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    await fillIn(canvasElement, i18n);
    const { canvas, fields, privacy } = form(canvasElement, i18n);
    for (const [field, value] of Object.entries(VISITOR) as [TextField, string][]) {
      await expect(fields[field]).toHaveValue(value);
      await expect(fields[field]).not.toHaveAttribute('aria-invalid');
    }
    await expect(privacy).toBeChecked();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** Sent empty: each required field says so, with the privacy agreement's own text; focus moves to the first name. No request is made. */
export const MissingFields: Story = {
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    const { fields, privacy, promotion, submit } = form(canvasElement, i18n);
    await userEvent.click(submit());
    for (const field of ['first_name', 'last_name', 'email_address', 'your_message'] as const) {
      await expectError(fields[field], i18n, 'required');
    }
    await expectError(privacy, i18n, 'privacy_required');
    // The phone and the promotion are optional.
    await expect(fields.tele_number).not.toHaveAttribute('aria-invalid');
    await expect(promotion).not.toHaveAttribute('aria-invalid');
    await expect(fields.first_name).toHaveFocus();
  },
};

/** Sent with text the server would refuse: an incomplete email, letters for a phone, a hidden right-to-left override in the name. */
export const InvalidEntries: Story = {
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    await fillIn(canvasElement, i18n, { first_name: 'Ada\u202E', email_address: 'ada@', tele_number: 'call me' });
    const { fields, privacy, submit } = form(canvasElement, i18n);
    await userEvent.click(submit());
    await expectError(fields.first_name, i18n, 'invalid_text');
    await expectError(fields.email_address, i18n, 'invalid_email');
    await expectError(fields.tele_number, i18n, 'invalid_phone');
    for (const field of [fields.last_name, fields.your_message, privacy]) await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(fields.first_name).toHaveFocus();
  },
};

/** Sent, the server's answer still awaited: the button reads "Sending…" and ignores further clicks (it stays focusable). */
export const Sending: Story = {
  parameters: { contact: () => 'hang' },
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    await send(canvasElement, i18n);
    const button = await until(() => within(canvasElement).getByRole('button', { name: i18n.t('contact.sending') }));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Sent and stored: the form gives way to the thanks with the message's reference, which takes the focus. */
export const Sent: Story = {
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    await send(canvasElement, i18n);
    const canvas = within(canvasElement);
    const notice = await until(() => canvas.getByRole('status'));
    await expect(notice).toHaveTextContent(i18n.t('contact.success', { id: REFERENCE }));
    await until(() => expect(notice).toHaveFocus());
    await expect(within(notice).getByRole('button', { name: i18n.t('contact.another') })).toBeVisible();
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};

/** The server refused a field the form accepted (here the email address): an alert above the form, the field marked and focused. */
export const RefusedByServer: Story = {
  parameters: {
    contact: answer(400, {
      error: { code: 'validation_failed', message: 'invalid email_address', fields: { email_address: 'invalid_email' } },
    }),
  },
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    await sendForAlert(canvasElement, i18n, 'contact.invalid');
    const { fields, submit } = form(canvasElement, i18n);
    await expectError(fields.email_address, i18n, 'invalid_email');
    await expect(fields.email_address).toHaveFocus();
    // What the visitor typed is kept, to correct.
    await expect(fields.your_message).toHaveValue(VISITOR.your_message);
    await expect(submit()).toHaveAttribute('aria-disabled', 'false');
  },
};

/** The request failed (no connection; a server error reads the same): an alert, the message kept to send again. */
export const Failed: Story = {
  parameters: { contact: () => 'network-error' },
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    await sendForAlert(canvasElement, i18n, 'contact.failed');
    const { fields, submit } = form(canvasElement, i18n);
    for (const [field, value] of Object.entries(VISITOR) as [TextField, string][]) await expect(fields[field]).toHaveValue(value);
    await expect(submit()).toHaveAttribute('aria-disabled', 'false');
  },
};

/** Too many messages from this address for now (429): an alert asking to wait, the message kept. */
export const TooMany: Story = {
  parameters: { contact: answer(429, { error: { code: 'too_many_attempts', message: 'too many messages; try again later' } }) },
  play: async ({ canvasElement, globals }) => {
    const i18n = storyI18n(globals);
    await sendForAlert(canvasElement, i18n, 'contact.tooMany');
    await expect(form(canvasElement, i18n).fields.your_message).toHaveValue(VISITOR.your_message);
  },
};
