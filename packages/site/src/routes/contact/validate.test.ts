import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, contactBody, submitContact, validateContact, type ContactValues } from './validate.ts';

const valid: ContactValues = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email_address: 'ada@example.com',
  tele_number: '',
  your_message: 'We would like to integrate your games.',
  agree_privacy: true,
  agree_promotion: false,
};

describe('the contact form', () => {
  it('needs names, email, message and the privacy agreement; phone and promotion are optional', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      first_name: 'required',
      last_name: 'required',
      email_address: 'required',
      your_message: 'required',
      agree_privacy: 'privacy_required',
    });
    expect(validateContact(valid)).toEqual({});
  });

  it('checks the email, the phone and the lengths as the server does', () => {
    expect(validateContact({ ...valid, email_address: 'ada@' })).toEqual({ email_address: 'invalid_email' });
    expect(validateContact({ ...valid, tele_number: 'call me' })).toEqual({ tele_number: 'invalid_phone' });
    expect(validateContact({ ...valid, tele_number: '+41 44 123 45 67' })).toEqual({});
    expect(validateContact({ ...valid, first_name: 'x'.repeat(101) })).toEqual({ first_name: 'too_long' });
    expect(validateContact({ ...valid, your_message: '   ' })).toEqual({ your_message: 'required' });
  });

  it('sends trimmed fields and leaves an empty phone out', () => {
    expect(contactBody({ ...valid, first_name: ' Ada ' })).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email_address: 'ada@example.com',
      your_message: 'We would like to integrate your games.',
      agree_privacy: true,
      agree_promotion: false,
    });
  });

  const answer = (status: number, body: unknown) => () =>
    Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('reads the answers of POST /api/contact', async () => {
    await expect(submitContact(valid, answer(200, { data: { id: 'c1' } }))).resolves.toEqual({ kind: 'sent', id: 'c1' });
    await expect(
      submitContact(valid, answer(400, { error: { code: 'validation_failed', message: 'x', fields: { email_address: 'invalid_email' } } })),
    ).resolves.toEqual({ kind: 'invalid', errors: { email_address: 'invalid_email' } });
    await expect(submitContact(valid, answer(429, { error: { code: 'too_many_attempts', message: 'x' } }))).resolves.toEqual({
      kind: 'too_many',
    });
    await expect(submitContact(valid, answer(500, { error: { code: 'internal', message: 'x' } }))).resolves.toEqual({ kind: 'failed' });
    await expect(submitContact(valid, () => Promise.reject(new TypeError('offline')))).resolves.toEqual({ kind: 'failed' });
  });
});
