/** Offices, the organizational units (spec 2.4-2.10 "offices"): identifier unique per organization. */
import { count, inArray } from 'drizzle-orm';
import { OFFICE_IDENTIFIER_TAKEN, OfficeWrite, type OfficeRow } from '@si/contract';
import { office, userOffice } from '../../../db/schema.ts';
import { inUse, resourceRoutes } from '../../../platform/http/crud.ts';
import type { Deps } from '../../../platform/http/deps.ts';

type Row = typeof office.$inferSelect;

export function officeRoutes(deps: Deps) {
  return resourceRoutes(deps, {
    path: '/api/offices',
    table: office,
    noun: 'office',
    write: OfficeWrite,
    list: { orderings: { identifier: office.identifier, name: office.name, created_at: office.createdAt }, defaultOrdering: 'identifier', search: [office.identifier, office.name] },
    unique: { field: 'identifier', column: office.identifier, message: OFFICE_IDENTIFIER_TAKEN },
    toValues: (v) => ({ ...(v.identifier !== undefined && { identifier: v.identifier }), ...(v.name !== undefined && { name: v.name }) }),
    async serialize(db, rows: Row[]): Promise<OfficeRow[]> {
      const ids = rows.map((r) => r.id);
      const counts = ids.length
        ? await db.select({ officeId: userOffice.officeId, n: count() }).from(userOffice).where(inArray(userOffice.officeId, ids)).groupBy(userOffice.officeId)
        : [];
      const byOffice = new Map(counts.map((r) => [r.officeId, Number(r.n)]));
      return rows.map((r) => ({ id: r.id, identifier: r.identifier, name: r.name, user_count: byOffice.get(r.id) ?? 0 }));
    },
    // Deleting an office would silently strip its users of their roles (user_office cascades).
    async beforeDelete(db, _orgId, row) {
      const [used] = await db.select({ n: count() }).from(userOffice).where(inArray(userOffice.officeId, [row.id]));
      if (Number(used?.n ?? 0) > 0) throw inUse('This office still has users with a role in it; change or remove their roles first.');
    },
  });
}
