/** Categories (lender and sales pipeline settings); names unique per organization. */
import { CategoryWrite, type NamedRow } from '@si/contract';
import { category } from '../../../db/schema.ts';
import { resourceRoutes } from '../../../platform/http/crud.ts';
import type { Deps } from '../../../platform/http/deps.ts';

type Row = typeof category.$inferSelect;

export function categoryRoutes(deps: Deps) {
  return resourceRoutes(deps, {
    path: '/api/categories',
    table: category,
    noun: 'category',
    write: CategoryWrite,
    list: { orderings: { name: category.name, created_at: category.createdAt }, defaultOrdering: 'name', search: [category.name, category.description] },
    unique: { field: 'name', column: category.name, message: 'A category with this name already exists.' },
    toValues: (v) => ({ ...(v.name !== undefined && { name: v.name }), ...(v.description !== undefined && { description: v.description }) }),
    // Products of a deleted category stay, without a category (the column is set to null).
    serialize: async (_db, rows: Row[]): Promise<NamedRow[]> => rows.map((r) => ({ id: r.id, name: r.name, description: r.description })),
  });
}
