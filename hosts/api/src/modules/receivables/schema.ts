/**
 * Receivables' own data on an item (kind INVOICE or STATEMENT), one row per item keyed on item_id.
 * Payables' bills and purchase orders are invoices too (kind INVOICE on a payables account).
 */
import { boolean, date, integer, jsonb, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { item } from '../../db/schema-portal.ts';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const itemId = () => integer('item_id').primaryKey().references(() => item.id, { onDelete: 'cascade' });

export interface StoredInvoiceLine {
  description: string;
  quantity: number;
  unit_price: string;
  amount: string;
}

export const invoice = pgTable('invoice', {
  itemId: itemId(),
  number: varchar('number', { length: 60 }),
  issueDate: date('issue_date', { mode: 'string' }),
  currency: varchar('currency', { length: 3 }),
  lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull().default([]),
  subtotal: money('subtotal'),
  tax: money('tax'),
  total: money('total'),
  balance: money('balance'),
  paid: boolean('paid').notNull().default(false),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** A payables purchase order rather than an invoice: shown, never paid online. */
  purchaseOrder: boolean('purchase_order').notNull().default(false),
  externalReference: varchar('external_reference', { length: 200 }),
});

/** One open invoice as a statement listed it when it was made. */
export interface StatementInvoice {
  id: number;
  number: string;
  issue_date: string;
  due_date: string | null;
  total: string;
  balance: string;
}

/** A statement of account: a snapshot of the open invoices, aged by days past due. */
export const statement = pgTable('statement', {
  itemId: itemId(),
  statementDate: date('statement_date', { mode: 'string' }),
  currency: varchar('currency', { length: 3 }),
  totalDue: money('total_due'),
  agingCurrent: money('aging_current').notNull().default('0'),
  agingDays1To30: money('aging_days_1_30').notNull().default('0'),
  agingDays31To60: money('aging_days_31_60').notNull().default('0'),
  agingDays61To90: money('aging_days_61_90').notNull().default('0'),
  agingDaysOver90: money('aging_days_over_90').notNull().default('0'),
  invoices: jsonb('invoices').$type<StatementInvoice[]>().notNull().default([]),
});
