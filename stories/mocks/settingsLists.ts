/**
 * A small in-memory API for the settings list stories: contact roles, expected document types,
 * categories, products (with their category and the category filter), custom fields (per
 * module) and pipelines (with ordered stages), paged, sorted and searched like the server; a
 * name that exists already is refused with the server's field message.
 */
import { interceptFetch, json } from '@si/core/testing/network';

type Row = Record<string, unknown> & { id: number; name: string };

function page(rows: Row[], url: URL, searchIn: string[], defaultOrdering: string) {
  const q = url.searchParams;
  const size = Number(q.get('page_size') ?? 10);
  const number = Number(q.get('page') ?? 1);
  const search = (q.get('search') ?? '').toLowerCase();
  const ordering = q.get('ordering') ?? defaultOrdering;
  const field = ordering.replace(/^-/, '');
  const found = rows
    .filter((r) => !search || searchIn.some((key) => String(r[key]).toLowerCase().includes(search)))
    .sort((a, b) => String(a[field] ?? '').localeCompare(String(b[field] ?? ''), undefined, { numeric: true }) * (ordering.startsWith('-') ? -1 : 1));
  return { count: found.length, next: null, previous: null, results: found.slice((number - 1) * size, number * size) };
}

type Shaped = Row | { error: Record<string, string[]> };
type Resource = { rows: Row[]; search: string[]; ordering: string; taken: string; scope?: string; shape(body: Record<string, unknown>, old?: Row): Shaped };

