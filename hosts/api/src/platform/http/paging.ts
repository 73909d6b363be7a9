/**
 * Server-side paging, ordering and search for every list call. One answer shape,
 * `{count, next, previous, results}`, where next/previous are the path and query of the same
 * request with another page (relative, so they hold behind any proxy and from any API base).
 * A page past the end answers 200 with the count and no rows, so a screen whose last rows were
 * removed meanwhile can step back to the last page. Orderings are whitelisted per list so a
 * query string never reaches SQL.
 */
import type { Context } from 'hono';
import { asc, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { ListQuery, type Page } from '@si/contract';
import { badRequest } from './errors.ts';
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

interface ListParams {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
  orderBy: SQL[];
  /** The search condition, undefined when there is no search. */
  search: SQL | undefined;
}

/** LIKE pattern for a search term, with the wildcards of the term itself escaped ("50%" means the text "50%"). */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export function listParams(c: Context, spec: ListSpec): ListParams {
  const q = query(c, ListQuery);
  const ordering = q.ordering || spec.defaultOrdering;
  const orderBy: SQL[] = [];
  for (const part of ordering.split(',').map((p) => p.trim()).filter(Boolean)) {
    const name = part.replace(/^-/, '');
    // Own keys only: `constructor` or `__proto__` must not find Object.prototype's.
    const column = Object.hasOwn(spec.orderings, name) ? spec.orderings[name] : undefined;
    if (!column) {
      throw badRequest({ ordering: [`Unknown ordering "${name}". Use one of: ${Object.keys(spec.orderings).join(', ')}.`] });
    }
    orderBy.push(part.startsWith('-') ? desc(column) : asc(column));
  }
  orderBy.push(asc(spec.tiebreak));
  const pattern = q.search ? likePattern(q.search) : undefined;
  const search = pattern && spec.search.length ? or(...spec.search.map((col) => ilike(col, pattern))) : undefined;
  return { page: q.page, pageSize: q.page_size, limit: q.page_size, offset: (q.page - 1) * q.page_size, orderBy, search };
}

/** `ordering=field` or `-field` from a whitelist; the tie-break key follows the same direction so pages are stable. */
export function ordering(raw: string | undefined, allowed: Record<string, AnyColumn | SQL>, fallback: string, tieBreak: AnyColumn): SQL[] {
  const wanted = raw?.trim() || fallback;
  const name = wanted.replace(/^-/, '');
  const column = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
  if (!column) throw badRequest({ ordering: [`Unknown ordering "${wanted}"; use one of ${Object.keys(allowed).join(', ')} (prefix - for descending).`] });
  const dir = wanted.startsWith('-') ? desc : asc;
  return [dir(column), dir(tieBreak)];
}

/** The neighbours' links: the request's path and query with another `page`, or null at either end. */
export function pageLinks(c: Context, page: number, pageSize: number, count: number): Pick<Page<unknown>, 'next' | 'previous'> {
  const link = (p: number) => {
    const url = new URL(c.req.url);
    url.searchParams.set('page', String(p));
    return url.pathname + url.search;
  };
  return { next: page * pageSize < count ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null };
}

/** The page answer of every list; a page past the end is an empty page that still carries the count. */
export function pageOf<T>(c: Context, params: Pick<ListParams, 'page' | 'pageSize'>, count: number, results: T[]): Page<T> {
  return { count, ...pageLinks(c, params.page, params.pageSize, count), results };
}
