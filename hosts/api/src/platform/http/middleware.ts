/** The platform middleware every request passes: the request log, CORS, body limits and the error answer. */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { ApiError } from './errors.ts';

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

/** Bodies of up to 1 MB, except the requests `ownLimit` names (they bound their bodies themselves). */
export function apiBodyLimit(ownLimit: (c: Context) => boolean = () => false): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json({ detail: 'Request body is larger than 1 MB.' }, 413) });
  return (c, next) => (ownLimit(c) ? next() : limit(c, next));
}

/** PostgreSQL's unique_violation, the same code from pg and PGlite. */
const isUniqueViolation = (err: unknown) => (err as { code?: unknown })?.code === '23505';

export function errorAnswer(err: Error, c: Context): Response {
  if (err instanceof ApiError) return c.json(err.body, err.status, err.headers);
  if (isUniqueViolation(err)) return c.json({ detail: 'A record with these values already exists.' }, 409);
  // Unexpected: the stack goes to the log, never to the client.
  console.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, err);
  return c.json({ detail: 'Internal server error' }, 500);
}

export const notFoundAnswer = (c: Context) => c.json({ detail: 'Not found.' }, 404);
