/**
 * Custom fields per module kind (text, number, date, select with options), and their values on
 * accounts (values.ts). A field's type and module are fixed once accounts hold values for it,
 * so stored values never stop matching their field.
 */
import { and, count, eq } from 'drizzle-orm';
import { CustomFieldWrite } from '@si/contract';
import { customField, customFieldValue } from '../../../db/schema.ts';
import { resourceRoutes } from '../../../platform/http/crud.ts';
import type { Deps } from '../../../platform/http/deps.ts';
import { badRequest, type FieldErrors } from '../../../platform/http/errors.ts';
import { serializeField } from './serialize.ts';
import { customFieldValueRoutes } from './values.ts';

type Row = typeof customField.$inferSelect;

export function customFieldRoutes(deps: Deps) {
  const app = resourceRoutes(deps, {
    path: '/api/custom_fields',
    table: customField,
    noun: 'custom_field',
    write: CustomFieldWrite,
    list: {
      orderings: { position: customField.position, name: customField.name, module_kind: customField.moduleKind, field_type: customField.fieldType, created_at: customField.createdAt },
      defaultOrdering: 'module_kind,position,name',
      search: [customField.name],
    },
    // Names are unique per module (the same label may exist in two modules): checked below.
    filter(c) {
      const raw = c.req.query('module_kind');
      if (raw === undefined || raw === '') return undefined;
      if (!/^[1-7]$/.test(raw)) throw badRequest({ module_kind: ['Must be a module kind from 1 to 7.'] });
      return eq(customField.moduleKind, Number(raw));
    },
    async check(db, orgId, v, existing?: Row): Promise<FieldErrors> {
      const errors: FieldErrors = {};
      const type = v.field_type ?? existing?.fieldType;
      const options = v.options ?? existing?.options ?? [];
      const moduleKind = v.module_kind ?? existing?.moduleKind;
      if (type === 'select' && options.length === 0) errors.options = ['A select field needs at least one option.'];
      if (type !== 'select' && v.options?.length) errors.options = ['Only a select field has options.'];
      if (new Set(options.map((o) => o.toLowerCase())).size !== options.length) errors.options = ['Options must be different from each other.'];
      const name = v.name ?? existing?.name;
      if (name && moduleKind && (v.name !== undefined || v.module_kind !== undefined)) {
        const clash = await db
          .select({ id: customField.id, name: customField.name })
          .from(customField)
          .where(and(eq(customField.organizationId, orgId), eq(customField.moduleKind, moduleKind)));
        if (clash.some((f) => f.id !== existing?.id && f.name.toLowerCase() === name.toLowerCase())) errors.name = ['A custom field with this name already exists in this module.'];
      }
      if (existing && ((v.field_type && v.field_type !== existing.fieldType) || (v.module_kind && v.module_kind !== existing.moduleKind))) {
        const [used] = await db.select({ n: count() }).from(customFieldValue).where(eq(customFieldValue.fieldId, existing.id));
        if (Number(used?.n ?? 0) > 0) errors.field_type = ['Accounts already hold values for this field; its type and module can no longer change.'];
      }
      if (existing?.fieldType === 'select' && v.options) {
        const kept = new Set(v.options);
        const values = await db.select({ value: customFieldValue.value }).from(customFieldValue).where(eq(customFieldValue.fieldId, existing.id));
        const lost = [...new Set(values.map((x) => x.value).filter((x) => !kept.has(x)))];
        if (lost.length) errors.options = [`Accounts still use these options: ${lost.join(', ')}.`];
      }
      return errors;
    },
    toValues: (v) => ({
      ...(v.module_kind !== undefined && { moduleKind: v.module_kind }),
      ...(v.name !== undefined && { name: v.name }),
      ...(v.field_type !== undefined && { fieldType: v.field_type }),
      ...(v.options !== undefined && { options: v.options }),
      ...(v.required !== undefined && { required: v.required }),
      ...(v.position !== undefined && { position: v.position }),
    }),
    serialize: async (_db, rows: Row[]) => rows.map(serializeField),
  });
  app.route('/', customFieldValueRoutes(deps));
  return app;
}
