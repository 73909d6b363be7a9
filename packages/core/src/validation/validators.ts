/**
 * Field rules of spec 5. Each returns the spec's exact English message or undefined.
 * The messages are also catalog ids (see FIELD_MESSAGES), so `i18n._(message)` shows
 * them in the reader's language.
 */
import { msg } from '@lingui/core/macro';
import { EMAIL_PATTERN, FieldMessage, PHONE_PATTERN } from '@si/contract/validation';

/** Keeps the spec's messages in the catalogs under ids equal to the English text. */
export const FIELD_MESSAGES = [
  msg({ id: 'Field is required', message: 'Field is required' }),
  msg({ id: 'Max 20 characters', message: 'Max 20 characters' }),
  msg({ id: 'Invalid e-mail', message: 'Invalid e-mail' }),
  msg({ id: 'Invalid phone number', message: 'Invalid phone number' }),
];

type Rule = (value: unknown) => string | undefined;

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

export const validators: { required: Rule; max20: Rule; email: Rule; phone: Rule } = {
  required: (value) => (isBlank(value) ? FieldMessage.REQUIRED : undefined),
  // Optional fields: an empty value passes every rule but `required`.
  max20: (value) => (typeof value === 'string' && value.length > 20 ? FieldMessage.MAX_20 : undefined),
  email: (value) => (isBlank(value) || EMAIL_PATTERN.test(text(value)) ? undefined : FieldMessage.EMAIL),
  phone: (value) => (isBlank(value) || PHONE_PATTERN.test(text(value)) ? undefined : FieldMessage.PHONE),
};
