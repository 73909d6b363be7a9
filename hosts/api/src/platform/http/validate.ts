/** Reading and validating request bodies and queries against the contract's zod schemas. */
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, badRequest, detailError, fieldErrors } from './errors.ts';

export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header('content-type');
  // text/plain is accepted too: fetch() labels a JSON.stringify body that way by default.
  if (type && !/^(application\/([\w.+-]+\+)?json|text\/plain)\b/i.test(type)) {
    throw detailError(415, `Unsupported media type "${type.split(';')[0]}" in request.`);
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ApiError(400, { detail: `JSON parse error - ${(err as Error).message}` });
  }
}

export function check<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(fieldErrors(result.error));
  return result.data;
}

export async function body<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return check(schema, await readJson(c));
}

export function query<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return check(schema, c.req.query());
}

/** Path ids: a positive integer, anything else is simply not found. */
export function pathId(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw detailError(404, 'Not found.');
  return id;
}
