/** Portal rows for tests: an account with a contact, a live token, and items of each kind. */
import { ConfigProperty, ItemKind, ModuleKind } from '@si/contract';
import type { Db } from '../src/db/client.ts';
import { account, accountContact, contact, invoice, item, payInstruction, requirement, statement } from '../src/db/schema.ts';
import { setConfig } from '../src/platform/config.ts';
import { newPortalToken } from '../src/shared/portal/access.ts';
import { makeOrg } from './fixtures.ts';

export interface PortalFixture {
  orgId: number;
  accountId: number;
  contactId: number;
  linkId: number;
  token: string;
  invoiceId: number;
  requirementId: number;
  statementId: number;
}

let n = 0;

/** A contact with a token on an existing account. */
export async function addContact(db: Db, orgId: number, accountId: number, first = 'Second', opts: { expiresAt?: Date; revokedAt?: Date } = {}) {
  const [who] = await db.insert(contact).values({ organizationId: orgId, firstName: first, lastName: 'Contact', email: `${first.toLowerCase()}.${n++}@customer.example` }).returning();
  const { token, hash } = newPortalToken();
  const [link] = await db
    .insert(accountContact)
    .values({ organizationId: orgId, accountId, contactId: who!.id, tokenHash: hash, tokenExpiresAt: opts.expiresAt ?? new Date(Date.now() + 86400_000), tokenRevokedAt: opts.revokedAt ?? null })
    .returning();
  return { contactId: who!.id, linkId: link!.id, token };
}

export async function makePortal(
  db: Db,
  opts: { orgId?: number; moduleKind?: number; hold?: boolean; holdMessage?: string; payments?: boolean; allowedOrigins?: string[]; orgName?: string } = {},
): Promise<PortalFixture> {
  const orgId = opts.orgId ?? (await makeOrg(db, { name: opts.orgName ?? 'Portal Org' })).orgId;
  if (opts.payments !== false) await setConfig(db, orgId, ConfigProperty.PAYMENT_PROCESSING_ENABLED, 'true');
  if (opts.allowedOrigins) await setConfig(db, orgId, ConfigProperty.PORTAL_ALLOWED_ORIGINS, JSON.stringify(opts.allowedOrigins));
  const [acct] = await db
    .insert(account)
    .values({
      organizationId: orgId,
      moduleKind: opts.moduleKind ?? ModuleKind.SECURE_INVOICE_SALES,
      name: `Customer ${n++}`,
      accountHold: opts.hold ?? false,
      accountHoldMessage: opts.holdMessage ?? '',
    })
    .returning();
  const first = await addContact(db, orgId, acct!.id, 'Ada');
  const rows = await db
    .insert(item)
    .values([
      { organizationId: orgId, accountId: acct!.id, kind: ItemKind.INVOICE, status: 'open', title: 'Consulting, March', dueDate: '2025-03-31' },
      { organizationId: orgId, accountId: acct!.id, kind: ItemKind.REQUEST_ITEM, status: 'pending', title: 'Annual accounts', dueDate: '2025-06-30' },
      { organizationId: orgId, accountId: acct!.id, kind: ItemKind.STATEMENT, title: 'Statement March' },
    ])
    .returning();
  await db.insert(invoice).values({
    itemId: rows[0]!.id,
    number: `INV-${n++}`,
    issueDate: '2025-03-01',
    currency: 'EUR',
    lines: [{ description: 'Consulting', quantity: 10, unit_price: '100.00', amount: '1000.00' }],
    subtotal: '1000',
    tax: '200',
    total: '1200',
    balance: '1200',
  });
  await db.insert(requirement).values({ itemId: rows[1]!.id, allowedFileTypes: ['.pdf', '.csv'], maxFileSize: 1024 });
  await db.insert(statement).values({ itemId: rows[2]!.id, statementDate: '2025-03-31', currency: 'EUR', totalDue: '1200', agingCurrent: '1200.00', invoices: [] });
  await db.insert(payInstruction).values({ organizationId: orgId, bankName: 'Bank of Tests', accountName: 'Portal Org', iban: 'DE89370400440532013000', reference: 'Invoice number' });
  return {
    orgId,
    accountId: acct!.id,
    contactId: first.contactId,
    linkId: first.linkId,
    token: first.token,
    invoiceId: rows[0]!.id,
    requirementId: rows[1]!.id,
    statementId: rows[2]!.id,
  };
}
