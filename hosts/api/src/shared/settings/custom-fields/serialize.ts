/** A custom field row in the contract's shape. */
import type { CustomFieldRow, CustomFieldType } from '@si/contract';
import type { customField } from '../../../db/schema.ts';

type Row = typeof customField.$inferSelect;

export const serializeField = (r: Row): CustomFieldRow => ({
  id: r.id,
  module_kind: r.moduleKind,
  name: r.name,
  field_type: r.fieldType as CustomFieldType,
  options: r.options,
  required: r.required,
  position: r.position,
});
