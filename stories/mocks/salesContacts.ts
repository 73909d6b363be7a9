/**
 * Sales contacts on one small in-memory API, for the sales contacts story: the directory's
 * contacts (some on sales accounts, one only on a receivables customer, two that are one person
 * typed twice), their sales accounts and the open deals on them per currency. Search, ordering
 * and pages are applied as the server applies them; a merge moves the merged contact's accounts
 * to the one kept, fills its empty fields and deletes the other, as the server does.
 */
import type { ContactRow, NamedRef, SalesContactRow } from '@si/contract';
import { Big } from '@si/contract/money';
import { interceptFetch, json } from '@si/core/testing/network';

/** What the fake API answers. */
export type FakeData = 'normal' | 'empty' | 'failing';

const SALES_ACCOUNTS: Record<number, NamedRef & { deals: { amount: string; currency: string }[] }> = {
  31: { id: 31, name: 'Northwind', deals: [{ amount: '12000', currency: 'EUR' }, { amount: '800', currency: 'USD' }] },
  32: { id: 32, name: 'Contoso Pharmaceuticals', deals: [] },
  33: { id: 33, name: 'شركة النور للتجارة', deals: [{ amount: '45000', currency: 'SAR' }] },
  34: { id: 34, name: 'Globex', deals: [{ amount: '2500', currency: 'EUR' }] },
};
/** A receivables customer: its contacts are in the directory, not in the sales list. */
const CUSTOMER = 50;

type Stored = ContactRow & { accounts: number[] };

function seed(data: FakeData): Stored[] {
  if (data === 'empty') return [];
  const contact = (id: number, first: string, last: string, company: string, email: string, phone: string, accounts: number[]): Stored => ({
    id, party_type: 1, first_name: first, last_name: last, company_name: company, email, phone, accounts, account_count: accounts.length, created_at: '2026-02-0' + ((id % 9) + 1) + 'T09:00:00Z',
  });
  return [
    contact(1, 'Carla', 'Diaz', 'Northwind', 'carla@northwind.example', '+12015550123', [31, 34]),
    // Carla again, typed by an import with her other address: the pair to merge.
    contact(2, 'Carla', 'Diaz', '', 'c.diaz@northwind.example', '', [31, 32]),
    contact(3, 'Dmitri', 'Ivanov', 'Contoso', 'dmitri@contoso.example', '', [32]),
    contact(4, 'ليلى', 'حداد', 'شركة النور', 'layla@alnoor.example', '+966112345678', [33]),
    contact(5, 'Gus', 'Miller', 'Initech', 'gus@initech.example', '+442079460958', [CUSTOMER]),
  ];
}

const salesOf = (c: Stored) => c.accounts.filter((id) => SALES_ACCOUNTS[id]);
const name = (c: ContactRow) => `${c.last_name} ${c.first_name} ${c.company_name}`.toLowerCase();

function toSalesRow({ accounts, ...c }: Stored): SalesContactRow {
  const sales = salesOf({ ...c, accounts }).map((id) => SALES_ACCOUNTS[id]!);
  const deals = sales.flatMap((a) => a.deals);
  const currencies = [...new Set(deals.map((d) => d.currency))].sort();
  return {
    ...c,
    sales_accounts: sales.map(({ id, name: n }) => ({ id, name: n })).sort((x, y) => x.name.localeCompare(y.name)),
    sales_account_count: sales.length,
    open_deals: {
      count: deals.length,
      totals: currencies.map((currency) => ({ currency, total: deals.filter((d) => d.currency === currency).reduce((sum, d) => sum.plus(d.amount), new Big(0)).toFixed(2) })),
    },
  };
}

function listed<T extends ContactRow>(rows: T[], url: URL) {
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const ordering = url.searchParams.get('ordering') || 'name';
  const key = ordering.replace(/^-/, '');
  const value = (c: ContactRow) => (key === 'email' ? c.email.toLowerCase() : key === 'company_name' ? c.company_name.toLowerCase() : key === 'created_at' ? c.created_at : name(c));
  const found = rows
    .filter((c) => !search || [c.first_name, c.last_name, c.company_name, c.email].some((f) => f.toLowerCase().includes(search)))
    .sort((x, y) => value(x).localeCompare(value(y)) * (ordering.startsWith('-') ? -1 : 1) || x.id - y.id);
  const size = Number(url.searchParams.get('page_size') ?? 10);
  const page = Number(url.searchParams.get('page') ?? 1);
  return { count: found.length, next: null, previous: null, results: found.slice((page - 1) * size, page * size) };
}

export function serveSalesContacts(data: FakeData): () => void {
  let contacts = seed(data);
  const plain = ({ accounts, ...c }: Stored): ContactRow => ({ ...c, account_count: accounts.length });

  async function answer(method: string, path: string, url: URL, read: () => Promise<unknown>): Promise<Response | undefined> {
    if (path !== '/api/sales/contacts' && path !== '/api/contacts' && !/^\/api\/contacts\/\d+\/merge$/.test(path)) return undefined;
    if (data === 'failing') return json({ detail: 'The server is not answering.' }, 503);
    if (path === '/api/sales/contacts') return json(listed(contacts.filter((c) => salesOf(c).length > 0).map(toSalesRow), url));
    if (path === '/api/contacts') return json(listed(contacts.map(plain), url));
    if (method !== 'POST') return json({ detail: 'Method not allowed.' }, 405);
    const sourceId = Number(path.split('/')[3]);
    const { into_id: intoId } = ((await read()) ?? {}) as { into_id?: number };
    const source = contacts.find((c) => c.id === sourceId);
    const target = contacts.find((c) => c.id === intoId);
    if (!source) return json({ detail: 'Not found.' }, 404);
    if (intoId === sourceId) return json({ into_id: ['Choose another contact to merge into.'] }, 400);
    if (!target) return json({ into_id: ['Must be the id of a contact of this organization.'] }, 400);
    const filled: Stored = {
      ...target,
      first_name: target.first_name || source.first_name,
      last_name: target.last_name || source.last_name,
      company_name: target.company_name || source.company_name,
      phone: target.phone || source.phone,
      accounts: [...new Set([...target.accounts, ...source.accounts])],
    };
    filled.account_count = filled.accounts.length;
    contacts = contacts.filter((c) => c.id !== sourceId).map((c) => (c.id === target.id ? filled : c));
    return json(plain(filled));
  }

  return interceptFetch(async (request, url) => answer(request.method, url.pathname, url, () => request.json().catch(() => ({}))));
}
