/**
 * What the lead form checks before sending, what it sends, and how the server's refusal is read
 * back onto its fields. Pure functions, so the component only renders. Field keys are the
 * names the server answers with: `name`, `email`, ... and `fields.<id>` for a custom field.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LeadFormDefinition } from '@si/contract';
import { SALES_LIMITS, SalesMessage } from '@si/contract/sales';
import { EMAIL_PATTERN, FieldMessage } from '@si/contract/validation';
import { ApiError, describeError, fieldErrors } from '@si/core';
import type { LeadFormBody } from './leadFormCalls.ts';

export type FormField = LeadFormDefinition['fields'][number];
export const STANDARD_FIELDS = ['name', 'company', 'email', 'phone', 'message'] as const;
export type StandardField = (typeof STANDARD_FIELDS)[number];

/** What the visitor typed; `website` is the honeypot people never see. */
export type Answers = Record<StandardField | 'website', string> & { fields: Record<string, string> };
export const NO_ANSWERS: Answers = { name: '', company: '', email: '', phone: '', message: '', website: '', fields: {} };

export type AnswerErrors = { alert?: string; fields: Record<string, string> };

export const customKey = (id: number) => `fields.${id}`;

/** The longest answer each standard field takes (as the server checks it). */
export const MAX_LENGTH: Record<StandardField, number> = {
  name: SALES_LIMITS.name * 2,
  company: SALES_LIMITS.company,
  email: SALES_LIMITS.email,
  phone: SALES_LIMITS.phone,
  message: SALES_LIMITS.message,
};

// Arabic-Indic and Persian digits, and the Arabic decimal separator, as the server reads numbers.
const DIGITS: Record<string, string> = { '٫': '.', ',': '.' };
for (let d = 0; d < 10; d++) {
  DIGITS[String.fromCharCode(0x660 + d)] = String(d);
  DIGITS[String.fromCharCode(0x6f0 + d)] = String(d);
}

/** A number as typed ("٣٫٥", "3,5", " 12 ") as the server takes it ("3.5", "12"); undefined when it is not one. */
export function numberAnswer(text: string): string | undefined {
  const plain = text.trim().replace(/[٠-٩۰-۹٫,]/g, (c) => DIGITS[c] ?? c);
  return /^-?\d+(\.\d+)?$/.test(plain) ? plain : undefined;
}

/** The messages of the fields that cannot be sent as they are; empty when the form may go. */
export function checkAnswers(answers: Answers, fields: readonly FormField[], i18n: I18n): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!answers.name.trim()) problems.name = i18n._(msg`Enter your name.`);
  const email = answers.email.trim();
  if (!email) problems.email = i18n._(msg`Enter your e-mail address.`);
  else if (!EMAIL_PATTERN.test(email)) problems.email = i18n._(msg`Enter an e-mail address such as name@example.com.`);
  for (const field of fields) {
    const value = (answers.fields[String(field.id)] ?? '').trim();
    const key = customKey(field.id);
    if (!value) {
      if (field.required) problems[key] = field.field_type === 'select' ? i18n._(msg`Choose an answer.`) : i18n._(msg`This field is required.`);
    } else if (field.field_type === 'number' && numberAnswer(value) === undefined) {
      problems[key] = i18n._(msg`Enter a number, such as 12 or 3.5.`);
    }
  }
  return problems;
}

/** The JSON body: trimmed answers, the stamp, and only the custom fields answered. */
export function answerBody(answers: Answers, fields: readonly FormField[], stamp: string): LeadFormBody {
  const custom: Record<string, string> = {};
  for (const field of fields) {
    const value = (answers.fields[String(field.id)] ?? '').trim();
    if (value) custom[String(field.id)] = field.field_type === 'number' ? (numberAnswer(value) ?? value) : value;
  }
  return {
    name: answers.name.trim(),
    company: answers.company.trim(),
    email: answers.email.trim(),
    phone: answers.phone.trim(),
    message: answers.message.trim(),
    website: answers.website,
    stamp,
    fields: custom,
  };
}

/** The server's own English sentences the form says in the reader's language. */
function inWords(message: string, i18n: I18n): string {
  switch (message) {
    case FieldMessage.REQUIRED:
      return i18n._(msg`This field is required.`);
    case FieldMessage.EMAIL:
      return i18n._(msg`Enter an e-mail address such as name@example.com.`);
    case SalesMessage.FORM_TOO_FAST:
      return i18n._(msg`Please take a moment to fill in the form, then send it again.`);
    case SalesMessage.FORM_TOO_MANY:
      return tooMany(i18n);
    case SalesMessage.FORM_CLOSED:
      return closed(i18n);
    default:
      return message;
  }
}

const tooMany = (i18n: I18n) => i18n._(msg`Too many forms were sent from your connection in the last hour. Nothing was sent this time: please try again later.`);
const closed = (i18n: I18n) => i18n._(msg`This form is not taking answers at the moment.`);

/** A refused send as the form shows it: messages at the fields it has, the rest in one alert. */
export function answerErrors(error: unknown, fields: readonly FormField[], i18n: I18n): AnswerErrors {
  if (error instanceof ApiError && error.status === 429) return { alert: tooMany(i18n), fields: {} };
  if (error instanceof ApiError && error.status === 404) return { alert: closed(i18n), fields: {} };
  const shown = new Set<string>([...STANDARD_FIELDS, ...fields.map((f) => customKey(f.id))]);
  const out: Record<string, string> = {};
  const rest: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors(error))) {
    // The plain HTML form names a custom field `field_<id>`; the JSON answer `fields.<id>`.
    const name = key.replace(/^field_(\d+)$/, 'fields.$1');
    if (shown.has(name)) out[name] = inWords(message, i18n);
    else rest.push(inWords(message, i18n));
  }
  if (!rest.length && !Object.keys(out).length) rest.push(describeError(error, i18n));
  return { alert: rest.length ? rest.join(' ') : undefined, fields: out };
}

/** Whether a failed load means the form is not there (unknown key, or turned off). */
export const isClosed = (error: unknown) => error instanceof ApiError && error.status === 404;
export const closedText = closed;
