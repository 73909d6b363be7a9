/** Lending's own data: a loan request a borrower made from the lender portal (an item of kind REQUEST_ITEM). */
import { integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { item } from '../../db/schema-portal.ts';

export const loanRequest = pgTable('loan_request', {
  itemId: integer('item_id').primaryKey().references(() => item.id, { onDelete: 'cascade' }),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  purpose: text('purpose').notNull().default(''),
  termMonths: smallint('term_months'),
});
