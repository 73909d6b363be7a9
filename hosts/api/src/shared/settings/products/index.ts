/** Products (lender and sales pipeline settings), optionally in a category of the same organization. */
import { eq, inArray } from 'drizzle-orm';
import { ProductWrite, type ProductRow } from '@si/contract';
import { category, product } from '../../../db/schema.ts';
import { resourceRoutes } from '../../../platform/http/crud.ts';
import type { FieldErrors } from '../../../platform/http/errors.ts';
import { checkRefs } from '../../../platform/http/refs.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { queryId } from '../../../platform/http/validate.ts';

type Row = typeof product.$inferSelect;

export function productRoutes(deps: Deps) {
  return resourceRoutes(deps, {
    path: '/api/products',
    table: product,
    noun: 'product',
    write: ProductWrite,
    list: { orderings: { name: product.name, created_at: product.createdAt }, defaultOrdering: 'name', search: [product.name, product.description] },
    unique: { field: 'name', column: product.name, message: 'A product with this name already exists.' },
    filter(c) {
      const categoryId = queryId(c, 'category_id', 'a category');
      return categoryId === undefined ? undefined : eq(product.categoryId, categoryId);
    },
    check: (db, orgId, v): Promise<FieldErrors> => checkRefs(db, orgId, { category_id: v.category_id }),
    toValues: (v) => ({
      ...(v.name !== undefined && { name: v.name }),
      ...(v.description !== undefined && { description: v.description }),
      ...(v.category_id !== undefined && { categoryId: v.category_id }),
    }),
    async serialize(db, rows: Row[]): Promise<ProductRow[]> {
      const ids = [...new Set(rows.flatMap((r) => (r.categoryId ? [r.categoryId] : [])))];
      const cats = ids.length ? await db.select({ id: category.id, name: category.name }).from(category).where(inArray(category.id, ids)) : [];
      const byId = new Map(cats.map((c) => [c.id, c]));
      return rows.map((r) => ({ id: r.id, name: r.name, description: r.description, category: (r.categoryId && byId.get(r.categoryId)) || null }));
    },
  });
}
