/**
 * What the deal forms choose from besides the owners, pipelines and currency the leads screen
 * already reads (leadChoices.ts): the organization's products and categories, by name, each read
 * on its own so that one failing leaves the others usable.
 */
import { categoriesApi, productsApi } from '@si/core/admin';
import type { Choice } from './leadChoices.ts';

const FIRST = { page: 1, page_size: 100, ordering: 'name' } as const;

/** The products, by name. */
export async function loadProducts(signal: AbortSignal): Promise<Choice[]> {
  return (await productsApi.list(FIRST, signal)).results.map((p) => ({ id: p.id, name: p.name }));
}

/** The categories, by name. */
export async function loadCategories(signal: AbortSignal): Promise<Choice[]> {
  return (await categoriesApi.list(FIRST, signal)).results.map((c) => ({ id: c.id, name: c.name }));
}

/** A select's choices: the empty one first (`none`), then each by id; `keep` stays listed when the list lacks it (a choice saved before). */
export function choiceOptions(rows: Choice[] | undefined, none: string, keep?: { id: number; name: string } | null): [string, string][] {
  const listed = rows ?? [];
  const kept = keep && !listed.some((r) => r.id === keep.id) ? [keep] : [];
  return [['', none], ...[...kept, ...listed].map((r): [string, string] => [String(r.id), r.name])];
}
