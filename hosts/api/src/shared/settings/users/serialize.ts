/** Users in the contract's User shape, many at once (one query for all their office roles). */
import { eq, inArray } from 'drizzle-orm';
import type { OfficeRole, User } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { office, user, userOffice } from '../../../db/schema.ts';

export type UserRow = typeof user.$inferSelect;

/** User plus whether the invitation is still pending (no password chosen yet). */
interface AdminUser extends User {
  invitation_pending: boolean;
  last_login_at: string | null;
}

export async function serializeUsers(db: Db, rows: UserRow[]): Promise<AdminUser[]> {
  const ids = rows.map((r) => r.id);
  const roles = ids.length
    ? await db
        .select({ userId: userOffice.userId, id: office.id, identifier: office.identifier, name: office.name, role: userOffice.role })
        .from(userOffice)
        .innerJoin(office, eq(office.id, userOffice.officeId))
        .where(inArray(userOffice.userId, ids))
        .orderBy(office.id)
    : [];
  return rows.map((r) => ({
    id: r.id,
    identifier: r.identifier,
    is_active: r.isActive,
    email: r.email,
    first_name: r.firstName,
    last_name: r.lastName,
    home_office_id: r.homeOfficeId ?? 0,
    phone: r.phone,
    offices: roles.filter((o) => o.userId === r.id).map((o) => ({ office: { id: o.id, identifier: o.identifier, name: o.name }, role: o.role as OfficeRole })),
    mfa_active: r.mfaActive,
    invitation_pending: r.passwordHash === '',
    last_login_at: r.lastLoginAt?.toISOString() ?? null,
  }));
}
