/**
 * A scripted stand-in for the API in browser tests: records every request (method,
 * path, Authorization header, JSON body) and answers from a per-route handler.
 */
import { configureApi } from '../http/api.ts';

export type Recorded = { method: string; path: string; search: string; authorization: string | null; body: unknown; headers: Headers };
export type Reply = { status?: number; statusText?: string; json?: unknown; text?: string; blob?: Blob; delay?: number };
type Handler = (request: Recorded, index: number) => Reply | Promise<Reply>;

export type FakeServer = {
  requests: Recorded[];
  on(method: string, path: string, handler: Handler | Reply): void;
  restore(): void;
};

export function fakeServer(base = 'https://api.test'): FakeServer {
  const routes = new Map<string, Handler>();
  const requests: Recorded[] = [];
  const counts = new Map<string, number>();

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.clone().text();
    const recorded: Recorded = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      authorization: request.headers.get('authorization'),
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    };
    requests.push(recorded);
    const key = `${request.method} ${url.pathname}`;
    const index = counts.get(key) ?? 0;
    counts.set(key, index + 1);
    const handler = routes.get(key);
    if (!handler) return new Response(JSON.stringify({ detail: `no fake for ${key}` }), { status: 599, statusText: 'Unscripted' });
    const reply = await handler(recorded, index);
    if (reply.delay) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, reply.delay);
        request.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      });
    }
    const body = reply.blob ?? reply.text ?? (reply.json === undefined ? null : JSON.stringify(reply.json));
    const headers = reply.json !== undefined ? { 'content-type': 'application/json' } : undefined;
    return new Response(body, { status: reply.status ?? 200, statusText: reply.statusText ?? 'OK', headers });
  };

  configureApi({ base, fetch: fakeFetch });
  return {
    requests,
    on(method, path, handler) {
      routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    restore() {
      configureApi({ base: '', fetch: undefined });
    },
  };
}
