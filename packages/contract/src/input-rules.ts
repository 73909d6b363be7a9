/**
 * The input rules every request passes, in one place and zod-free, so the server's central check
 * (hosts/api platform/http/validate.ts), the contract's field schemas (fields.ts) and the browser
 * share them:
 * - text is well-formed Unicode (no lone UTF-16 surrogate: PostgreSQL cannot store one in jsonb);
 * - text holds no control character (NUL cannot be stored at all); multi-line text keeps tab,
 *   line feed and carriage return, single-line text not even those;
 * - an object key never names the prototype (`__proto__`, `constructor`, `prototype`);
 * - an id fits PostgreSQL's integer column: 1 to 2,147,483,647.
 */

/** PostgreSQL's integer and smallint ranges (the columns' types). */
export const PG_INTEGER_MAX = 2_147_483_647;
export const PG_SMALLINT_MAX = 32_767;
/** Every id is a serial integer column. */
export const DB_ID_MAX = PG_INTEGER_MAX;

export const InputMessage = {
  SINGLE_LINE: 'Must be a single line without control characters.',
  MULTI_LINE: 'Must not contain control characters other than tabs and line breaks.',
  MALFORMED: 'Must be well-formed text; it contains a lone UTF-16 surrogate.',
  KEY: 'This name is not allowed as a field name.',
} as const;

/** Keys that would reach an object's prototype when used as a property name. */
export const FORBIDDEN_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];
export const isForbiddenKey = (key: string) => FORBIDDEN_KEYS.includes(key);

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
type WellFormed = (this: string) => boolean;
const nativeWellFormed = (String.prototype as { isWellFormed?: WellFormed }).isWellFormed;

/** False when the text holds a lone UTF-16 surrogate (`String.prototype.isWellFormed` where it exists). */
export const isWellFormed = (text: string): boolean => (nativeWellFormed ? nativeWellFormed.call(text) : !LONE_SURROGATE.test(text));

/**
 * The bidirectional formatting controls: marks (ALM, LRM, RLM), embeddings, overrides and
 * isolates. In a file name they can make `invoice\u202Efdp.exe` read as `invoiceexe.pdf`.
 */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** What is wrong with a text under the rules (undefined when nothing). */
export function textProblem(text: string, lines: 'single' | 'multi'): string | undefined {
  if (!isWellFormed(text)) return InputMessage.MALFORMED;
  if (lines === 'single' ? SINGLE_LINE_CONTROL.test(text) : MULTI_LINE_CONTROL.test(text)) return lines === 'single' ? InputMessage.SINGLE_LINE : InputMessage.MULTI_LINE;
  return undefined;
}

/** An id as an integer column holds it, or undefined. */
export const isDbId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= DB_ID_MAX;

/** An id written in a path, query or form ("42"), or undefined when it is not one. */
export function parseDbId(raw: string | undefined | null): number | undefined {
  if (!raw || !/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return isDbId(id) ? id : undefined;
}

export interface InputProblem {
  /** The field's path, as the `{field: [messages]}` answer names it (`custom_fields.12`, `ids.3`). */
  path: string;
  message: string;
}

/** Stops a hostile body from producing an answer as large as itself. */
const MAX_PROBLEMS = 50;

/**
 * Every string and key of a decoded body or query (JSON values, form fields) against the rules:
 * strings as multi-line text (the schemas narrow single-line fields further), keys as
 * single-line text that never names the prototype. Walks without recursion, so deep nesting
 * cannot exhaust the stack.
 */
export function inputProblems(input: unknown, root = ''): InputProblem[] {
  const problems: InputProblem[] = [];
  const stack: { value: unknown; path: string }[] = [{ value: input, path: root }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  while (stack.length && problems.length < MAX_PROBLEMS) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value, 'multi');
      if (problem) problems.push({ path: path || 'non_field_errors', message: problem });
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: join(path, String(i)) });
    } else if (value !== null && typeof value === 'object') {
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        const at = join(path, key);
        const problem = isForbiddenKey(key) ? InputMessage.KEY : textProblem(key, 'single');
        if (problem) problems.push({ path: at, message: problem });
        else stack.push({ value: (value as Record<string, unknown>)[key], path: at });
      }
    }
  }
  return problems;
}
