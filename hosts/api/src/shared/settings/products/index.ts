/** Products (lender and sales pipeline settings), optionally in a category of the same organization. */
import { and, eq, inArray } from 'drizzle-orm';
import { ProductWrite, type ProductRow } from '@si/contract';
import { category, product } from '../../../db/schema.ts';
import { resourceRoutes } from '../../../platform/http/crud.ts';
import type { FieldErrors } from '../../../platform/http/errors.ts';
import type { Deps } from '../../../platform/http/deps.ts';

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
      const raw = c.req.query('category_id');
      return raw && /^\d{1,9}$/.test(raw) ? eq(product.categoryId, Number(raw)) : undefined;
    },
    async check(db, orgId, v): Promise<FieldErrors> {
      if (!v.category_id) return {};
      const [found] = await db.select({ id: category.id }).from(category).where(and(eq(category.id, v.category_id), eq(category.organizationId, orgId)));
      return found ? {} : { category_id: ['No such category in this organization.'] };
    },
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
