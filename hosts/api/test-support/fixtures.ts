/** Rows for tests, written straight to the database (faster and clearer than going through sign-up). */
import type { OfficeRole } from '@si/contract';
import type { Db } from '../src/db/client.ts';
import { office, organization, user, userOffice } from '../src/db/schema.ts';
import { setConfig } from '../src/platform/config.ts';
import { currentTotp, newTotpSecret } from '../src/shared/auth/mfa.ts';
import { hashPassword } from '../src/platform/passwords.ts';
import { newUserIdentifier } from '../src/shared/users/users.ts';
import { call, uniqueEmail } from './helpers.ts';
import type { App } from '../src/app.ts';

export const PASSWORD = 'correct horse battery staple';

export async function makeOrg(db: Db, opts: { name?: string; mfaRequired?: boolean } = {}) {
  const [org] = await db.insert(organization).values({ name: opts.name ?? 'Acme Corp' }).returning();
  await setConfig(db, org!.id, 'mfa_required', opts.mfaRequired ? 'true' : 'false');
  const [hq] = await db.insert(office).values({ organizationId: org!.id, identifier: 'HQ', name: 'Head office' }).returning();
  return { orgId: org!.id, officeId: hq!.id };
}

export interface MadeUser {
  id: number;
  email: string;
  password: string;
  totpSecret?: string;
}

export async function makeUser(
  db: Db,
  org: { orgId: number; officeId: number },
  opts: { role?: OfficeRole; mfa?: 'VIRTUAL' | 'EMAIL' | 'ALL'; active?: boolean; email?: string; firstName?: string } = {},
): Promise<MadeUser> {
  const email = opts.email ?? uniqueEmail(opts.role?.toLowerCase() ?? 'ic');
  const totpSecret = opts.mfa ? newTotpSecret() : undefined;
  const [row] = await db
    .insert(user)
    .values({
      organizationId: org.orgId,
      identifier: newUserIdentifier(),
      email,
      passwordHash: await hashPassword(PASSWORD),
      firstName: opts.firstName ?? 'Test',
      lastName: 'User',
      isActive: opts.active ?? true,
      homeOfficeId: org.officeId,
      mfaActive: Boolean(opts.mfa),
      mfaSecret: totpSecret ?? null,
      mfaMethod: opts.mfa ?? null,
    })
    .returning();
  await db.insert(userOffice).values({ organizationId: org.orgId, userId: row!.id, officeId: org.officeId, role: opts.role ?? 'IC' });
  return { id: row!.id, email, password: PASSWORD, totpSecret };
}

/** Signs in a user without MFA and returns the token pair. */
export async function signIn(app: App, u: { email: string; password: string }) {
  const res = await call<{ access: string; refresh: string }>(app, 'POST', '/auth/jwt/create/', { json: { email: u.email, password: u.password } });
  if (res.status !== 200 || !res.body.access) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export { currentTotp };
