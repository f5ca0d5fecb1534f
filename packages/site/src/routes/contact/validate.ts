import type { FieldErrorCode } from '@ky-wallet/protocol';

/** The contact form's fields, named as POST /api/contact takes them. */
export interface ContactValues {
  first_name: string;
  last_name: string;
  email_address: string;
  tele_number: string;
  your_message: string;
  agree_privacy: boolean;
  agree_promotion: boolean;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, FieldErrorCode>>;

export const EMPTY_CONTACT: ContactValues = {
  first_name: '',
  last_name: '',
  email_address: '',
  tele_number: '',
  your_message: '',
  agree_privacy: false,
  agree_promotion: false,
};

/** Bounds the server enforces (packages/protocol's ContactRequestSchema); checked here first. */
export const MAX_LENGTH = { first_name: 100, last_name: 100, email_address: 254, your_message: 5000 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 ()-]{4,24}$/;

/** The same rules as the server, so most mistakes are shown before a request is made. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of ['first_name', 'last_name', 'email_address', 'your_message'] as const) {
    const value = values[field].trim();
    if (!value) errors[field] = 'required';
    else if (value.length > MAX_LENGTH[field]) errors[field] = 'too_long';
  }
  if (!errors.email_address && !EMAIL.test(values.email_address.trim())) errors.email_address = 'invalid_email';
  const phone = values.tele_number.trim();
  if (phone && !PHONE.test(phone)) errors.tele_number = 'invalid_phone';
  if (!values.agree_privacy) errors.agree_privacy = 'privacy_required';
  return errors;
}

/** The request body: trimmed text, the phone left out when empty. */
export function contactBody(values: ContactValues): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email_address: values.email_address.trim(),
    your_message: values.your_message.trim(),
    agree_privacy: values.agree_privacy,
    agree_promotion: values.agree_promotion,
  };
  if (values.tele_number.trim()) body.tele_number = values.tele_number.trim();
  return body;
}

export type SubmitOutcome =
  | { kind: 'sent'; id: string }
  | { kind: 'invalid'; errors: ContactErrors }
  | { kind: 'too_many' }
  | { kind: 'failed' };

const FIELD_CODES: readonly string[] = ['required', 'too_long', 'invalid_email', 'invalid_phone', 'privacy_required'];

/** POST /api/contact and what its answer means for the form. */
export async function submitContact(values: ContactValues, fetchImpl: typeof fetch = fetch): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetchImpl('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(contactBody(values)),
    });
  } catch {
    return { kind: 'failed' };
  }
  const body = (await response.json().catch(() => null)) as {
    data?: { id?: unknown };
    error?: { code?: string; fields?: Record<string, string> };
  } | null;
  if (response.ok && typeof body?.data?.id === 'string') return { kind: 'sent', id: body.data.id };
  if (response.status === 429) return { kind: 'too_many' };
  if (body?.error?.code === 'validation_failed' && body.error.fields) {
    const errors: ContactErrors = {};
    for (const [field, code] of Object.entries(body.error.fields)) {
      if (field in EMPTY_CONTACT && FIELD_CODES.includes(code)) errors[field as ContactField] = code as FieldErrorCode;
    }
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  }
  return { kind: 'failed' };
}
