/**
 * A small in-memory API for the checklists, standard files, secure file share and team stories:
 * fetch for the JSON calls, and an XMLHttpRequest stand-in for the uploads that reports progress
 * over about two seconds. A duplicate checklist name and contact 404 (Dan Gone, on Acme Trading) are refused like the server does.
 * The account and contact pickers read a few accounts of every module and their contacts.
 */
import { interceptFetch, json } from '@si/core/testing/network';

type Row = Record<string, unknown> & { id: number };

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

const DAY = 24 * 60 * 60 * 1000;
const ACCOUNTS: Row[] = [
  { id: 7, name: 'Acme Trading', module_kind: 2, account_hold: false, lead: { id: 1, name: 'Olivia Admin' } },
  { id: 8, name: 'Beta Foods', module_kind: 2, account_hold: true, lead: null },
  { id: 9, name: 'Corner Bakery', module_kind: 1, account_hold: false, lead: null },
  { id: 10, name: 'Delta Logistics', module_kind: 4, account_hold: false, lead: null },
];
const ACCOUNT_CONTACTS: Record<number, Row[]> = {
  7: [
    { id: 9, first_name: 'Carla', last_name: 'Customer', email: 'carla@example.com', contact_role: { id: 1, name: 'Borrower' } },
    { id: 404, first_name: 'Dan', last_name: 'Gone', email: 'dan@example.com', contact_role: null },
  ],
  8: [{ id: 11, first_name: 'Bo', last_name: 'Berg', email: 'bo@beta.example', contact_role: { id: 2, name: 'Guarantor' } }],
  9: [{ id: 12, first_name: 'Eve', last_name: 'Baker', email: 'eve@bakery.example', contact_role: null }],
};
const PDF = 'application/pdf';

