/**
 * The one typed call of the API, derived from the route catalogue: `api('getInvoice', { params:
 * { id } })`. Method and path come from `OPERATIONS` (@si/contract/operations, generated from
 * API_ROUTES: `npm run operations -w @si/contract`), the types from `Operations`. Built on
 * `apiRequest`, so tokens, the one refresh and the errors are the same as every other call.
 */
import { OPERATIONS, type OperationId, type Operations } from '@si/contract/operations';
import { apiRequest, type ApiRequestOptions } from './api.ts';

export type { OperationId, Operations };

/**
 * A query as a screen holds it: the schema's keys; a value may be a number or a boolean (the URL
 * carries text anyway) and may be unset or '' (both are left out of the URL).
 */
export type QueryInput<Q> = [Q] extends [undefined] ? undefined : { [K in keyof Q]?: Q[K] | number | boolean | '' | null | undefined };

type Op<Id extends OperationId> = Operations[Id];
/** The body an operation takes, as its schema reads it. */
export type ApiBody<Id extends OperationId> = Operations[Id]['body'];

export type ApiCallOptions<Id extends OperationId> = {
  query?: QueryInput<Op<Id>['query']>;
  /** The body; a call without one in the catalogue may still send `{}`. */
  json?: [Op<Id>['body']] extends [undefined] ? Record<string, never> : Op<Id>['body'];
} & Pick<ApiRequestOptions, 'signal' | 'responseType' | 'onHeaders' | 'auth' | 'headers'> &
  (Op<Id>['params'] extends undefined ? { params?: undefined } : { params: Op<Id>['params'] });

/** Options may be left out when the call has no path parameters. */
type Args<Id extends OperationId> = Op<Id>['params'] extends undefined ? [options?: ApiCallOptions<Id>] : [options: ApiCallOptions<Id>];

/** `/api/invoices/{id}` with `{ id: 7 }` -> `/api/invoices/7` (each value URL-encoded). */
export function operationPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new TypeError(`${path}: path parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}

/** Leaves out undefined, null and '' values, so the server applies its defaults instead of validating "". */
export function searchParams(query: object | undefined): Record<string, string | number | boolean> | undefined {
  if (!query) return undefined;
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || value === null) continue;
    out[key] = typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
  }
  return out;
}

/**
 * Calls an operation of the route catalogue; resolves with its typed answer (a Blob with
 * `responseType: 'blob'`), rejects with ApiError. `R` overrides the answer's type.
 */
export function api<Id extends OperationId, R = Op<Id>['response']>(operationId: Id, ...[options]: Args<Id>): Promise<R> {
  const { method, path } = OPERATIONS[operationId];
  const { params, query, json, ...rest } = (options ?? {}) as ApiCallOptions<Id> & { params?: Record<string, string | number> };
  const request: ApiRequestOptions = { ...rest };
  if (json !== undefined) request.json = json;
  const search = searchParams(query as object | undefined);
  if (search) request.searchParams = search;
  return apiRequest<R>(method, operationPath(path, params), request);
}
