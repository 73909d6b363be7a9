/**
 * Issuing a contact's portal link, the one way every caller does it (staff's "send link", an
 * invoice's mail, a statement's mail): a new token whose hash replaces the old one, so the old link
 * stops at once, and a fresh sign-in code state. The token is never stored: the caller hands out
 * the answered address now or never.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountContact } from '../../db/schema.ts';
import { newPortalToken, PORTAL_TOKEN_DAYS, portalOfKind } from './access.ts';

/** The portal address of a token for an account of this module kind. */
export const portalUrl = (publicUrl: string, moduleKind: number, token: string) => `${publicUrl.replace(/\/+$/, '')}${portalOfKind(moduleKind).portal!.path}${token}`;

/** When a link issued at `now` stops working unless staff chose otherwise. */
export const defaultLinkExpiry = (now: Date): Date => new Date(now.getTime() + PORTAL_TOKEN_DAYS * 86_400_000);

export interface LinkIssue {
  /** The suite's address, the start of the portal's. */
  publicUrl: string;
  /** The module kind of the account, which decides its portal. */
  moduleKind: number;
  /** null: the link never expires. */
  expiresAt: Date | null;
  /** Whether the link is mailed with this issue (its sent time is then `now`). */
  sent: boolean;
  now?: Date;
  /** A link staff revoked stays revoked (a mail never revives it behind their back); otherwise issuing lifts the revocation. */
  keepRevoked?: boolean;
}

/** Issues the link of the account contact `linkId`, in the caller's transaction; answers the token and its address. */
export async function issuePortalLink(db: Db, linkId: number, o: LinkIssue): Promise<{ token: string; url: string }> {
  const { token, hash } = newPortalToken();
  const now = o.now ?? new Date();
  await db
    .update(accountContact)
    .set({
      tokenHash: hash,
      tokenExpiresAt: o.expiresAt,
      ...(o.keepRevoked ? {} : { tokenRevokedAt: null }),
      linkIssuedAt: now,
      linkSentAt: o.sent ? now : null,
      mfaCodeHash: null,
      mfaCodeExpiresAt: null,
      mfaCodeAttempts: 0,
    })
    .where(eq(accountContact.id, linkId));
  return { token, url: portalUrl(o.publicUrl, o.moduleKind, token) };
}