export function serveSettingsLists(mode: 'normal' | 'empty' | 'failing'): () => void {
  const some = <T,>(rows: T[]) => (mode === 'empty' ? [] : rows);
  const categories: Row[] = some([
    { id: 1, name: 'Loans', description: 'Credit products' },
    { id: 2, name: 'Savings', description: 'Deposit accounts' },
    { id: 3, name: 'Cards', description: '' },
  ]);
  const categoryOf = (id: unknown) => categories.find((c) => c.id === id) ?? null;
  let nextStage = 100;
  const resources: Record<string, Resource> = {
    contact_roles: {
      rows: some(['Borrower', 'Co-borrower', 'Guarantor', 'CFO', 'Lawyer', 'Accountant'].map((name, i) => ({ id: i + 1, name }))),
      search: ['name'],
      ordering: 'name',
      taken: 'A contact role with this name already exists.',
      shape: (b, old) => ({ id: old?.id ?? 0, name: String(b.name ?? old?.name) }),
    },
    expected_document_types: {
      rows: some([
        { id: 1, name: 'Balance sheet', description: 'The last two years' },
        { id: 2, name: 'Proof of identity', description: 'Passport or ID card' },
        { id: 3, name: 'Bank statement', description: '' },
      ]),
      search: ['name', 'description'],
      ordering: 'name',
      taken: 'A document type with this name already exists.',
      shape: (b, old) => ({ id: old?.id ?? 0, name: String(b.name ?? old?.name), description: String(b.description ?? old?.description ?? '') }),
    },
    categories: {
      rows: categories,
      search: ['name', 'description'],
      ordering: 'name',
      taken: 'A category with this name already exists.',
      shape: (b, old) => ({ id: old?.id ?? 0, name: String(b.name ?? old?.name), description: String(b.description ?? old?.description ?? '') }),
    },
    products: {
      rows: some([
        { id: 1, name: 'Mortgage', description: '25 years, fixed rate', category: categoryOf(1) },
        { id: 2, name: 'Term deposit', description: '', category: categoryOf(2) },
        { id: 3, name: 'Gift voucher', description: 'Sold at the desk', category: null },
      ]),
      search: ['name', 'description'],
      ordering: 'name',
      taken: 'A product with this name already exists.',
      scope: 'category_id',
      shape: (b, old): Shaped => {
        const id = b.category_id === undefined ? (old?.category as { id: number } | null)?.id : b.category_id;
        if (id && !categoryOf(id)) return { error: { category_id: ['No such category in this organization.'] } };
        return { id: old?.id ?? 0, name: String(b.name ?? old?.name), description: String(b.description ?? old?.description ?? ''), category: id ? categoryOf(id) : null };
      },
    },
    custom_fields: {
      rows: some([
        { id: 1, module_kind: 2, name: 'Loan officer', field_type: 'text', options: [], required: true, position: 1 },
        { id: 2, module_kind: 2, name: 'Risk rating', field_type: 'select', options: ['Low', 'Medium', 'High'], required: false, position: 2 },
        { id: 3, module_kind: 2, name: 'Maturity date', field_type: 'date', options: [], required: false, position: 3 },
        { id: 4, module_kind: 7, name: 'Deal size', field_type: 'number', options: [], required: false, position: 1 },
      ]),
      search: ['name'],
      ordering: 'position',
      taken: 'A custom field with this name already exists in this module.',
      scope: 'module_kind',
      shape: (b, old): Shaped => {
        const next = { ...old, ...b } as Row;
        // The story's "Risk rating" holds values: its type is fixed and "High" is in use.
        if (old?.id === 2 && next.field_type !== 'select') return { error: { field_type: ['Accounts already hold values for this field; its type and module can no longer change.'] } };
        if (old?.id === 2 && !(next.options as string[]).includes('High')) return { error: { options: ['Accounts still use these options: High.'] } };
        if (next.field_type === 'select' && !(next.options as string[]).length) return { error: { options: ['A select field needs at least one option.'] } };
        return next;
      },
    },
    pipelines: {
      rows: some([
        { id: 1, name: 'Commercial loans', description: 'From request to funding', stages: ['Request', 'Analysis', 'Committee', 'Funded'].map((name, position) => ({ id: position + 1, name, position })) },
        { id: 2, name: 'Renewals', description: '', stages: ['Notice', 'Renewed'].map((name, position) => ({ id: position + 10, name, position })) },
      ]),
      search: ['name', 'description'],
      ordering: 'name',
      taken: 'A pipeline with this name already exists.',
      shape: (b, old): Shaped => {
        const names = (b.stages as string[] | undefined) ?? (old?.stages as { name: string }[] | undefined)?.map((s) => s.name) ?? [];
        if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) return { error: { stages: ['Stage names must be different from each other.'] } };
        const kept = new Map(((old?.stages as { id: number; name: string }[]) ?? []).map((s) => [s.name.toLowerCase(), s.id]));
        return {
          id: old?.id ?? 0,
          name: String(b.name ?? old?.name),
          description: String(b.description ?? old?.description ?? ''),
          stages: names.map((name, position) => ({ id: kept.get(name.toLowerCase()) ?? ++nextStage, name, position })),
        };
      },
    },
  };

  const restore = interceptFetch(async (request, url) => {
    const match = /^\/api\/(contact_roles|expected_document_types|categories|products|custom_fields|pipelines)(?:\/(\d+))?$/.exec(url.pathname);
    if (!match) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (mode === 'failing') return json({ detail: 'The server is not answering right now.' }, 503);
    const resource = resources[match[1]];
    const id = Number(match[2] ?? 0);
    if (request.method === 'GET') {
      const scope = resource.scope && url.searchParams.get(resource.scope);
      const rows = scope
        ? resource.rows.filter((r) => String(resource.scope === 'category_id' ? (r.category as { id: number } | null)?.id : r[resource.scope!]) === scope)
        : resource.rows;
      return json(page(rows, url, resource.search, resource.ordering));
    }
    const old = resource.rows.find((r) => r.id === id);
    if (id && !old) return json({ detail: 'Not found.' }, 404);
    if (request.method === 'DELETE') {
      resource.rows.splice(resource.rows.indexOf(old!), 1);
      return json(null, 204);
    }
    const body = (await request.json()) as Record<string, unknown>;
    const name = String(body.name ?? old?.name ?? '').trim();
    const sameScope = (r: Row) => resource.scope !== 'module_kind' || r.module_kind === (body.module_kind ?? old?.module_kind);
    if (resource.rows.some((r) => r.id !== id && sameScope(r) && r.name.toLowerCase() === name.toLowerCase())) return json({ name: [resource.taken] }, 400);
    const shaped = resource.shape(body, old);
    if ('error' in shaped) return json(shaped.error, 400);
    const saved = { ...shaped, id: id || Math.max(0, ...resource.rows.map((r) => r.id)) + 1 } as Row;
    if (old) resource.rows[resource.rows.indexOf(old)] = saved;
    else resource.rows.push(saved);
    return json(saved, id ? 200 : 201);
  });
  return () => {
    restore();
  };
}