export function serveFilesAndChecklists(mode: 'normal' | 'empty' | 'failing'): () => void {
  const previousXhr = window.XMLHttpRequest;
  const empty = mode === 'empty';
  const template = (id: number, kind: string, title: string, extra: Partial<Row> = {}): Row => ({
    id, position: id, kind, title, description: '', due_offset_days: 30, assignment_kind: 1, contact_role_id: null, threshold_kind: 0, threshold_value: null, ...extra,
  });
  let items: Row[] = empty ? [] : [template(1, 'REQUEST_ITEM', 'Balance sheet', { assignment_kind: 2, contact_role_id: 1 }), template(2, 'METRIC', 'Debt service coverage', { threshold_kind: 2, threshold_value: 1.25 }), template(3, 'QUESTION', 'Any new litigation?', { assignment_kind: 3 })];
  let checklists: Row[] = empty ? [] : [
    { id: 1, name: 'Annual loan review', description: 'Documents a borrower sends every year', module_kind: 2, item_count: 3 },
    { id: 2, name: 'Vendor onboarding', description: '', module_kind: 3, item_count: 0 },
    { id: 3, name: 'Any module basics', description: 'Identity documents', module_kind: null, item_count: 0 },
  ];
  let files: Row[] = empty ? [] : [
    { id: 1, name: 'Loan application form', description: 'Fill in and send back', file_name: 'application.pdf', content_type: PDF, size: 182_000, checksum_sha256: '', created_at: '2026-02-01T09:00:00Z' },
    { id: 2, name: 'Rate sheet', description: '', file_name: 'rates.xlsx', content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', size: 24_500, checksum_sha256: '', created_at: '2026-03-11T09:00:00Z' },
  ];
  let shares: Row[] = empty ? [] : [
    { id: 1, contact_id: 9, contact_email: 'carla@example.com', file_name: 'offer.pdf', content_type: PDF, size: 52_000, message: '', expires_at: new Date(Date.now() + 5 * DAY).toISOString(), revoked: false, download_count: 2, last_downloaded_at: null, created_at: '2026-03-01T09:00:00Z' },
    { id: 2, contact_id: 10, contact_email: 'dan@example.com', file_name: 'old-terms.pdf', content_type: PDF, size: 12_000, message: '', expires_at: '2026-01-01T09:00:00Z', revoked: false, download_count: 0, last_downloaded_at: null, created_at: '2025-12-20T09:00:00Z' },
  ];
  let team: Row = { id: 1, name: 'Collections', member_count: 2 };
  const members: Row[] = empty ? [] : [
    { id: 1, user_id: 1, email: 'olivia@example.com', first_name: 'Olivia', last_name: 'Admin', is_active: true, added_at: '2026-03-01T09:00:00Z' },
    { id: 2, user_id: 2, email: 'victor@example.com', first_name: 'Victor', last_name: 'Viewer', is_active: true, added_at: '2026-03-01T09:00:00Z' },
  ];
  const nextId = (rows: Row[]) => Math.max(0, ...rows.map((r) => r.id)) + 1;
  const share = (contactId: number, fileName: string, size: number, days: number, message: string) => {
    const row = { id: nextId(shares), contact_id: contactId, contact_email: `contact${contactId}@example.com`, file_name: fileName, content_type: PDF, size, message, expires_at: new Date(Date.now() + days * DAY).toISOString(), revoked: false, download_count: 0, last_downloaded_at: null, created_at: new Date().toISOString() };
    shares = [row, ...shares];
    return { ...row, link: `${location.origin}/api/secure_file_share/story-${row.id}-abcdefghijklmnopqrstuvwxyz` };
  };

  const restore = interceptFetch(async (request, url) => {
    const path = url.pathname.replace(/\/$/, '');
    if (!/^\/api\/(checklists|standard_files|secure_file_share|teams\/1|contact_roles|users|accounts)/.test(path)) return undefined;
    if (mode === 'failing') return json({ detail: 'The service is unavailable. Try again later.' }, 503);
    const method = request.method;
    const body = method === 'GET' || method === 'DELETE' ? {} : ((await request.json()) as Record<string, unknown>);
    if (path === '/api/contact_roles') return json(page([{ id: 1, name: 'Borrower' }, { id: 2, name: 'Guarantor' }], url, ['name'], 'name'));
    if (path === '/api/users') return json(page([], url, [], 'last_name'));
    if (path === '/api/accounts') {
      const kind = url.searchParams.get('module_kind');
      return json(page(empty ? [] : ACCOUNTS.filter((a) => !kind || a.module_kind === Number(kind)), url, ['name'], 'name'));
    }
    const accountContacts = /^\/api\/accounts\/(\d+)\/contacts$/.exec(path);
    if (accountContacts) {
      const rows = ACCOUNT_CONTACTS[Number(accountContacts[1])] ?? [];
      return json({ count: rows.length, results: rows });
    }
    if (path === '/api/checklists' && method === 'GET') {
      const kind = url.searchParams.get('module_kind');
      return json(page(checklists.filter((c) => !kind || c.module_kind === Number(kind)), url, ['name', 'description'], 'name'));
    }
    if (path === '/api/checklists' && method === 'POST') {
      if (checklists.some((c) => c.name === body.name)) return json({ name: ['A checklist with this name already exists.'] }, 400);
      const created = { id: nextId(checklists), item_count: 0, ...body };
      checklists = [...checklists, created];
      return json(created, 201);
    }
    const one = /^\/api\/checklists\/(\d+)(?:\/(items|apply)(?:\/(\d+))?)?$/.exec(path);
    if (one) {
      const id = Number(one[1]);
      const list = checklists.find((c) => c.id === id);
      if (!list) return json({ detail: 'Not found.' }, 404);
      if (one[2] === 'apply') {
        const due = (days: unknown) => (days === null ? null : new Date(Date.now() + Number(days) * DAY).toISOString().slice(0, 10));
        return json({ account_id: body.account_id, checklist_id: id, items: items.map((t, i) => ({ id: 500 + i, kind: t.kind, title: t.title, status: 'Requested', due_date: due(t.due_offset_days), assignment_kind: t.assignment_kind, assignee_contact_id: null })) }, 201);
      }
      if (one[2] === 'items') {
        const itemId = Number(one[3]);
        if (method === 'DELETE') items = items.filter((t) => t.id !== itemId);
        else if (method === 'PATCH') items = items.map((t) => (t.id === itemId ? { ...t, ...body } : t));
        else items = [...items, { id: nextId(items), position: items.length, ...body }];
        checklists = checklists.map((c) => (c.id === id ? { ...c, item_count: items.length } : c));
        return method === 'DELETE' ? json(null, 204) : json(items.find((t) => t.id === (itemId || nextId(items) - 1)), itemId ? 200 : 201);
      }
      if (method === 'GET') return json({ ...list, items: id === 1 ? items : [] });
      if (method === 'DELETE') {
        checklists = checklists.filter((c) => c.id !== id);
        return json(null, 204);
      }
      checklists = checklists.map((c) => (c.id === id ? { ...c, ...body } : c));
      return json(checklists.find((c) => c.id === id));
    }
    if (path === '/api/standard_files') return json(page(files, url, ['name', 'description', 'file_name'], 'name'));
    const file = /^\/api\/standard_files\/(\d+)(\/download)?$/.exec(path);
    if (file) {
      const id = Number(file[1]);
      if (file[2]) return new Response(new Blob(['%PDF-1.4 story file'], { type: PDF }));
      if (method === 'DELETE') {
        files = files.filter((f) => f.id !== id);
        return json(null, 204);
      }
      files = files.map((f) => (f.id === id ? { ...f, ...body } : f));
      return json(files.find((f) => f.id === id));
    }
    if (path === '/api/secure_file_share' && method === 'GET') return json(page(shares, url, ['file_name', 'contact_email', 'message'], '-created_at'));
    if (path === '/api/secure_file_share' && method === 'POST') {
      if (Number(body.contact_id) === 404) return json({ contact_id: ['No such contact in this organization.'] }, 400);
      const source = files.find((f) => f.id === Number(body.standard_file_id));
      return json(share(Number(body.contact_id), String(source?.file_name ?? 'file.pdf'), Number(source?.size ?? 0), Number(body.expires_in_days), String(body.message ?? '')), 201);
    }
    const revoke = /^\/api\/secure_file_share\/(\d+)$/.exec(path);
    if (revoke && method === 'DELETE') {
      shares = shares.filter((s) => s.id !== Number(revoke[1]));
      return json(null, 204);
    }
    if (path === '/api/teams/1/members') return json(page(members, url, ['email', 'last_name'], 'last_name'));
    if (path === '/api/teams/1') {
      if (method === 'PATCH') team = { ...team, ...body };
      return json(team);
    }
    return json({ detail: 'Not found.' }, 404);
  });

  /** Uploads: progress in ten steps, then the server's answer (a contact number 404 is refused). */
  class StoryXhr {
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private path = '';
    open(_method: string, url: string) {
      this.path = new URL(url, location.href).pathname;
    }
    setRequestHeader() {}
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const upload = form.get('file') as File;
      let step = 0;
      const timer = setInterval(() => {
        step += 1;
        this.upload.onprogress?.(new ProgressEvent('progress', { loaded: (upload.size * step) / 10, total: upload.size, lengthComputable: true }));
        if (step < 10) return;
        clearInterval(timer);
        const answer = (status: number, body: unknown) => {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        };
        if (mode === 'failing') return answer(503, { detail: 'The service is unavailable. Try again later.' });
        if (this.path === '/api/secure_file_share') {
          if (form.get('contact_id') === '404') return answer(400, { contact_id: ['No such contact in this organization.'] });
          return answer(201, share(Number(form.get('contact_id')), upload.name, upload.size, Number(form.get('expires_in_days')), String(form.get('message') ?? '')));
        }
        const created = { id: nextId(files), name: String(form.get('name') || upload.name.replace(/\.[^.]+$/, '')), description: String(form.get('description') ?? ''), file_name: upload.name, content_type: upload.type || PDF, size: upload.size, checksum_sha256: '', created_at: new Date().toISOString() };
        files = [...files, created];
        answer(201, created);
      }, 200);
    }
  }
  window.XMLHttpRequest = StoryXhr as unknown as typeof XMLHttpRequest;

  return () => {
    restore();
    window.XMLHttpRequest = previousXhr;
  };
}
