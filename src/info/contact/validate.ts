// The contact form's field rules: required, e-mail format and length bounds, as error keys per field.
// Pure and total: any input, even not a string, gives keys and never throws; messages live in i18n.
import { CONTACT_FIELDS, type ContactField, type ContactValues } from '@machines/contact-form';

export type ContactErrorKey = 'required' | 'emailFormat' | 'tooShort' | 'tooLong';
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

/** Length bounds in characters (Unicode code points) after trimming. */
export const CONTACT_LIMITS: Record<ContactField, { min: number; max: number }> = {
  name: { min: 1, max: 100 },
  email: { min: 1, max: 254 }, // the longest address SMTP can carry (RFC 5321)
  subject: { min: 1, max: 150 },
  message: { min: 10, max: 2000 },
};

// One @, something before it, a dotted domain with no empty label and a top-level part of 2+ characters.
const EMAIL = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

export function clean(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function length(text: string): number {
  return [...text].length;
}

function checkField(field: ContactField, value: unknown): ContactErrorKey | null {
  const text = clean(value);
  const { min, max } = CONTACT_LIMITS[field];
  if (text === '') return 'required';
  if (field === 'email' && !EMAIL.test(text)) return 'emailFormat';
  if (length(text) < min) return 'tooShort';
  if (length(text) > max) return 'tooLong';
  return null;
}

export function validateContact(values: Partial<Record<ContactField, unknown>> | null | undefined): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const key = checkField(field, values?.[field]);
    if (key) errors[field] = key;
  }
  return errors;
}

/** The trimmed values that are sent, so stray spaces never reach the message. */
export function cleanContact(values: ContactValues): ContactValues {
  return { name: clean(values.name), email: clean(values.email), subject: clean(values.subject), message: clean(values.message) };
}
