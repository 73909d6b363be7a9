/**
 * A fake server for browser tests, on the one fake network (core's test-support/network.ts): answers by
 * "METHOD /path" and records every request that went out. Every http(s) call is
 * answered (404 when no route is scripted); anything else (Shoelace's data: icons)
 * goes to the real fetch.
 */
import { replyResponse, type Reply } from '@si/core/testing';
import { bodyOf, interceptFetch } from '@si/core/testing/network';

export type FakeRequest = { method: string; path: string; url: URL; body: unknown; headers: Headers };
/** A reply in the one shape every fake of the API takes (core's `Reply`: `json`, `text` or `blob`, `status`, `headers`, `delay`). */
export type FakeHandler = Reply | ((request: FakeRequest) => Reply | Promise<Reply>);

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
    const reply: Reply = !handler
      ? { status: 404, statusText: 'Not Found', json: { detail: `No fake for ${request.method} ${url.pathname}` } }
      : typeof handler === 'function'
        ? await handler(recorded)
        : handler;
    return replyResponse(reply, request.signal);
  });
  return { requests, restore, to: (method, path) => requests.filter((r) => r.method === method && r.path === path) };
}
