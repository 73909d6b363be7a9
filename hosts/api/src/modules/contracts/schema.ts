/** Contracts' own data on an item of kind CONTRACT, keyed on item_id; its versions are the item's files. */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { item } from '../../db/schema-portal.ts';

export const contract = pgTable('contract', {
  itemId: integer('item_id').primaryKey().references(() => item.id, { onDelete: 'cascade' }),
  body: text('body'),
});
