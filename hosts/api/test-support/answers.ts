/**
 * Every success answer the tests see is parsed with its route's response schema from the catalogue
 * (`@si/contract/api`), so a test fails when the server sends what the contract does not say (a
 * field missing, null where it may not be, a number where money is a decimal string). `call()` and
 * the isolation matrix run each 2xx JSON answer through `assertAnswer`.
 */
import assert from 'node:assert/strict';
import { z } from 'zod';
import { API_ROUTES, type ApiRoute } from '@si/contract/api';

interface Matcher {
  route: ApiRoute;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/**
 * The catalogue's routes by method, each path template as a pattern; a template with fewer
 * placeholders comes first, so `/api/accounts/export.csv` wins over `/api/accounts/{id}`.
 */
const MATCHERS: ReadonlyMap<string, Matcher[]> = (() => {
  const byMethod = new Map<string, Matcher[]>();
  const placeholders = (path: string) => path.split('{').length;
  for (const route of [...API_ROUTES].sort((a, b) => placeholders(a.path) - placeholders(b.path))) {
    const source = route.path
      .split(/(\{\w+\})/)
      .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : escape(part)))
      .join('');
    const list = byMethod.get(route.method.toUpperCase()) ?? [];
    // Hono answers a path with or without its trailing slash the same.
    list.push({ route, pattern: new RegExp(`^${source.replace(/\/$/, '')}/?$`) });
    byMethod.set(route.method.toUpperCase(), list);
  }
  return byMethod;
})();

/** The catalogue route a concrete call reaches (`GET /api/accounts/12?page=2`), if any. */
export function routeOf(method: string, path: string): ApiRoute | undefined {
  const bare = path.split(/[?#]/)[0]!;
  return MATCHERS.get(method.toUpperCase())?.find((m) => m.pattern.test(bare))?.route;
}

/**
 * Fails with the operation id and zod's issues when a 2xx JSON answer does not match the route's
 * response schema. Other answers (errors, 204, files, routes outside the catalogue) pass unread.
 */
export function assertAnswer(method: string, path: string, status: number, contentType: string | null, body: unknown): void {
  if (status < 200 || status >= 300 || status === 204 || !/^application\/json\b/.test(contentType ?? '')) return;
  const route = routeOf(method, path);
  if (!route?.response) return;
  const parsed = route.response.safeParse(body);
  if (parsed.success) return;
  assert.fail(
    `${route.operationId} (${method.toUpperCase()} ${path}) answered ${status} with a body its response schema refuses:\n` +
      `${z.prettifyError(parsed.error)}\nbody: ${JSON.stringify(body).slice(0, 1500)}`,
  );
}
