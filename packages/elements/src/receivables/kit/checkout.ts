/**
 * The two halves of a checkout: leaving top-level for the provider's page, and settling
 * the session when the browser comes back with `?token=..&session_id=..` (spec 7.4).
 */
import type { PaymentSession } from '@si/contract';
import { updatePaymentSession } from '@si/core/portal';

const ITEM_KEY = 'si-pay-session:';

/** Replaced in tests; a real page leaves for the checkout. */
export const checkoutWindow = {
  inFrame: (): boolean => {
    try {
      return window.top !== window.self;
    } catch {
      // A cross-origin parent throws on access: we are framed.
      return true;
    }
  },
  go: (url: string): void => window.location.assign(url),
};

/** Only an http(s) address may be navigated to (never `javascript:` from a server string). */
export function safeCheckoutUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers which item a session pays, so the return page can tell its buttons apart. */
export function rememberSession(sessionId: string, itemId: number): void {
  try {
    sessionStorage.setItem(ITEM_KEY + sessionId, String(itemId));
  } catch {
    // No storage: the return page then learns the item from `item_id` in its URL, if any.
  }
}

export type SettledReturn = { session: PaymentSession; itemId: number | undefined };

const settling = new Map<string, Promise<SettledReturn | undefined>>();
const announced = new Set<string>();

function itemOf(sessionId: string, params: URLSearchParams): number | undefined {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(ITEM_KEY + sessionId);
  } catch {
    stored = null;
  }
  const id = Number(stored ?? params.get('item_id'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * When this page is a checkout return for `token`, asks the server where the session
 * stands (once per page, however many elements ask); else resolves undefined.
 */
export function settleReturn(token: string | undefined, search = window.location.search): Promise<SettledReturn | undefined> {
  const params = new URLSearchParams(search);
  const sessionId = params.get('session_id');
  if (!token || !sessionId || params.get('token') !== token) return Promise.resolve(undefined);
  let pending = settling.get(sessionId);
  if (!pending) {
    pending = updatePaymentSession(token, sessionId).then((session) => ({ session, itemId: itemOf(sessionId, params) }));
    // A failed settle may be retried by a later element (e.g. after a network blip).
    pending.catch(() => settling.delete(sessionId));
    settling.set(sessionId, pending);
  }
  return pending;
}

/** True the first time it is asked about a session: `si-paid` fires once per payment. */
export function claimPaidEvent(sessionId: string): boolean {
  if (announced.has(sessionId)) return false;
  announced.add(sessionId);
  return true;
}
