/** Django-REST-style pages: `{count, next, previous, results}` with the neighbours' URLs. */
import type { Context } from 'hono';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import { badRequest } from '../../lib/errors.ts';

export function pageLinks(c: Context, page: number, pageSize: number, count: number, param = 'page') {
  const link = (p: number) => {
    const url = new URL(c.req.url);
    url.searchParams.set(param, String(p));
    return url.pathname + url.search;
  };
  return { next: page * pageSize < count ? link(page + 1) : null, previous: page > 1 ? link(page - 1) : null };
}

/** `ordering=field` or `-field` from a whitelist; always ends with a unique key so pages are stable. */
export function ordering(raw: string | undefined, allowed: Record<string, AnyColumn | SQL>, fallback: string, tieBreak: AnyColumn): SQL[] {
  const wanted = raw?.trim() || fallback;
  const name = wanted.replace(/^-/, '');
  const column = allowed[name];
  if (!column) throw badRequest({ ordering: [`Unknown ordering "${wanted}"; use one of ${Object.keys(allowed).join(', ')} (prefix - for descending).`] });
  const dir = wanted.startsWith('-') ? desc : asc;
  return [dir(column), dir(tieBreak)];
}

/** LIKE pattern for a search term, with the wildcards of the term itself escaped. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
