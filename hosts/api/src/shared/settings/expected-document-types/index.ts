/** Expected document types: the kinds of document an organization asks its contacts for. */
import { ExpectedDocumentTypeWrite, type NamedRow } from '@si/contract';
import { expectedDocumentType } from '../../../db/schema.ts';
import { resourceRoutes } from '../../../platform/http/crud.ts';
import type { Deps } from '../../../platform/http/deps.ts';

type Row = typeof expectedDocumentType.$inferSelect;

export function expectedDocumentTypeRoutes(deps: Deps) {
  const t = expectedDocumentType;
  return resourceRoutes(deps, {
    path: '/api/expected_document_types',
    table: t,
    noun: 'expected_document_type',
    write: ExpectedDocumentTypeWrite,
    list: { orderings: { name: t.name, created_at: t.createdAt }, defaultOrdering: 'name', search: [t.name, t.description] },
    unique: { field: 'name', column: t.name, message: 'A document type with this name already exists.' },
    toValues: (v) => ({ ...(v.name !== undefined && { name: v.name }), ...(v.description !== undefined && { description: v.description }) }),
    serialize: async (_db, rows: Row[]): Promise<NamedRow[]> => rows.map((r) => ({ id: r.id, name: r.name, description: r.description })),
  });
}
