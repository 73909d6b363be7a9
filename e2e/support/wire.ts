/**
 * What a page downloads, as Chromium counts it: every request with its bytes over the wire
 * (headers and compressed body, Network.loadingFinished's encodedDataLength), its encoding and
 * cache policy, and for scripts the round trip that found them (1: named by the HTML, 2: imported
 * by a script of round 1, ...). The browser cache is off, as on a first visit.
 */
import type { Page } from 'playwright-core';

export type WireRequest = {
  url: string;
  type: string;
  status: number;
  /** Bytes received for this request: headers plus the body as sent (compressed when it was). */
  bytes: number;
  encoding: string;
  cacheControl: string;
  vary: string;
  /** The Content-Length header: the body's size as sent. */
  length: number;
};

export type WireLog = {
  requests: WireRequest[];
  /** Stops counting and returns what arrived so far. */
  stop(): Promise<WireRequest[]>;
};

/** Starts counting a page's requests; call before it navigates. */
export async function countWire(page: Page): Promise<WireLog> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const pending = new Map<string, WireRequest>();
  const requests: WireRequest[] = [];
  const header = (headers: Record<string, string>, name: string) =>
    Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
  cdp.on('Network.responseReceived', (event) => {
    const { response, type, requestId } = event;
    pending.set(requestId, {
      url: response.url,
      type,
      status: response.status,
      bytes: 0,
      encoding: header(response.headers, 'content-encoding'),
      cacheControl: header(response.headers, 'cache-control'),
      vary: header(response.headers, 'vary'),
      length: Number(header(response.headers, 'content-length') || NaN),
    });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = pending.get(event.requestId);
    if (!request) return;
    pending.delete(event.requestId);
    request.bytes = event.encodedDataLength;
    requests.push(request);
  });
  return {
    requests,
    async stop() {
      await cdp.detach().catch(() => undefined);
      return [...requests];
    },
  };
}

export const totalBytes = (requests: WireRequest[]) => requests.reduce((sum, r) => sum + r.bytes, 0);

/** Script URLs the page's HTML names, and the relative imports of each script's source. */
async function scriptGraph(page: Page, scripts: WireRequest[]): Promise<{ roots: Set<string>; imports: Map<string, string[]> }> {
  const html = await page.content();
  const roots = new Set(scripts.filter((s) => html.includes(`src="${s.url}"`) || html.includes(`href="${s.url}"`)).map((s) => s.url));
  const imports = new Map<string, string[]>();
  for (const script of scripts) {
    const source = await fetch(script.url).then((r) => r.text());
    const specs = [...source.matchAll(/(?:import|from)\s*\(?\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g)].map((m) => new URL(m[1]!, script.url).href);
    imports.set(script.url, specs);
  }
  return { roots, imports };
}

/**
 * The round trip in which the browser could first ask for each script: 1 for a script the
 * HTML names, n + 1 for a script first named by a script of round n. The most of these is
 * the page's script waterfall.
 */
export async function scriptRoundTrips(page: Page, requests: WireRequest[]): Promise<Map<string, number>> {
  const scripts = requests.filter((r) => r.type === 'Script');
  const { roots, imports } = await scriptGraph(page, scripts);
  const round = new Map<string, number>();
  let frontier = [...roots];
  for (let n = 1; frontier.length > 0; n++) {
    for (const url of frontier) round.set(url, n);
    frontier = [...new Set(frontier.flatMap((url) => imports.get(url) ?? []))].filter((url) => !round.has(url) && scripts.some((s) => s.url === url));
  }
  return round;
}
