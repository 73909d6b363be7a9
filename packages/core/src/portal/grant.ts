/**
 * File-drop MFA grants (spec 7.4): after the emailed code is verified the server hands
 * out a short-lived grant for that portal token. It lives in sessionStorage (gone when
 * the tab closes, never shared with other tabs' portals) under one key per token, and
 * goes out as `X-Portal-Grant` on that token's calls only.
 */
const PREFIX = 'si-portal-grant:';

type StoredGrant = { grant: string; expiresAt: number };

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Sandboxed frames without storage access throw on the property read itself.
    return undefined;
  }
}

export function savePortalGrant(token: string, grant: string, expiresAt: string): void {
  const at = Date.parse(expiresAt);
  const value: StoredGrant = { grant, expiresAt: Number.isNaN(at) ? Date.now() + 15 * 60_000 : at };
  try {
    storage()?.setItem(PREFIX + token, JSON.stringify(value));
  } catch {
    // Storage full or refused: the grant still works for this call chain via memory below.
  }
  memory.set(token, value);
}

// A page whose storage is refused still keeps grants for its own lifetime.
const memory = new Map<string, StoredGrant>();

/** The live grant of a token, if any; an expired one is forgotten. */
export function portalGrant(token: string): string | undefined {
  let value = memory.get(token);
  if (!value) {
    try {
      const raw = storage()?.getItem(PREFIX + token);
      const parsed: unknown = raw ? JSON.parse(raw) : undefined;
      if (parsed && typeof parsed === 'object' && typeof (parsed as StoredGrant).grant === 'string') value = parsed as StoredGrant;
    } catch {
      value = undefined;
    }
  }
  if (!value) return undefined;
  if (value.expiresAt <= Date.now()) {
    clearPortalGrant(token);
    return undefined;
  }
  return value.grant;
}

export function clearPortalGrant(token: string): void {
  memory.delete(token);
  try {
    storage()?.removeItem(PREFIX + token);
  } catch {
    // Nothing stored.
  }
}

/** Headers for a portal call (also for tus uploads): the grant when there is one. */
export function portalHeaders(token: string): Record<string, string> {
  const grant = portalGrant(token);
  return grant ? { 'X-Portal-Grant': grant } : {};
}
