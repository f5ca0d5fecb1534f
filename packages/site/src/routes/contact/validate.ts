import {
  API_PATHS,
  CONTACT_MAX_LENGTH,
  ContactRequestSchema,
  FIELD_ERROR_CODES,
  parseRequest,
  type ContactRequest,
  type FieldErrorCode,
} from '@ky-wallet/protocol';

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

/** The inputs' bounds: the server's (packages/protocol). */
export const MAX_LENGTH = CONTACT_MAX_LENGTH;

/**
 * Checks the form with the schema POST /api/contact validates with, so the form shows the very
 * codes the server would answer, before a request is made.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const result = parseRequest(ContactRequestSchema, contactBody(values));
  return result.ok ? {} : fieldErrors(result.fields ?? {});
}

/** The request's fields, with the privacy agreement perhaps not given yet (the schema refuses that). */
type ContactBody = Omit<ContactRequest, 'agree_privacy'> & { agree_privacy: boolean };

/** The request body: trimmed text, the phone left out when empty. */
export function contactBody(values: ContactValues): ContactBody {
  const body: ContactBody = {
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

/** POST /api/contact and what its answer means for the form. */
export async function submitContact(values: ContactValues, fetchImpl: typeof fetch = fetch): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(API_PATHS.contact, {
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
    const errors = fieldErrors(body.error.fields);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
  }
  return { kind: 'failed' };
}

/** The form's fields among `fields`, with a code the form can translate. */
function fieldErrors(fields: Record<string, string>): ContactErrors {
  const errors: ContactErrors = {};
  for (const [field, code] of Object.entries(fields)) {
    if (field in EMPTY_CONTACT && (FIELD_ERROR_CODES as readonly string[]).includes(code)) {
      errors[field as ContactField] = code as FieldErrorCode;
    }
  }
  return errors;
}
