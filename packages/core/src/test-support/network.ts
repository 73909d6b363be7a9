/**
 * The one fake network of the elements' browser tests and of the stories: it replaces
 * `window.fetch` (core's ky client calls it per request) with a handler that answers the
 * calls it knows and passes every other one on to the fetch it replaced (Shoelace's
 * data: icons, another fake's calls). `fakeApi` (tests) and the stories' mocks are both
 * written on it.
 */

/** Answers a request, or returns undefined to pass it on; `passOn` asks the replaced fetch and lets a fake look at its answer. */
export type Intercept = (request: Request, url: URL, passOn: () => Promise<Response>) => Response | undefined | Promise<Response | undefined>;

/** Installs `handle` in front of the current window.fetch; the returned function puts that one back. */
export function interceptFetch(handle: Intercept): () => void {
  const previous = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input.clone() : new Request(input, init);
    const answer = await handle(request, new URL(request.url, location.href), () => previous(input, init));
    return answer ?? previous(input, init);
  };
  return () => {
    window.fetch = previous;
  };
}

/** The reason phrase a real server sends with a status. */
export const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

/** A JSON answer (no body for 204 or an undefined body). */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const payload = body === undefined || status === 204 ? null : JSON.stringify(body);
  return new Response(payload, { status, statusText: STATUS_TEXT[status] ?? '', headers: { 'content-type': 'application/json', ...headers } });
}

/** A request's body: its JSON, its raw text when it is not JSON, undefined when empty. */
export async function bodyOf(request: Request): Promise<unknown> {
  const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the raw text for the assertion.
    return text;
  }
}
