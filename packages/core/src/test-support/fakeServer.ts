/**
 * A scripted stand-in for the API in browser tests: records every request (method,
 * path, Authorization header, JSON body) and answers from a per-route handler. It sits
 * on the one fake network (network.ts): core's client is pointed at `base`, and the calls
 * to that origin are answered here; every other request goes on to the replaced fetch.
 */
import { configureApi } from '../http/api.ts';
import { interceptFetch, STATUS_TEXT } from './network.ts';

export type Recorded = { method: string; path: string; search: string; authorization: string | null; body: unknown; headers: Headers };
/** `headers` are sent as given (e.g. a download's Content-Disposition). */
export type Reply = { status?: number; statusText?: string; json?: unknown; text?: string; blob?: Blob; delay?: number; headers?: Record<string, string> };
type Handler = (request: Recorded, index: number) => Reply | Promise<Reply>;

export type FakeServer = {
  requests: Recorded[];
  on(method: string, path: string, handler: Handler | Reply): void;
  restore(): void;
};

/**
 * A scripted reply as the browser receives it: `json` (with its content type), `text` or `blob`
 * as the body; `delay` holds it back, and an abort of the request meanwhile rejects as fetch does.
 * The one reply shape of the browser tests' fakes of the API (this server and the elements' fakeApi).
 */
export async function replyResponse(reply: Reply, signal?: AbortSignal): Promise<Response> {
  if (reply.delay) {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, reply.delay);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
    });
  }
  const body = reply.blob ?? reply.text ?? (reply.json === undefined ? null : JSON.stringify(reply.json));
  const headers = { ...(reply.json !== undefined && { 'content-type': 'application/json' }), ...reply.headers };
  const status = reply.status ?? 200;
  return new Response(body, { status, statusText: reply.statusText ?? STATUS_TEXT[status] ?? '', headers });
}

export function fakeServer(base = 'https://api.test'): FakeServer {
  const routes = new Map<string, Handler>();
  const requests: Recorded[] = [];
  const counts = new Map<string, number>();

  const origin = new URL(base).origin;

  const answer = async (request: Request, url: URL): Promise<Response | undefined> => {
    if (url.origin !== origin) return undefined;
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
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
    return replyResponse(await handler(recorded, index), request.signal);
  };

  const stopIntercepting = interceptFetch(answer);
  configureApi({ base, fetch: undefined });
  return {
    requests,
    on(method, path, handler) {
      routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    restore() {
      stopIntercepting();
      configureApi({ base: '', fetch: undefined });
    },
  };
}
