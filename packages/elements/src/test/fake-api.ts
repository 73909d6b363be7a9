/**
 * A fake server for browser tests: replaces `window.fetch` (core's ky client calls it per
 * request), answers by "METHOD /path" and records every request that went out.
 * Anything that is not an API path (Shoelace's data: icons) goes to the real fetch.
 */
export type FakeRequest = { method: string; path: string; url: URL; body: unknown; headers: Headers };
export type FakeResponse = { status?: number; body?: unknown; headers?: Record<string, string> };
export type FakeHandler = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

export type FakeApi = { requests: FakeRequest[]; restore(): void; to(method: string, path: string): FakeRequest[] };

const realFetch = window.fetch.bind(window);

export function fakeApi(routes: Record<string, FakeHandler>): FakeApi {
  const requests: FakeRequest[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return realFetch(input, init);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the raw text for the assertion.
    }
    const recorded: FakeRequest = { method: request.method, path: url.pathname, url, body, headers: request.headers };
    requests.push(recorded);
    const handler = routes[`${request.method} ${url.pathname}`];
    const answer: FakeResponse = !handler
      ? { status: 404, body: { detail: `No fake for ${request.method} ${url.pathname}` } }
      : typeof handler === 'function'
        ? await handler(recorded)
        : handler;
    const status = answer.status ?? 200;
    const payload = answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body);
    return new Response(payload, {
      status,
      statusText: STATUS_TEXT[status] ?? '',
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  return {
    requests,
    restore: () => {
      window.fetch = realFetch;
    },
    to: (method, path) => requests.filter((r) => r.method === method && r.path === path),
  };
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};
