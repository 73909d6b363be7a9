/** The platform middleware every request passes: the request log, CORS, input rules, body limits and the error answer. */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { isForbiddenKey, InputMessage, textProblem } from '@si/contract';
import { ApiError, badRequest, detailError, newFieldErrors } from './errors.ts';

const MAX_BODY_BYTES = 1024 * 1024;

const LOG_FLUSH_MS = 100;
const LOG_FLUSH_LINES = 500;

/**
 * One line per request (method, path, status, time) unless the settings are quiet. Lines are
 * gathered and handed to `log` as one block every LOG_FLUSH_MS (or LOG_FLUSH_LINES lines): the
 * console writes to a pipe or file synchronously, which no request should wait for. What is
 * still gathered when the process exits is written then.
 */
export function requestLog(quiet: boolean, log: (line: string) => void): MiddlewareHandler {
  if (quiet) return (_c, next) => next();
  let lines: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!lines.length) return;
    const block = lines.join('\n');
    lines = [];
    log(block);
  };
  process.once('exit', flush);
  return async (c, next) => {
    const started = performance.now();
    await next();
    lines.push(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
    if (lines.length >= LOG_FLUSH_LINES) flush();
    else timer ??= setTimeout(flush, LOG_FLUSH_MS).unref();
  };
}

// Elements embedded on tenant sites call the API from other origins. Sessions travel in the
// Authorization header, never in cookies, so allowing any origin opens no CSRF hole.
export const crossOrigin = cors({ origin: '*', allowHeaders: ['Authorization', 'Content-Type'], exposeHeaders: ['Retry-After'], maxAge: 600 });

/**
 * The address passes the input rules before any route reads it: a control character in the path
 * is a 400, and so is one (or a lone surrogate) in a query parameter, named by the parameter, so
 * no route that reads `c.req.query()` directly can hand one to the database.
 */
export const addressRules: MiddlewareHandler = async (c, next) => {
  if (textProblem(c.req.path, 'single')) throw detailError(400, 'The request path contains control characters.');
  const url = c.req.url;
  if (url.includes('?')) {
    const errors = newFieldErrors();
    for (const [key, value] of new URL(url).searchParams) {
      const problem = isForbiddenKey(key) ? InputMessage.KEY : (textProblem(key, 'single') ?? textProblem(value, 'single'));
      if (problem && !errors[key]) errors[key] = [problem];
    }
    if (Object.keys(errors).length) throw badRequest(errors);
  }
  await next();
};

/**
 * A 413 answers before the body is read; the server then drops the rest of it and closes the
 * connection. `Connection: close` says so, so a client with a kept-alive connection opens a new
 * one for its next request instead of failing on the closed one. Mounted first, it covers every
 * 413: the body limits below, the routes' own limits and the tus server's.
 */
export const closeAfterRefusedBody: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status !== 413) return;
  try {
    c.res.headers.set('Connection', 'close');
  } catch {
    // A response with immutable headers: copy it.
    const res = new Response(c.res.body, c.res);
    res.headers.set('Connection', 'close');
    c.res = res;
  }
};

/** Bodies of up to 1 MB, except the requests `ownLimit` names (they bound their bodies themselves). */
export function apiBodyLimit(ownLimit: (c: Context) => boolean = () => false): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ detail: 'Request body is larger than 1 MB.' }, 413) });
  return (c, next) => (ownLimit(c) ? next() : limit(c, next));
}

/** PostgreSQL's unique_violation, the same code from pg and PGlite. */
const isUniqueViolation = (err: unknown) => (err as { code?: unknown })?.code === '23505';

/** undici's words when a multipart or urlencoded body does not parse (hono's parseBody hands its error on). */
const isFormParseError = (err: Error) => err instanceof TypeError && /parse body as FormData/i.test(err.message);

export function errorAnswer(err: Error, c: Context): Response {
  if (err instanceof ApiError) return c.json(err.body, err.status, err.headers);
  // A body that does not parse is the client's mistake wherever it was read (validate.ts's readers say so themselves).
  if (isFormParseError(err)) return c.json({ detail: 'Form body parse error: the body is not valid multipart/form-data or urlencoded data.' }, 400);
  if (err instanceof HTTPException) return err.res ?? c.json({ detail: err.message || 'Bad request.' }, err.status);
  if (isUniqueViolation(err)) return c.json({ detail: 'A record with these values already exists.' }, 409);
  // Unexpected: the stack goes to the log, never to the client.
  console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, err);
  return c.json({ detail: 'Internal server error' }, 500);
}

export const notFoundAnswer = (c: Context) => c.json({ detail: 'Not found.' }, 404);
