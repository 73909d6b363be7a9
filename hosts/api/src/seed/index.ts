/**
 * The demo organization, seeded on first start (empty organization table): two offices and
 * four users (an OA without MFA, an IC with TOTP MFA, a VO, and an LRA who reviews and decides loans), each with a fresh random password.
 */
import { writeFileSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { APPLICATION_TYPES, AuditEntityKind, ConfigProperty, type OfficeRole } from '@si/contract';
import type { Db } from '../db/client.ts';
import { office, organization, salesSettings, user, userOffice } from '../db/schema.ts';
import { audit } from '../platform/audit.ts';
import { setConfig } from '../platform/config.ts';
import { newTotpSecret } from '../shared/auth/mfa.ts';
import { hashPassword, randomPassword } from '../platform/passwords.ts';
import { newUserIdentifier } from '../shared/users/users.ts';
import type { Storage } from '../platform/storage.ts';
import { seedPortals, type DemoPortal } from './portals.ts';
import { seedReminderSchedule } from '../shared/reminders/seed.ts';

const DEMO_ORGANIZATION = 'Northwind Lending & Trade';

export interface DemoUser {
  email: string;
  password: string;
  role: OfficeRole;
  office: string;
  mfa: boolean;
  totpSecret?: string;
}

export interface DemoFile {
  suite: string;
  tenantSite: string;
  users: DemoUser[];
  portals: DemoPortal[];
  /** The demo's sales lead form key (the tenant site embeds the form with it). */
  leadFormKey?: string;
}

interface SeedOptions {
  /** Where the portals' files go; without it no portals are seeded (staff-only tests). */
  storage?: Storage;
  /** Origins of the tenant site, allowed to embed the portals (portal_allowed_origins). */
  tenantOrigins?: string[];
}

const PEOPLE: { email: string; first: string; last: string; role: OfficeRole; office: 'HQ' | 'BR'; mfa: boolean }[] = [
  { email: 'olivia.admin@northwind.example', first: 'Olivia', last: 'Admin', role: 'OA', office: 'HQ', mfa: false },
  { email: 'ivan.contributor@northwind.example', first: 'Ivan', last: 'Contributor', role: 'IC', office: 'HQ', mfa: true },
  { email: 'vera.viewer@northwind.example', first: 'Vera', last: 'Viewer', role: 'VO', office: 'BR', mfa: false },
  { email: 'lara.reviewer@northwind.example', first: 'Lara', last: 'Reviewer', role: 'LRA', office: 'HQ', mfa: false },
];

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(organization);
  return Number(row?.n ?? 0) === 0;
}

/** Seeds the demo organization and returns its users with their plain passwords and its portal tokens (shown once). */
export async function seedDemo(db: Db, opts: SeedOptions = {}): Promise<{ organizationId: number; users: DemoUser[]; portals: DemoPortal[]; leadFormKey?: string }> {
  const prepared = await Promise.all(
    PEOPLE.map(async (p) => {
      const password = randomPassword();
      return { ...p, password, hash: await hashPassword(password), totpSecret: p.mfa ? newTotpSecret() : undefined };
    }),
  );
  return db.transaction(async (tx) => {
    const [org] = await tx.insert(organization).values({ name: DEMO_ORGANIZATION }).returning();
    const orgId = org!.id;
    await setConfig(tx as Db, orgId, ConfigProperty.MODULES_ALLOWED, JSON.stringify(APPLICATION_TYPES));
    await setConfig(tx as Db, orgId, ConfigProperty.MFA_REQUIRED, 'false');
    await setConfig(tx as Db, orgId, ConfigProperty.TENANT_FULL_NAME, DEMO_ORGANIZATION);
    await setConfig(tx as Db, orgId, ConfigProperty.TENANT_SHORT_NAME, 'Northwind');
    // The seller block of the demo's invoices, receipts and statements.
    await setConfig(tx as Db, orgId, ConfigProperty.FULL_ADDRESS, '200 Harbor Street, Suite 400\nSeattle, WA 98101\nUnited States');
    await setConfig(tx as Db, orgId, ConfigProperty.INFO_EMAIL, 'billing@northwind.example');
    const offices = await tx
      .insert(office)
      .values([
        { organizationId: orgId, identifier: 'HQ', name: 'Headquarters' },
        { organizationId: orgId, identifier: 'BR', name: 'Branch' },
      ])
      .returning();
    const officeOf = (key: string) => offices.find((o) => o.identifier === key)!;

    const users: DemoUser[] = [];
    let leadUserId = 0;
    for (const p of prepared) {
      const home = officeOf(p.office);
      const [row] = await tx
        .insert(user)
        .values({
          organizationId: orgId,
          identifier: newUserIdentifier(),
          email: p.email,
          passwordHash: p.hash,
          firstName: p.first,
          lastName: p.last,
          homeOfficeId: home.id,
          mfaActive: p.mfa,
          mfaSecret: p.totpSecret ?? null,
          mfaMethod: p.mfa ? 'VIRTUAL' : null,
        })
        .returning();
      await tx.insert(userOffice).values({ organizationId: orgId, userId: row!.id, officeId: home.id, role: p.role });
      await audit(tx as Db, { orgId, entityKind: AuditEntityKind.USER, entityId: row!.id, action: 'seeded' });
      if (p.role === 'OA' && !leadUserId) leadUserId = row!.id;
      users.push({ email: p.email, password: p.password, role: p.role, office: home.name, mfa: p.mfa, ...(p.totpSecret ? { totpSecret: p.totpSecret } : {}) });
    }
    await seedReminderSchedule(tx as Db, orgId);
    const portals = opts.storage
      ? await seedPortals(tx as Db, { orgId, orgName: DEMO_ORGANIZATION, leadUserId, storage: opts.storage, tenantOrigins: opts.tenantOrigins ?? [] })
      : [];
    const [form] = await tx.select({ key: salesSettings.leadFormKey }).from(salesSettings).where(eq(salesSettings.organizationId, orgId));
    return { organizationId: orgId, users, portals, ...(form && { leadFormKey: form.key }) };
  });
}

/**
 * Writes data/demo.json. Without `users` (a later start on a seeded database) it only refreshes
 * the URLs, keeping the users and what other parts added (portals).
 */
export function writeDemoFile(file: string, urls: { suite: string; tenantSite: string }, users?: DemoUser[], portals: DemoPortal[] = [], leadFormKey?: string): DemoFile | undefined {
  let current: DemoFile | undefined;
  if (existsSync(file)) {
    try {
      current = JSON.parse(readFileSync(file, 'utf8')) as DemoFile;
    } catch {
      current = undefined;
    }
  }
  if (!users && !current) return undefined;
  const next: DemoFile = { ...current, suite: urls.suite, tenantSite: urls.tenantSite, users: users ?? current!.users, portals: users ? portals : current!.portals ?? [] };
  if (users) next.leadFormKey = leadFormKey;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(next, null, 2) + '\n');
  return next;
}
