/**
 * Payables settings: the match tolerance, how far (percent) a bill's unit price and quantity may
 * be from its purchase order's. One `payables_settings` row per organization; none means 0 %.
 */
import { eq } from 'drizzle-orm';
import { AuditEntityKind, type MatchTolerance } from '@si/contract';
import { Big } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { audit } from '../../../platform/audit.ts';
import { payablesSettings } from '../schema.ts';

const pct = (v: string) => new Big(v).toString();

export async function matchTolerance(db: Db, orgId: number): Promise<MatchTolerance> {
  const [row] = await db.select().from(payablesSettings).where(eq(payablesSettings.organizationId, orgId));
  return { price_percent: pct(row?.priceTolerance ?? '0'), quantity_percent: pct(row?.quantityTolerance ?? '0') };
}

export async function setMatchTolerance(db: Db, orgId: number, userId: number, t: MatchTolerance): Promise<MatchTolerance> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const values = { priceTolerance: t.price_percent, quantityTolerance: t.quantity_percent, updatedAt: new Date() };
    await tx.insert(payablesSettings).values({ organizationId: orgId, ...values }).onConflictDoUpdate({ target: payablesSettings.organizationId, set: values });
    await audit(tx, { orgId, entityKind: AuditEntityKind.USER, entityId: userId, action: 'match_tolerance_changed', actorUserId: userId, details: { price_percent: pct(t.price_percent), quantity_percent: pct(t.quantity_percent) } });
  });
  return matchTolerance(db, orgId);
}
