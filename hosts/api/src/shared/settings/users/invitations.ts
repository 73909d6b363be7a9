/**
 * Inviting a staff user: an inactive account without a password, and an activation mail whose
 * link (/public/activate-user/:token) leads to POST /api/set-password.
 */
import { AuditEntityKind, type OfficeRole } from '@si/contract';
import { user, userOffice } from '../../../db/schema.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { audit } from '../../../platform/audit.ts';
import { issueOneTimeToken, ONE_TIME_LIFETIME_HOURS } from '../../../platform/tokens.ts';
import { newUserIdentifier } from '../../users/users.ts';

interface Invitation {
  orgId: number;
  email: string;
  firstName: string;
  lastName: string;
  officeId: number;
  role: OfficeRole;
  invitedBy?: number;
}

export async function inviteUser(deps: Pick<Deps, 'db' | 'mailer' | 'settings'>, inv: Invitation) {
  const { db } = deps;
  const [created] = await db
    .insert(user)
    .values({
      organizationId: inv.orgId,
      identifier: newUserIdentifier(),
      email: inv.email.trim().toLowerCase(),
      firstName: inv.firstName,
      lastName: inv.lastName,
      isActive: false,
      homeOfficeId: inv.officeId,
    })
    .returning();
  await db.insert(userOffice).values({ organizationId: inv.orgId, userId: created!.id, officeId: inv.officeId, role: inv.role });
  await audit(db, { orgId: inv.orgId, entityKind: AuditEntityKind.USER, entityId: created!.id, action: 'user_invited', actorUserId: inv.invitedBy });
  await sendActivationMail(deps, created!);
  return created!;
}

export async function sendActivationMail(deps: Pick<Deps, 'db' | 'mailer' | 'settings'>, target: { id: number; email: string; organizationId: number; firstName: string }) {
  const token = await issueOneTimeToken(deps.db, 'activation', { userId: target.id });
  const link = `${deps.settings.publicUrl}/public/activate-user/${token}`;
  await deps.mailer.send({
    orgId: target.organizationId,
    to: target.email,
    subject: 'Activate your account',
    body: `Hello ${target.firstName || target.email},\n\nYou have been invited to the Secure Invoice Suite. Choose your password here:\n${link}\n\nThe link works once and expires in ${ONE_TIME_LIFETIME_HOURS.activation} hours.`,
    links: [link],
  });
}
