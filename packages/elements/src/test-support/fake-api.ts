/**
 * A fake server for browser tests, on the one fake network (core's test-support/network.ts): answers by
 * "METHOD /path" and records every request that went out. Every http(s) call is
 * answered (404 when no route is scripted); anything else (Shoelace's data: icons)
 * goes to the real fetch.
 */
import { bodyOf, interceptFetch, json } from '@si/core/testing/network';

export type FakeRequest = { method: string; path: string; url: URL; body: unknown; headers: Headers };
export type FakeResponse = { status?: number; body?: unknown; headers?: Record<string, string> };
export type FakeHandler = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

export type FakeApi = { requests: FakeRequest[]; restore(): void; to(method: string, path: string): FakeRequest[] };

const realFetch = window.fetch.bind(window);

export function fakeApi(routes: Record<string, FakeHandler>): FakeApi {
  const requests: FakeRequest[] = [];
  // A test that forgot restore() leaves no earlier fake behind this one.
  window.fetch = realFetch;
  const restore = interceptFetch(async (request, url) => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    const recorded: FakeRequest = { method: request.method, path: url.pathname, url, body: await bodyOf(request), headers: request.headers };
    requests.push(recorded);
    const handler = routes[`${request.method} ${url.pathname}`];
    const answer: FakeResponse = !handler
      ? { status: 404, body: { detail: `No fake for ${request.method} ${url.pathname}` } }
      : typeof handler === 'function'
        ? await handler(recorded)
        : handler;
    return json(answer.body, answer.status ?? 200, answer.headers);
  });
  return { requests, restore, to: (method, path) => requests.filter((r) => r.method === method && r.path === path) };
}
