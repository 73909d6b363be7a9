/**
 * Typed calls of the simple settings screens (issue 5): contact roles, expected document types,
 * categories, products, custom fields and pipelines. Each resource answers the same five calls
 * (paged list, create, PATCH, delete), so one factory makes them.
 */
import type { CustomFieldRow, CustomFieldType, Page, PipelineRow } from '@si/contract';
import { apiRequest } from '../http/api.ts';
import type { ListParams } from './client.ts';

type Query = Record<string, string | number | boolean>;

/** The list call's query: empty filters are dropped so the server applies its defaults. */
function listQuery(params: object): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value as string | number | boolean;
  }
  return out;
}

/** The list, create, update (PATCH: only the fields sent change) and delete calls of one settings resource. */
export type SettingsResource<Row, Input, Filters = object> = {
  list(params: ListParams & Filters, signal?: AbortSignal): Promise<Page<Row>>;
  create(input: Input): Promise<Row>;
  update(id: number, input: Partial<Input>): Promise<Row>;
  remove(id: number): Promise<void>;
};

export function settingsResource<Row, Input, Filters = object>(path: string): SettingsResource<Row, Input, Filters> {
  return {
    list: (params, signal) => apiRequest('GET', path, { searchParams: listQuery(params), signal }),
    create: (input) => apiRequest('POST', path, { json: input }),
    update: (id, input) => apiRequest('PATCH', `${path}/${id}`, { json: input }),
    remove: (id) => apiRequest('DELETE', `${path}/${id}`, { responseType: 'none' }),
  };
}

export type ContactRoleRow = { id: number; name: string };
export type ContactRoleInput = { name: string };
export type DocumentTypeRow = { id: number; name: string; description: string };
export type DocumentTypeInput = { name: string; description: string };
export type CategoryRow = { id: number; name: string; description: string };
export type CategoryInput = { name: string; description: string };
export type ProductRow = { id: number; name: string; description: string; category: { id: number; name: string } | null };
export type ProductInput = { name: string; description: string; category_id: number | null };
export type CustomFieldInput = { module_kind: number; name: string; field_type: CustomFieldType; options: string[]; required: boolean; position: number };
/** Stages are the names in order; on PATCH they replace the whole list (a stage whose name stays keeps its id). */
export type PipelineInput = { name: string; description: string; stages: string[] };

export const contactRolesApi = settingsResource<ContactRoleRow, ContactRoleInput>('/api/contact_roles');
export const documentTypesApi = settingsResource<DocumentTypeRow, DocumentTypeInput>('/api/expected_document_types');
export const categoriesApi = settingsResource<CategoryRow, CategoryInput>('/api/categories');
export const productsApi = settingsResource<ProductRow, ProductInput, { category_id?: number }>('/api/products');
export const customFieldsApi = settingsResource<CustomFieldRow, CustomFieldInput, { module_kind?: number }>('/api/custom_fields');
export const pipelinesApi = settingsResource<PipelineRow, PipelineInput>('/api/pipelines');
