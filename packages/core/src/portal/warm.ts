/**
 * The first reads of the portal elements, started before they render: by the element's loader
 * (early-reads.ts) or, failing that, as soon as the element is connected (warmPortal), and
 * handed to the element's first read of the same data. The portal elements' chunk carries
 * this module; the shared runtime (which the staff screens load too) does not.
 */
import type { PortalContext, PortalDetails } from '@si/contract';
import { getApiBase } from '../http/api.ts';
import { ApiError } from '../http/ApiError.ts';
import { PORTAL_PATHS, isMfaRequired, portalCall } from './client.ts';
import { EARLY_READS, type EarlyAnswer, type EarlyRead, type WarmRead } from './early-reads.ts';
import { clearPortalGrant } from './grant.ts';

export type { WarmRead };

/** GET /api/filedrop: everything a portal screen shows. */
export function getPortalContext(token: string, signal?: AbortSignal): Promise<PortalContext> {
  return takeWarm<PortalContext>('context', token, signal) ?? portalCall('GET', PORTAL_PATHS.context, token, { searchParams: { token }, signal });
}

/** The public details call of the portal bars: customer name and `account_hold`. */
export function getPortalDetails(token: string, signal?: AbortSignal): Promise<PortalDetails> {
  return takeWarm<PortalDetails>('details', token, signal) ?? portalCall('GET', PORTAL_PATHS.details, token, { searchParams: { token }, signal });
}

/** How long a read started early waits for the element that asked for it. */
const WARM_MS = 10_000;
type Warm = { at: number; answer: Promise<unknown>; settled?: { value: unknown } };
const warmReads = new Map<string, Warm>();
const warmKey = (read: WarmRead, token: string) => `${read} ${token}`;

/** A body as the API client reads it: JSON, else the text, else nothing. */
function bodyOf(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** An early answer as the portal call would have answered: the data, or the same ApiError. */
function fromEarly(token: string, answer: EarlyAnswer): unknown {
  const data = bodyOf(answer.text);
  if (answer.status >= 200 && answer.status < 300) return data;
  const error = new ApiError({ data, status: answer.status, statusText: answer.statusText });
  if (isMfaRequired(error)) clearPortalGrant(token);
  throw error;
}

/**
 * The read the element's loader started for this token (early-reads.ts), if it is fresh and went
 * to the API this page's client calls; taken once.
 */
function adoptEarly(read: WarmRead, token: string): Warm | undefined {
  const early = (globalThis as unknown as Record<symbol, Record<string, EarlyRead> | undefined>)[Symbol.for(EARLY_READS)];
  const key = warmKey(read, token);
  const slot = early?.[key];
  if (!slot) return undefined;
  delete early![key];
  if (Date.now() - slot.at >= WARM_MS || slot.base !== getApiBase()) return undefined;
  const answer = slot.answer.then(
    (raw) => fromEarly(token, raw),
    (cause: unknown) => {
      throw new ApiError({ status: 0, statusText: String(cause instanceof Error ? cause.message : cause), cause });
    },
  );
  return { at: slot.at, answer };
}

/**
 * Starts a portal element's first reads as soon as the element is on the page, while its
 * code still renders: the answer is usually back by the time the element asks. A read the
 * element's loader already started is taken over instead of sent again. Each read started
 * here is handed once, to the first caller within 10 seconds; a later call (a reload) reads
 * afresh. An empty token starts nothing (the element then says so itself). Resolves when
 * every read has its answer (or failure), so the element may render with them in hand.
 */
export function warmPortal(token: string | null | undefined, reads: readonly WarmRead[]): Promise<void> | undefined {
  const key = typeof token === 'string' ? token.trim() : '';
  if (!key) return undefined;
  const answers = reads.map((read) => {
    const slot = warmKey(read, key);
    const held = warmReads.get(slot);
    if (held && Date.now() - held.at < WARM_MS) return held.answer;
    const warm = adoptEarly(read, key) ?? { at: Date.now(), answer: portalCall('GET', PORTAL_PATHS[read], key, { searchParams: { token: key } }) };
    // The element reports a failure when it takes the answer; an answer nobody takes is dropped.
    warm.answer.then(
      (value) => void (warm.settled ??= { value }),
      () => undefined,
    );
    warmReads.set(slot, warm);
    return warm.answer;
  });
  return Promise.allSettled(answers).then(() => undefined);
}

/** Drops every early read not taken yet (tests: one test's answers never reach the next). */
export function forgetWarmReads(): void {
  warmReads.clear();
  const early = (globalThis as unknown as Record<symbol, Record<string, EarlyRead> | undefined>)[Symbol.for(EARLY_READS)];
  for (const key of Object.keys(early ?? {})) delete early![key];
}

function takeWarm<T>(read: WarmRead, token: string, signal: AbortSignal | undefined): Promise<T> | undefined {
  const slot = warmKey(read, String(token).trim());
  const held = warmReads.get(slot);
  warmReads.delete(slot);
  // A caller that gives up (its element left the page) ignores the answer, as with its own read.
  return held && !signal?.aborted && Date.now() - held.at < WARM_MS ? (held.answer as Promise<T>) : undefined;
}

/**
 * The answer of a read started early, when it is already in (a successful one): handed once,
 * like the read itself, so an element can render with its data at once instead of a loading
 * line first. Undefined otherwise; the element then reads as usual (getPortalContext, ...).
 */
export function takeWarmAnswer<T>(read: WarmRead, token: string | undefined): T | undefined {
  const slot = warmKey(read, String(token ?? '').trim());
  const held = warmReads.get(slot);
  if (!held?.settled || Date.now() - held.at >= WARM_MS) return undefined;
  warmReads.delete(slot);
  return held.settled.value as T;
}

