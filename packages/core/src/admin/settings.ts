/**
 * Typed calls of the simple settings screens: contact roles, expected document types,
 * categories, products, custom fields and pipelines. Each resource answers the same five calls
 * (paged list, create, PATCH, delete), so one factory makes them.
 */
import type { z } from 'zod';
import type { CategoryWrite, ContactRoleWrite, CustomFieldRow, CustomFieldWrite, ExpectedDocumentTypeWrite, NamedRow, Page, PipelineRow, PipelineWrite, ProductRow, ProductWrite } from '@si/contract';
import { api, type OperationId } from '../http/operation.ts';
import type { ListParams } from './client.ts';

/** The list, create, update (PATCH: only the fields sent change) and delete calls of one settings resource. */
export type SettingsResource<Row, Input, Filters = object> = {
  list(params: ListParams & Filters, signal?: AbortSignal): Promise<Page<Row>>;
  create(input: Input): Promise<Row>;
  update(id: number, input: Partial<Input>): Promise<Row>;
  remove(id: number): Promise<void>;
};

/** The catalogue's five calls of one resource (`listOffices`, `createOffice`, ...), named once. */
type ResourceOperations = { list: OperationId; create: OperationId; update: OperationId; remove: OperationId };
// One factory for six resources: the operation id is a variable here, so the call is typed by the resource's own signature.
const call = api as (operationId: OperationId, options?: object) => Promise<never>;

export function settingsResource<Row, Input, Filters = object>(ops: ResourceOperations): SettingsResource<Row, Input, Filters> {
  return {
    list: (params, signal) => call(ops.list, { query: params, signal }),
    create: (input) => call(ops.create, { json: input }),
    update: (id, input) => call(ops.update, { params: { id }, json: input }),
    remove: (id) => call(ops.remove, { params: { id }, responseType: 'none' }),
  };
}

/** `ContactRole`, `ContactRoles` -> listContactRoles, createContactRole, updateContactRole, deleteContactRole. */
const crud = (one: string, many: string) =>
  ({ list: `list${many}`, create: `create${one}`, update: `update${one}`, remove: `delete${one}` }) as ResourceOperations;

export type ContactRoleRow = Pick<NamedRow, 'id' | 'name'>;
export type ContactRoleInput = z.input<typeof ContactRoleWrite>;
export type DocumentTypeRow = Required<NamedRow>;
export type DocumentTypeInput = z.input<typeof ExpectedDocumentTypeWrite>;
export type CategoryRow = Required<NamedRow>;
export type CategoryInput = z.input<typeof CategoryWrite>;
export type { ProductRow };
export type ProductInput = z.input<typeof ProductWrite>;
export type CustomFieldInput = z.input<typeof CustomFieldWrite>;
/** Stages are the names in order; on PATCH they replace the whole list (a stage whose name stays keeps its id). */
export type PipelineInput = z.input<typeof PipelineWrite>;

export const contactRolesApi = settingsResource<ContactRoleRow, ContactRoleInput>(crud('ContactRole', 'ContactRoles'));
export const documentTypesApi = settingsResource<DocumentTypeRow, DocumentTypeInput>(crud('ExpectedDocumentType', 'ExpectedDocumentTypes'));
export const categoriesApi = settingsResource<CategoryRow, CategoryInput>(crud('Category', 'Categories'));
export const productsApi = settingsResource<ProductRow, ProductInput, { category_id?: number }>(crud('Product', 'Products'));
export const customFieldsApi = settingsResource<CustomFieldRow, CustomFieldInput, { module_kind?: number }>(crud('CustomField', 'CustomFields'));
export const pipelinesApi = settingsResource<PipelineRow, PipelineInput>(crud('Pipeline', 'Pipelines'));
