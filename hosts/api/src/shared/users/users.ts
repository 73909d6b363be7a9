/** Reading users in the contract's User shape, and who may see or edit whom. */
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { User as UserShape, OfficeRole } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { office, user, userOffice } from '../../db/schema.ts';
import type { UserRow } from '../../platform/http/auth.ts';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(user)
    .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserInOrg(db: Db, orgId: number, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(user)
    .where(and(eq(user.id, id), eq(user.organizationId, orgId)))
    .limit(1);
  return row;
}

async function officesOf(db: Db, userId: number) {
  const rows = await db
    .select({ id: office.id, identifier: office.identifier, name: office.name, role: userOffice.role })
    .from(userOffice)
    .innerJoin(office, eq(office.id, userOffice.officeId))
    .where(eq(userOffice.userId, userId))
    .orderBy(office.id);
  return rows.map((r) => ({ office: { id: r.id, identifier: r.identifier, name: r.name }, role: r.role as OfficeRole }));
}

export async function serializeUser(db: Db, row: UserRow): Promise<UserShape> {
  return {
    id: row.id,
    identifier: row.identifier,
    is_active: row.isActive,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    home_office_id: row.homeOfficeId ?? 0,
    phone: row.phone,
    offices: await officesOf(db, row.id),
    mfa_active: row.mfaActive,
  };
}

/** An Office Administrator of any office of the user's own organization. */
export async function isOrgAdmin(db: Db, actor: UserRow): Promise<boolean> {
  const [row] = await db
    .select({ id: userOffice.id })
    .from(userOffice)
    .where(and(eq(userOffice.userId, actor.id), eq(userOffice.organizationId, actor.organizationId), eq(userOffice.role, 'OA')))
    .limit(1);
  return Boolean(row);
}

/** A short public identifier for a new user, e.g. "U-7K3F9Q". */
export function newUserIdentifier(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let out = '';
  for (let i = 0; i < 6; i++) out += alphabet[randomInt(alphabet.length)];
  return `U-${out}`;
}
