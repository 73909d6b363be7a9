/**
 * The field schemas every request schema is built from, so one rule holds for every route:
 * texts (single-line or multi-line, see input-rules.ts), ids that fit an integer column, whole
 * numbers and decimals bounded by their columns. Query and form values arrive as text; the
 * `query*` variants read them. A field's messages never repeat its name: the 400 answer is
 * `{field: [message]}`.
 */
import { z } from 'zod';
import { DB_ID_MAX, PG_INTEGER_MAX, parseDbId, textProblem } from './input-rules.ts';
import { FieldMessage } from './validation.ts';

const maxMessage = (max: number) => `Ensure this field has no more than ${max} characters.`;
const stringError = { error: (issue: { input?: unknown }) => (issue.input === undefined ? FieldMessage.REQUIRED : 'Must be a string') };

/** A string under the text rules, trimmed or as typed, and at most `max` characters when given. */
function ruledText(lines: 'single' | 'multi', trim: boolean, max?: number) {
  let schema = z.string(stringError);
  if (trim) schema = schema.trim();
  if (max !== undefined) schema = schema.max(max, maxMessage(max));
  return schema.superRefine((v, ctx) => {
    const problem = textProblem(v, lines);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** Text under the rules, as typed: not trimmed (tokens, codes, passwords). */
export const opaqueText = (max?: number, lines: 'single' | 'multi' = 'single') => ruledText(lines, false, max);

/** One line of text (a name, an identifier, a search term), trimmed; '' allowed. */
export const singleLine = (max?: number) => ruledText('single', true, max);
export const requiredSingleLine = (max?: number) => singleLine(max).min(1, FieldMessage.REQUIRED);

/** Text of several lines (a description, a message, a comment), trimmed; keeps tabs and line breaks. */
export const multiLine = (max?: number) => ruledText('multi', true, max);
export const requiredMultiLine = (max?: number) => multiLine(max).min(1, FieldMessage.REQUIRED);

const idMessage = (what: string) => `Must be the id of ${what}.`;

/** An id in a JSON body: a whole number from 1 to 2,147,483,647 (PostgreSQL integer). */
export const dbId = (what = 'a record') =>
  z
    .number({ error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : idMessage(what)) })
    .int(idMessage(what))
    .min(1, idMessage(what))
    .max(DB_ID_MAX, idMessage(what));

/** An id in a query string, path or form field ("42"); same range as dbId. */
export const queryDbId = (what = 'a record') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : idMessage(what)) })
    .trim()
    .refine((v) => parseDbId(v) !== undefined, idMessage(what))
    .transform((v) => parseDbId(v)!);

/** An id in a form that may also come as JSON (a number or its text). */
export const formDbId = (what = 'a record') =>
  z.union([dbId(what), queryDbId(what)], { error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : idMessage(what)) });

/** The key of a record keyed by id (`{"12": value}`). */
export const dbIdKey = (message: string) => z.string().refine((v) => parseDbId(v) !== undefined, message);

/** A whole number within [min, max] (bounded by its column: integer by default). */
export const wholeNumber = (min: number, max: number, message = `Enter a whole number from ${min} to ${max}.`) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : message) })
    .int(message)
    .min(min, message)
    .max(Math.min(max, PG_INTEGER_MAX), message);

/** The same from a query string or form field ("12"). */
export const queryWholeNumber = (min: number, max: number, message = `Enter a whole number from ${min} to ${max}.`) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : message) })
    .trim()
    .regex(/^-?\d{1,10}$/, message)
    .transform(Number)
    .pipe(wholeNumber(min, max, message));

/** A `page` query parameter: 1 up to an integer's range (the offset it makes stays a bigint). */
export const pageNumber = z
  .string({ error: 'A valid integer is required.' })
  .trim()
  .regex(/^\d{1,10}$/, 'A valid integer is required.')
  .transform(Number)
  .pipe(z.number().int().min(1, 'Invalid page.').max(PG_INTEGER_MAX, 'Invalid page.'))
  .default(1);

const decimalMessage = (digits: number, decimals: number) => `Enter a number with at most ${digits} digits before the decimal point and ${decimals} after it.`;

/** A JSON number a numeric(digits + decimals, decimals) column holds once rounded to its scale. */
export const decimalNumber = (digits: number, decimals: number) => {
  const message = decimalMessage(digits, decimals);
  const limit = 10 ** digits;
  const scale = 10 ** decimals;
  return z
    .number({ error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : 'Must be a number.') })
    .refine((v) => Number.isFinite(v) && Math.abs(Math.round(v * scale) / scale) < limit, message);
};

/** A decimal string ("1250.50") or a JSON number for a numeric(digits + decimals, decimals) column, answered as the decimal string. */
export const decimalText = (digits: number, decimals: number) => {
  const message = decimalMessage(digits, decimals);
  const pattern = new RegExp(`^-?\\d{1,${digits}}(\\.\\d{1,${decimals}})?$`);
  return z
    .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : message) })
    .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim()))
    .refine((v) => v !== '', FieldMessage.REQUIRED)
    .refine((v) => pattern.test(v), message);
};

/**
 * The calendar range every date the API accepts lies in. Outside it a date is a typing slip
 * (0001-01-01, 9999-12-31), and its day after or before may not exist as a date at all.
 */
export const DATE_RANGE = { min: '1900-01-01', max: '2199-12-31' } as const;
const DATE_RANGE_MESSAGE = `Enter a date from ${DATE_RANGE.min} to ${DATE_RANGE.max}.`;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (v: string) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A calendar date as YYYY-MM-DD: a real day, within DATE_RANGE. */
export const isoDay = (message = 'Enter a date as YYYY-MM-DD.') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? FieldMessage.REQUIRED : message) })
    .regex(ISO_DAY, message)
    // Each check only speaks when the ones before it held: one message for one mistake.
    .refine((v) => !ISO_DAY.test(v) || realDay(v), 'Enter a real date.')
    .refine((v) => !ISO_DAY.test(v) || !realDay(v) || (v >= DATE_RANGE.min && v <= DATE_RANGE.max), DATE_RANGE_MESSAGE);

/** An instant as ISO 8601 with an offset, within DATE_RANGE. */
export const isoInstant = (message = 'Enter a date and time (ISO 8601).') =>
  z.iso
    .datetime({ offset: true, error: message })
    .refine((v) => {
      // Runs after a failed format check too: text that is no date is the format's message alone.
      const at = Date.parse(v);
      if (Number.isNaN(at)) return true;
      const day = new Date(at).toISOString().slice(0, 10);
      return day >= DATE_RANGE.min && day <= DATE_RANGE.max;
    }, DATE_RANGE_MESSAGE);
