/**
 * Typed calls of the simple settings screens: contact roles, expected document types,
 * categories, products, custom fields and pipelines. Each resource answers the same five calls
 * (paged list, create, PATCH, delete), so one factory makes them.
 */
import type { z } from 'zod';
import type { CategoryWrite, ContactRoleWrite, CustomFieldRow, CustomFieldWrite, ExpectedDocumentTypeWrite, NamedRow, Page, PipelineRow, PipelineWrite, ProductRow, ProductWrite } from '@si/contract';
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

export const contactRolesApi = settingsResource<ContactRoleRow, ContactRoleInput>('/api/contact_roles');
export const documentTypesApi = settingsResource<DocumentTypeRow, DocumentTypeInput>('/api/expected_document_types');
export const categoriesApi = settingsResource<CategoryRow, CategoryInput>('/api/categories');
export const productsApi = settingsResource<ProductRow, ProductInput, { category_id?: number }>('/api/products');
export const customFieldsApi = settingsResource<CustomFieldRow, CustomFieldInput, { module_kind?: number }>('/api/custom_fields');
export const pipelinesApi = settingsResource<PipelineRow, PipelineInput>('/api/pipelines');
