/**
 * Sales leads on one small in-memory API, for the leads story: leads typed in, imported and sent
 * by the website form, in every state (one converted into Northwind with a deal, one disqualified
 * with its reason); Olivia (the signed-in user 1) and Ivan own some. Filters, search, ordering and
 * pages are applied as the server applies them; the duplicates are the contacts with the lead's
 * e-mail and the accounts whose name shares a word with its company. A CSV import with "bad" in
 * its name is refused with problems by row and column; any other adds a lead per data row.
 */
import type { LeadDetail, LeadDuplicates, LeadRow, NamedRef, PipelineRow } from '@si/contract';
import { interceptFetch, json } from '@si/core/testing/network';

/** What the fake API answers. */
export type FakeData = 'normal' | 'empty' | 'failing';

const OLIVIA: NamedRef = { id: 1, name: 'Olivia Admin' };
const IVAN: NamedRef = { id: 2, name: 'Ivan Contributor' };
const USERS = [
  { id: 1, first_name: 'Olivia', last_name: 'Admin', email: 'olivia@example.com' },
  { id: 2, first_name: 'Ivan', last_name: 'Contributor', email: 'ivan@example.com' },
];
const PIPELINES: PipelineRow[] = [
  { id: 3, name: 'New business', description: '', stages: [{ id: 31, name: 'Discovery', position: 1 }, { id: 32, name: 'Proposal', position: 2 }, { id: 33, name: 'Negotiation', position: 3 }] },
  { id: 4, name: 'Renewals', description: '', stages: [{ id: 41, name: 'Review', position: 1 }] },
];
const ACCOUNTS = [
  { id: 31, name: 'Northwind', contact_count: 3, open_deals: 1 },
  { id: 32, name: 'Contoso Pharmaceuticals', contact_count: 1, open_deals: 0 },
  { id: 33, name: 'شركة النور للتجارة', contact_count: 2, open_deals: 2 },
];
const CONTACTS = [{ id: 55, first_name: 'Carla', last_name: 'Buyer', company_name: 'Northwind', email: 'carla@northwind.example', accounts: [{ id: 31, name: 'Northwind' }] }];
/** Your fields "Segment" and "Budget" (sales custom fields). */
const FIELDS = [
  { id: 4, module_kind: 7, name: 'Segment', field_type: 'select', options: ['SMB', 'Enterprise'], required: false, position: 1 },
  { id: 5, module_kind: 7, name: 'Budget', field_type: 'number', options: [], required: false, position: 2 },
];

const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const at = (day: number) => new Date(Date.UTC(2026, 2, day, 9, 30)).toISOString();

function lead(id: number, fields: Partial<LeadDetail>): LeadDetail {
  return {
    id, first_name: '', last_name: '', company: '', email: '', phone: '', state: 'new', source: 'manual', owner: null, created_at: at(id),
    message: '', disqualify_reason: '', fields: {}, converted: null, updated_at: at(id), ...fields,
  };
}

function seed(data: FakeData): LeadDetail[] {
  if (data === 'empty') return [];
  return [
    lead(1, { first_name: 'Carla', last_name: 'Buyer', company: 'Northwind Traders', email: 'carla@northwind.example', phone: '+33123456789', owner: OLIVIA, message: 'We need 40 seats from April.\nCan you send a quote?', fields: { '4': 'Enterprise', '5': '48000' } }),
    lead(2, { first_name: 'Dan', last_name: 'Ops', company: 'Contoso Pharmaceuticals', email: 'dan@contoso.example', state: 'qualified', source: 'form', owner: IVAN }),
    lead(3, { first_name: 'Erin', last_name: 'Old', company: 'Northwind', email: 'erin@northwind.example', state: 'converted', source: 'import', owner: OLIVIA,
      converted: { account: { id: 31, name: 'Northwind' }, contact_id: 56, deal: { id: 90, name: 'Northwind deal' }, at: at(4) } }),
    lead(4, { first_name: 'Frank', last_name: 'Late', company: 'Fabrikam', email: 'frank@fabrikam.example', state: 'disqualified', source: 'form', disqualify_reason: 'No budget this year' }),
    lead(5, { first_name: 'سارة', last_name: 'الحسن', company: 'شركة النور', email: 'sara@alnoor.example', phone: '+97145550123', source: 'form' }),
    lead(6, { company: 'Tailspin Toys', phone: '+12015550123', source: 'import', owner: IVAN }),
  ];
}

