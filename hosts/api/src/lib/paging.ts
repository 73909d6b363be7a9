/**
 * Server-side paging, ordering and search for list calls, answered the way Django REST does:
 * `{count, next, previous, results}` where next/previous are absolute URLs of the same query
 * with another page. Orderings are whitelisted per list so a query string never reaches SQL.
 */
import type { Context } from 'hono';
import { asc, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { ListQuery, type Page } from '@si/contract';
import { badRequest, detailError } from './errors.ts';
import { query } from './validate.ts';

export interface ListSpec {
  /** Wire name -> column; `ordering=name` or `ordering=-name`. */
  orderings: Record<string, AnyColumn | SQL>;
  defaultOrdering: string;
  /** Columns `search` matches (case-insensitive substring). */
  search: AnyColumn[];
  /** Appended to every ordering so pages never overlap when the main key ties. */
  tiebreak: AnyColumn;
}

export interface ListParams {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
  orderBy: SQL[];
  /** The search condition, undefined when there is no search. */
  search: SQL | undefined;
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export function listParams(c: Context, spec: ListSpec): ListParams {
  const q = query(c, ListQuery);
  const ordering = q.ordering || spec.defaultOrdering;
  const orderBy: SQL[] = [];
  for (const part of ordering.split(',').map((p) => p.trim()).filter(Boolean)) {
    const name = part.replace(/^-/, '');
    const column = spec.orderings[name];
    if (!column) {
      throw badRequest({ ordering: [`Unknown ordering "${name}". Use one of: ${Object.keys(spec.orderings).join(', ')}.`] });
    }
    orderBy.push(part.startsWith('-') ? desc(column) : asc(column));
  }
  orderBy.push(asc(spec.tiebreak));
  const pattern = q.search ? `%${likeLiteral(q.search)}%` : undefined;
  const search = pattern && spec.search.length ? or(...spec.search.map((col) => ilike(col, pattern))) : undefined;
  return { page: q.page, pageSize: q.page_size, limit: q.page_size, offset: (q.page - 1) * q.page_size, orderBy, search };
}

function pageUrl(c: Context, page: number): string {
  const url = new URL(c.req.url);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/** The page answer; a page past the end is 404 `Invalid page.` as in Django REST (page 1 is always valid). */
export function pageOf<T>(c: Context, params: ListParams, count: number, results: T[]): Page<T> {
  const last = Math.max(1, Math.ceil(count / params.pageSize));
  if (params.page > last) throw detailError(404, 'Invalid page.');
  return {
    count,
    next: params.page < last ? pageUrl(c, params.page + 1) : null,
    previous: params.page > 1 ? pageUrl(c, params.page - 1) : null,
    results,
  };
}
