import { EARLY_READS, type EarlyRead, type WarmRead } from '../portal/early-reads.ts';

/**
 * Puts an answered early read on the page, as an element's loader leaves it (early-reads.ts),
 * for `token` against the API base `base` ('' for the page's origin).
 */
export function earlyRead(read: WarmRead, token: string, body: unknown, status = 200, base = ''): void {
  const scope = globalThis as unknown as Record<symbol, Record<string, EarlyRead> | undefined>;
  const early = (scope[Symbol.for(EARLY_READS)] ??= {});
  early[`${read} ${token}`] = { at: Date.now(), base, answer: Promise.resolve({ status, statusText: status === 200 ? 'OK' : '', text: JSON.stringify(body) }) };
}
