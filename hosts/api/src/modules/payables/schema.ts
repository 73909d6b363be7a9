/**
 * Payables' own data. A purchase order the organization sent a vendor is an item (kind INVOICE,
 * shown in the vendor's portal as a purchase order) with one `purchase_order` row keyed on
 * item_id: its number, date, lines and totals. It is an order, not a debt: it is never paid
 * online, never in a balance or a statement, and its open amount is its total. The vendor's own
 * bills are invoices (receivables' `invoice` table) on the payables account.
 */
import { date, jsonb, numeric, pgTable, varchar, integer } from 'drizzle-orm/pg-core';
import { item } from '../../db/schema-portal.ts';
import type { StoredInvoiceLine } from '../receivables/schema.ts';

const money = (name: string) => numeric(name, { precision: 18, scale: 4 });

export const purchaseOrder = pgTable('purchase_order', {
  itemId: integer('item_id').primaryKey().references(() => item.id, { onDelete: 'cascade' }),
  number: varchar('number', { length: 60 }).notNull(),
  issueDate: date('issue_date', { mode: 'string' }),
  currency: varchar('currency', { length: 3 }).notNull(),
  /** The same line shape as an invoice's. */
  lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull().default([]),
  subtotal: money('subtotal'),
  tax: money('tax'),
  total: money('total'),
  /** The order's reference in the organization's own system (the vendor quotes it). */
  externalReference: varchar('external_reference', { length: 200 }),
});