const row = ({ id, first_name, last_name, company, email, phone, state, source, owner, created_at }: LeadDetail): LeadRow => ({ id, first_name, last_name, company, email, phone, state, source, owner, created_at });
const nameOf = (l: LeadDetail) => `${l.first_name} ${l.last_name}`.trim();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const words = (text: string) => text.toLowerCase().split(/\s+/).filter((w) => w.length > 2);

/** Starts the fake API; the returned function stops it. */
export function serveSalesLeads(data: FakeData): () => void {
  const leads = seed(data);
  let nextId = 100;
  let turn = 0;
  const previousXhr = window.XMLHttpRequest;

  function list(url: URL): Response {
    const q = url.searchParams;
    const search = (q.get('search') ?? '').toLowerCase();
    let found = leads.filter(
      (l) =>
        (!q.get('state') || l.state === q.get('state')) &&
        (!q.get('source') || l.source === q.get('source')) &&
        (!q.get('owner') || (q.get('owner') === 'me' ? l.owner?.id === 1 : q.get('owner') === 'none' ? !l.owner : String(l.owner?.id) === q.get('owner'))) &&
        (!search || [nameOf(l), l.company, l.email, l.phone].some((v) => v.toLowerCase().includes(search))),
    );
    const ordering = q.get('ordering') ?? '-created_at';
    const key = ordering.replace(/^-/, '');
    const value = (l: LeadDetail) => (key === 'name' ? nameOf(l) : key === 'company' ? l.company : key === 'state' ? l.state : l.created_at);
    found = [...found].sort((a, b) => value(a).localeCompare(value(b)) * (ordering.startsWith('-') ? -1 : 1));
    const size = Number(q.get('page_size') ?? 10);
    const number = Number(q.get('page') ?? 1);
    return json({ count: found.length, next: null, previous: null, results: found.slice((number - 1) * size, number * size).map(row) });
  }

  function write(l: LeadDetail, body: Record<string, unknown>): Response | undefined {
    const problems: Record<string, string[]> = {};
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : undefined);
    if (text('email') && !EMAIL.test(text('email')!)) problems.email = ['Enter a valid email address.'];
    if (text('phone') && !/^\+\d[\d ]{6,}$/.test(text('phone')!)) problems.phone = ['Enter a phone number with its country code, such as +1 201 555 0123.'];
    const next = { ...l, ...Object.fromEntries(['first_name', 'last_name', 'company', 'email', 'phone', 'message'].filter((k) => text(k) !== undefined).map((k) => [k, text(k)])) };
    if (!nameOf(next) && !next.company) problems.first_name = ['Enter a name or a company.'];
    if (Object.keys(problems).length) return json(problems, 400);
    Object.assign(l, next, { updated_at: new Date().toISOString() });
    return undefined;
  }

  function duplicates(l: LeadDetail): LeadDuplicates {
    const mine = words(l.company);
    return {
      contacts: l.email ? CONTACTS.filter((c) => c.email.toLowerCase() === l.email.toLowerCase()) : [],
      accounts: ACCOUNTS.map((a) => ({ ...a, similarity: Math.min(1, words(a.name).filter((w) => mine.includes(w)).length / Math.max(1, mine.length) + 0.2) })).filter((a) => words(a.name).some((w) => mine.includes(w))),
    };
  }

  async function answer(method: string, path: string, url: URL, read: () => Promise<Record<string, unknown>>): Promise<Response | undefined> {
    if (path === '/api/users') return json(page(USERS.map((u) => ({ ...u, identifier: `U-${u.id}`, is_active: true, home_office_id: 1, phone: '', offices: [], mfa_active: false, invitation_pending: false, last_login_at: null }))));
    if (path === '/api/pipelines') return json(page(PIPELINES));
    if (path === '/api/custom_fields') return json(page(FIELDS));
    if (path === '/api/receivables/settings') return json({ default_currency: 'EUR' });
    if (!path.startsWith('/api/sales/leads')) return undefined;
    if (data === 'failing') return json({ detail: 'The server is not answering.' }, 503);
    if (path === '/api/sales/leads') {
      if (method === 'GET') return list(url);
      const body = await read();
      const created = lead(nextId++, { created_at: new Date().toISOString(), owner: USERS.filter((u) => u.id === body.owner_user_id).map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}` }))[0] ?? null });
      const refused = write(created, body);
      if (refused) return refused;
      leads.unshift(created);
      return json(created, 201);
    }
    const m = /^\/api\/sales\/leads\/(\d+)(?:\/(\w+))?$/.exec(path);
    const found = m ? leads.find((l) => l.id === Number(m[1])) : undefined;
    if (!m || !found) return json({ detail: 'Not found.' }, 404);
    const action = m[2];
    if (method === 'GET' && !action) return json(found);
    if (action === 'duplicates') return json(duplicates(found));
    const closed = found.state === 'converted' || found.state === 'disqualified';
    if (action !== 'reopen' && closed) return json({ detail: 'This lead was converted or disqualified: reopen it first.' }, 409);
    const body = method === 'POST' || method === 'PATCH' ? await read() : {};
    if (method === 'PATCH') return write(found, body) ?? json(found);
    if (action === 'qualify') found.state = 'qualified';
    if (action === 'reopen') {
      if (found.state !== 'disqualified') return json({ detail: 'Only a disqualified lead can be reopened.' }, 409);
      Object.assign(found, { state: 'new', disqualify_reason: '' });
    }
    if (action === 'disqualify') Object.assign(found, { state: 'disqualified', disqualify_reason: String(body.reason ?? '').trim() });
    if (action === 'assign') {
      const user = body.round_robin ? USERS[turn++ % USERS.length] : USERS.find((u) => u.id === body.user_id);
      found.owner = user ? { id: user.id, name: `${user.first_name} ${user.last_name}` } : null;
    }
    if (action === 'convert') {
      const deal = body.deal as { title: string } | null;
      const account = ACCOUNTS.find((a) => a.id === body.account_id) ?? { id: nextId++, name: String(body.account_name || found.company || nameOf(found)) };
      const contactId = Number(body.contact_id) || nextId++;
      const dealId = deal ? nextId++ : null;
      Object.assign(found, { state: 'converted', converted: { account: { id: account.id, name: account.name }, contact_id: contactId, deal: deal && dealId ? { id: dealId, name: deal.title } : null, at: new Date().toISOString() } });
      return json({ account_id: account.id, contact_id: contactId, deal_id: dealId, lead: found });
    }
    found.updated_at = new Date().toISOString();
    return json(found);
  }

  const restore = interceptFetch(async (request, url) => answer(request.method, url.pathname, url, () => request.json().catch(() => ({}))));

  /** The CSV import (multipart, sent with XMLHttpRequest): all or nothing. */
  class StoryXhr {
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    open() {}
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const file = form.get('file') as File;
      const reply = (status: number, body: unknown) => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      };
      void file.text().then((text) => {
        if (data === 'failing') return reply(503, { detail: 'The server is not answering.' });
        if (/bad/i.test(file.name)) {
          return reply(400, {
            detail: 'The file has problems: nothing was imported.',
            errors: [
              { row: 2, column: 'email', message: 'Enter a valid email address.' },
              { row: 5, column: 'owner_email', message: 'No active user of this organization has this e-mail.' },
              { row: 9, column: '', message: 'Enter a name or a company.' },
            ],
          });
        }
        const rows = text.split(/\r?\n/).slice(1).filter((line) => line.trim());
        for (const line of rows) {
          const [first_name = '', last_name = '', company = '', email = ''] = line.split(',');
          leads.unshift(lead(nextId++, { first_name, last_name, company, email, source: 'import', created_at: new Date().toISOString() }));
        }
        reply(201, { created: rows.length });
      });
    }
  }
  window.XMLHttpRequest = StoryXhr as unknown as typeof XMLHttpRequest;

  return () => {
    restore();
    window.XMLHttpRequest = previousXhr;
  };
}
