/**
 * Reading and validating request bodies and queries against the contract's zod schemas. Every
 * decoded body and query passes the contract's input rules first (input-rules.ts): a string with
 * a control character or a lone surrogate, or a key naming the prototype, is a 400 on its field
 * before any schema or handler sees it.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { inputProblems, parseDbId } from '@si/contract';
import { ApiError, badRequest, detailError, fieldErrors, newFieldErrors } from './errors.ts';

/** A route's own words for a field the input rules refuse (e.g. the CSV import's "not a CSV text file"). */
export type RuleMessages = Record<string, string>;

/** Throws a 400 naming each field whose text or key breaks the input rules; `root` prefixes the field names. */
export function assertInputRules(input: unknown, root = '', messages: RuleMessages = {}): void {
  const problems = inputProblems(input, root);
  if (!problems.length) return;
  const out = newFieldErrors();
  for (const { path, message } of problems) (out[path] ??= []).push(Object.hasOwn(messages, path) ? messages[path]! : message);
  throw badRequest(out);
}

export async function readJson(c: Context, messages?: RuleMessages): Promise<unknown> {
  const type = c.req.header('content-type');
  // text/plain is accepted too: fetch() labels a JSON.stringify body that way by default.
  if (type && !/^(application\/([\w.+-]+\+)?json|text\/plain)\b/i.test(type)) {
    throw detailError(415, `Unsupported media type "${type.split(';')[0]}" in request.`);
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new ApiError(400, { detail: `JSON parse error - ${(err as Error).message}` });
  }
  assertInputRules(parsed, '', messages);
  return parsed;
}

export type Form = Record<string, string | File | (string | File)[]>;

/**
 * A multipart or urlencoded body (every value kept, repeated names as lists). A body that does
 * not parse is a 400; text fields and file names pass the input rules.
 */
export async function readForm(c: Context): Promise<Form> {
  let form: Form;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw detailError(400, 'Form body parse error: the body is not valid multipart/form-data or urlencoded data.');
  }
  const texts = newFieldErrors() as Record<string, unknown>;
  for (const [key, value] of Object.entries(form)) {
    const one = (v: string | File) => (typeof v === 'string' ? v : v.name);
    texts[key] = Array.isArray(value) ? value.map(one) : one(value);
  }
  assertInputRules(texts);
  return form;
}

export function check<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  assertInputRules(input);
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(fieldErrors(result.error));
  return result.data;
}

export async function body<S extends z.ZodType>(c: Context, schema: S, messages?: RuleMessages): Promise<z.output<S>> {
  return check(schema, await readJson(c, messages));
}

export function query<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return check(schema, c.req.query());
}

/** An optional id in the query string: undefined when absent or empty, a 400 on the parameter when it is not an id. */
export function queryId(c: Context, name: string, what = 'a record'): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  const id = parseDbId(raw.trim());
  if (id === undefined) throw badRequest({ [name]: [`Must be the id of ${what}.`] });
  return id;
}

/** Path ids: an id as its integer column holds it (1 to 2,147,483,647); anything else is simply not found. */
export function pathId(c: Context, name = 'id'): number {
  const id = parseDbId(c.req.param(name));
  if (id === undefined) throw detailError(404, 'Not found.');
  return id;
}
