/**
 * Checklists: named sets of item templates (items.ts) that POST /api/checklists/{id}/apply
 * (apply.ts) turns into items on an account.
 */
import { ChecklistWrite } from '@si/contract';
import { checklist } from '../../db/schema.ts';
import { resourceRoutes } from '../../platform/http/crud.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { checklistApplyRoutes } from './apply.ts';
import { checklistItemRoutes } from './items.ts';
import { checklistDetail, serializeChecklists } from './serialize.ts';
import { eq } from 'drizzle-orm';

export function checklistRoutes(deps: Deps) {
  const app = resourceRoutes(deps, {
    path: '/api/checklists',
    table: checklist,
    noun: 'checklist',
    write: ChecklistWrite,
    list: { orderings: { name: checklist.name, module_kind: checklist.moduleKind, created_at: checklist.createdAt }, defaultOrdering: 'name', search: [checklist.name, checklist.description] },
    unique: { field: 'name', column: checklist.name, message: 'A checklist with this name already exists.' },
    filter(c) {
      const raw = c.req.query('module_kind');
      if (raw === undefined || raw === '') return undefined;
      if (!/^[1-7]$/.test(raw)) throw badRequest({ module_kind: ['Must be a module kind from 1 to 7.'] });
      return eq(checklist.moduleKind, Number(raw));
    },
    toValues: (v) => ({
      ...(v.name !== undefined && { name: v.name }),
      ...(v.description !== undefined && { description: v.description }),
      ...(v.module_kind !== undefined && { moduleKind: v.module_kind }),
    }),
    serialize: serializeChecklists,
    detail: checklistDetail,
  });
  app.route('/', checklistItemRoutes(deps));
  app.route('/', checklistApplyRoutes(deps));
  return app;
}
