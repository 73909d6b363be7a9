/**
 * The demo's vendor bank details, seeded after the vendors exist: Fabrikam Supplies (the demo
 * vendor portal) is paid to verified details; Brightline Office Supply gave a change in its
 * portal that waits for verification; Summit Cloud Hosting has a change entered by the demo's
 * lead user, whom the verification list shows as its requester (another staff member verifies
 * it), and a rejected change in its history.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { AuditEntityKind } from '@si/contract';
import { account } from '../../../db/schema.ts';
import { audit } from '../../../platform/audit.ts';
import type { PortalSeed } from '../../../seed/portals.ts';
import { PAYABLES } from '../module.ts';
import { vendorBankDetails } from '../schema.ts';

const DAY = 86_400_000;

export async function seedVendorBankDetails({ ctx }: PortalSeed): Promise<void> {
  const vendors = await ctx.tx
    .select({ id: account.id, name: account.name })
    .from(account)
    .where(and(eq(account.organizationId, ctx.orgId), inArray(account.moduleKind, [...PAYABLES.portalKinds])));
  const id = (name: string) => vendors.find((v) => v.name === name)?.id;
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  const base = { organizationId: ctx.orgId };

  const fabrikam = id('Fabrikam Supplies');
  if (fabrikam) {
    await ctx.tx.insert(vendorBankDetails).values([
      { ...base, accountId: fabrikam, state: 'superseded', holderName: 'Fabrikam Supplies Inc.', bankName: 'First Harbor Bank', accountNumber: '4410098812', routingNumber: '011000015', currency: 'USD', requestedByContact: 'Kenji Sato', verifiedBy: ctx.leadUserId, createdAt: ago(400), decidedAt: ago(399) },
      { ...base, accountId: fabrikam, state: 'verified', holderName: 'Fabrikam Supplies Inc.', bankName: 'Chase', accountNumber: '770012345678', routingNumber: '021000021', currency: 'USD', requestedByContact: 'Kenji Sato', verifiedBy: ctx.leadUserId, createdAt: ago(60), decidedAt: ago(59) },
    ]);
    await audit(ctx.tx, { orgId: ctx.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: fabrikam, actorUserId: ctx.leadUserId, action: 'bank_details_verified', details: { holder_name: 'Fabrikam Supplies Inc.', account_number: '•••• 5678' } });
  }
  const brightline = id('Brightline Office Supply');
  if (brightline) {
    await ctx.tx.insert(vendorBankDetails).values([
      { ...base, accountId: brightline, state: 'verified', holderName: 'Brightline Office Supply GmbH', bankName: 'Commerzbank', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', currency: 'EUR', requestedByContact: 'Rachel Kim', verifiedBy: ctx.leadUserId, createdAt: ago(120), decidedAt: ago(119) },
      { ...base, accountId: brightline, state: 'pending', holderName: 'Brightline Office Supply GmbH', bankName: 'ABN AMRO', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', currency: 'EUR', requestedByContact: 'Rachel Kim', createdAt: ago(1) },
    ]);
    await audit(ctx.tx, { orgId: ctx.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: brightline, action: 'bank_details_submitted', details: { contact: 'Rachel Kim', iban: '•••• 4300', bic: 'ABNANL2A' } });
  }
  const summit = id('Summit Cloud Hosting');
  if (summit) {
    await ctx.tx.insert(vendorBankDetails).values([
      { ...base, accountId: summit, state: 'rejected', holderName: 'Summit Cloud Hosting SAS', bankName: 'Unknown Bank', iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPP', currency: 'EUR', requestedByContact: 'Isabelle Laurent', verifiedBy: ctx.leadUserId, createdAt: ago(10), decidedAt: ago(9), rejectReason: 'We could not confirm this change with Isabelle Laurent by phone. Please call your account manager.' },
      { ...base, accountId: summit, state: 'pending', holderName: 'Summit Cloud Hosting SAS', bankName: 'La Banque Postale', iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPP', currency: 'EUR', requestedBy: ctx.leadUserId, createdAt: ago(2) },
    ]);
    await audit(ctx.tx, { orgId: ctx.orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: summit, actorUserId: ctx.leadUserId, action: 'bank_details_requested', details: { iban: '•••• 2606', bic: 'PSSTFRPP' } });
  }
}
