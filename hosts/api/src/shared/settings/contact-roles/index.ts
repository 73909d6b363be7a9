/** Contact roles (e.g. Borrower, CFO): the role a contact plays on an account; names unique per organization. */
import { ContactRoleWrite, type NamedRow } from '@si/contract';
import { contactRole } from '../../../db/schema.ts';
import { resourceRoutes } from '../../../platform/http/crud.ts';
import type { Deps } from '../../../platform/http/deps.ts';

type Row = typeof contactRole.$inferSelect;

export function contactRoleRoutes(deps: Deps) {
  return resourceRoutes(deps, {
    path: '/api/contact_roles',
    table: contactRole,
    noun: 'contact_role',
    write: ContactRoleWrite,
    list: { orderings: { name: contactRole.name, created_at: contactRole.createdAt }, defaultOrdering: 'name', search: [contactRole.name] },
    unique: { field: 'name', column: contactRole.name, message: 'A contact role with this name already exists.' },
    toValues: (v) => ({ ...(v.name !== undefined && { name: v.name }) }),
    // Account contacts keep their place when their role goes (the column is set to null).
    serialize: async (_db, rows: Row[]): Promise<NamedRow[]> => rows.map((r) => ({ id: r.id, name: r.name })),
  });
}
