/**
 * The receivables settings and numbering series of an organization, with the contract's
 * defaults where nothing was saved, and taking the next number of a series.
 *
 * A number is taken inside the finalizing transaction with one UPDATE ... RETURNING: the row
 * lock orders concurrent finalizations and a rolled-back transaction gives its number back,
 * so the numbers of a series are consecutive with no gaps.
 */
import { and, eq, sql } from 'drizzle-orm';
import { RECEIVABLES_DEFAULTS, type ReceivablesSettingsRow } from '@si/contract';
import { Big } from '@si/contract/money';
import type { Db } from '../../../db/client.ts';
import { numberingSeries, receivablesSettings } from '../../../db/schema.ts';

export type SeriesType = 'invoice' | 'credit_note' | 'receipt';
export interface Series {
  prefix: string;
  next_number: number;
  padding: number;
}

const DEFAULT_SERIES: Record<SeriesType, Series> = {
  invoice: RECEIVABLES_DEFAULTS.invoice_series,
  credit_note: RECEIVABLES_DEFAULTS.credit_note_series,
  receipt: RECEIVABLES_DEFAULTS.receipt_series,
};

export const formatNumber = (s: Pick<Series, 'prefix' | 'padding'>, n: number): string => `${s.prefix}${String(n).padStart(s.padding, '0')}`;

/** The series as saved, or the default one (not yet stored). */
export async function readSeries(db: Db, orgId: number, type: SeriesType): Promise<Series> {
  const [row] = await db
    .select()
    .from(numberingSeries)
    .where(and(eq(numberingSeries.organizationId, orgId), eq(numberingSeries.docType, type)))
    .limit(1);
  return row ? { prefix: row.prefix, next_number: row.nextNumber, padding: row.padding } : { ...DEFAULT_SERIES[type] };
}

/** Stores the default series row on first use; a concurrent first use keeps the row that won. */
export async function ensureSeries(db: Db, orgId: number, type: SeriesType): Promise<void> {
  const d = DEFAULT_SERIES[type];
  await db.insert(numberingSeries).values({ organizationId: orgId, docType: type, prefix: d.prefix, nextNumber: d.next_number, padding: d.padding }).onConflictDoNothing();
}

/** The next number of the series; call inside the transaction that uses it. */
export async function takeNumber(tx: Db, orgId: number, type: SeriesType): Promise<string> {
  await ensureSeries(tx, orgId, type);
  const [row] = await tx
    .update(numberingSeries)
    .set({ nextNumber: sql`${numberingSeries.nextNumber} + 1` })
    .where(and(eq(numberingSeries.organizationId, orgId), eq(numberingSeries.docType, type)))
    .returning({ prefix: numberingSeries.prefix, next: numberingSeries.nextNumber, padding: numberingSeries.padding });
  return formatNumber(row!, row!.next - 1);
}

export interface Settings {
  paymentTermsDays: number;
  defaultCurrency: string;
  allowPartialPayment: boolean;
  lateFeeKind: string;
  lateFeeAmount: string;
  lateFeeAfterDays: number;
  updatedAt: Date | null;
}

export async function readSettings(db: Db, orgId: number): Promise<Settings> {
  const [row] = await db.select().from(receivablesSettings).where(eq(receivablesSettings.organizationId, orgId)).limit(1);
  if (row) return row;
  const d = RECEIVABLES_DEFAULTS;
  return {
    paymentTermsDays: d.payment_terms_days,
    defaultCurrency: d.default_currency,
    allowPartialPayment: d.allow_partial_payment,
    lateFeeKind: d.late_fee_kind,
    lateFeeAmount: d.late_fee_amount,
    lateFeeAfterDays: d.late_fee_after_days,
    updatedAt: null,
  };
}

export async function settingsRow(db: Db, orgId: number): Promise<ReceivablesSettingsRow> {
  const s = await readSettings(db, orgId);
  return {
    payment_terms_days: s.paymentTermsDays,
    default_currency: s.defaultCurrency,
    allow_partial_payment: s.allowPartialPayment,
    late_fee_kind: s.lateFeeKind as ReceivablesSettingsRow['late_fee_kind'],
    // numeric(18,4) text without its trailing zeros: a fixed fee or a percent as entered.
    late_fee_amount: new Big(s.lateFeeAmount).toString(),
    late_fee_after_days: s.lateFeeAfterDays,
    invoice_series: await readSeries(db, orgId, 'invoice'),
    credit_note_series: await readSeries(db, orgId, 'credit_note'),
    updated_at: s.updatedAt?.toISOString() ?? null,
  };
}
