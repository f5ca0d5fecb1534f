import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTACT_MAX_LENGTH, ContactRequestSchema, GetDataRequestSchema, LoginRequestSchema, parseRequest } from './calls.ts';

describe('parseRequest', () => {
  it('never echoes what was received, in either of valibot\'s phrasings', () => {
    const schema = v.object({ email: v.pipe(v.string(), v.email()), n: v.optional(v.string()) });
    const format = parseRequest(schema, { email: 'secret-address@x' });
    expect(format).toMatchObject({ ok: false, code: 'invalid_request', message: 'invalid email: Invalid email' });
    const type = parseRequest(schema, { email: 'a@example.com', n: 'x'.length + 41 });
    expect(type).toMatchObject({ ok: false, message: 'invalid n: Invalid type: Expected string' });
    expect(JSON.stringify([format, type])).not.toMatch(/secret-address|42/);
  });

  describe('given a login body', () => {
    it('accepts id and pw', () => {
      const result = parseRequest(LoginRequestSchema, { type: 'login', rule: { id: ' demo ', pw: 'demo1234' } });
      expect(result).toEqual({ ok: true, value: { type: 'login', rule: { id: 'demo', pw: 'demo1234' } } });
    });

    it('refuses an id with a control or format character, with a message that does not quote it', () => {
      for (const id of ['de\u0000mo', 'demo\u202e', 'de\u200bmo']) {
        const result = parseRequest(LoginRequestSchema, { type: 'login', rule: { id, pw: 'demo1234' } });
        expect(result).toMatchObject({ ok: false, code: 'invalid_request', message: 'invalid rule.id: must not contain control or format characters' });
      }
    });

    it('refuses a missing password as invalid_request', () => {
      const result = parseRequest(LoginRequestSchema, { type: 'login', rule: { id: 'demo' } });
      expect(result).toMatchObject({ ok: false, code: 'invalid_request' });
    });
  });

  describe('given a getData body', () => {
    it('defaults an omitted rule and lowercases the currency', () => {
      expect(parseRequest(GetDataRequestSchema, { type: 'getBalance' })).toEqual({
        ok: true,
        value: { type: 'getBalance', rule: {} },
      });
      expect(parseRequest(GetDataRequestSchema, { type: 'getBalance', rule: { currency: 'CNY' } })).toMatchObject({
        ok: true,
        value: { rule: { currency: 'cny' } },
      });
    });

    it('answers invalid_amount for an amount that is not a number', () => {
      for (const amount of ['100', null, undefined, {}]) {
        expect(parseRequest(GetDataRequestSchema, { type: 'deposit', rule: { amount } })).toMatchObject({
          ok: false,
          code: 'invalid_amount',
        });
      }
    });

    it('answers invalid_request for an unknown type', () => {
      expect(parseRequest(GetDataRequestSchema, { type: 'withdrawAll', rule: {} })).toMatchObject({
        ok: false,
        code: 'invalid_request',
      });
      expect(parseRequest(GetDataRequestSchema, 'not an object')).toMatchObject({ ok: false, code: 'invalid_request' });
    });

    it('refuses a rule that is not a plain object', () => {
      for (const rule of [[], 'x', null]) {
        expect(parseRequest(GetDataRequestSchema, { type: 'history', rule })).toMatchObject({ ok: false, code: 'invalid_request' });
      }
    });

    it('defaults history paging and bounds the page size', () => {
      expect(parseRequest(GetDataRequestSchema, { type: 'history', rule: {} })).toMatchObject({
        ok: true,
        value: { rule: { page: 1, pageSize: 20 } },
      });
      expect(parseRequest(GetDataRequestSchema, { type: 'history', rule: { pageSize: 1000 } })).toMatchObject({
        ok: false,
        code: 'invalid_request',
      });
    });

    it('takes from and to as ISO 8601 days or instants with an offset, never local or loose text', () => {
      for (const date of ['2026-11-23', '2026-11-23T08:00:00Z', '2026-11-23T09:00+01:00', '2024-02-29T23:59:59.999Z']) {
        expect(parseRequest(GetDataRequestSchema, { type: 'history', rule: { from: date, to: date } }), date).toMatchObject({ ok: true });
      }
      for (const date of ['1', '2026', '2026-11', 'Tue Mar 01 2022', '2026-11-23T08:00', '2026-02-31', '2026-13-01', '2025-02-29', ' 2026-11-23']) {
        expect(parseRequest(GetDataRequestSchema, { type: 'history', rule: { from: date } }), date).toMatchObject({
          ok: false,
          code: 'invalid_request',
        });
      }
    });
  });

  describe('given a contact form', () => {
    const valid = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email_address: 'ada@example.com',
      your_message: 'Hello',
      agree_privacy: true,
    };

    it('accepts the required fields and defaults the optional ones', () => {
      expect(parseRequest(ContactRequestSchema, valid)).toEqual({
        ok: true,
        value: { ...valid, tele_number: '', agree_promotion: false },
      });
    });

    it('takes each field up to its CONTACT_MAX_LENGTH (the form\'s input bounds), and not one character more', () => {
      const longest = {
        ...valid,
        first_name: 'a'.repeat(CONTACT_MAX_LENGTH.first_name),
        last_name: 'b'.repeat(CONTACT_MAX_LENGTH.last_name),
        email_address: `${'c'.repeat(CONTACT_MAX_LENGTH.email_address - 12)}@example.com`,
        tele_number: `+4${'1'.repeat(CONTACT_MAX_LENGTH.tele_number - 2)}`,
        your_message: 'd'.repeat(CONTACT_MAX_LENGTH.your_message),
      };
      expect(parseRequest(ContactRequestSchema, longest)).toMatchObject({ ok: true });
      const tooLong = Object.fromEntries(
        Object.entries(longest).map(([key, value]) => [key, typeof value === 'string' ? `${value}1` : value]),
      );
      expect(parseRequest(ContactRequestSchema, tooLong)).toMatchObject({
        ok: false,
        fields: {
          first_name: 'too_long',
          last_name: 'too_long',
          email_address: 'too_long',
          tele_number: 'invalid_phone',
          your_message: 'too_long',
        },
      });
    });

    it('names each invalid field with its own code', () => {
      const result = parseRequest(ContactRequestSchema, {
        ...valid,
        first_name: '',
        email_address: 'not-an-email',
        tele_number: 'call me',
        agree_privacy: false,
      });
      expect(result).toEqual({
        ok: false,
        code: 'validation_failed',
        message: 'some fields are invalid',
        fields: {
          first_name: 'required',
          email_address: 'invalid_email',
          tele_number: 'invalid_phone',
          agree_privacy: 'privacy_required',
        },
      });
    });
  });
});
