/**
 * A small in-memory API for the workspaces story: the list with its filters and sorts, the CSV
 * export, creating a workspace (an existing name is refused like a server field error) and the bulk
 * actions; plus the users, teams, offices, custom fields and checklists the screen chooses from.
 */
import { interceptFetch, json } from '@si/core/testing/network';

type Ref = { id: number; name: string } | null;
type Workspace = {
  id: number; name: string; module_kind: number; workspace_kind: null; lead: Ref; team: Ref; office: Ref; account_hold: boolean; account_hold_message: string;
  archived: boolean; progress: { accepted: number; total: number }; overdue_count: number; contact_count: number; created_at: string; custom: Record<string, string>;
};

const USERS = [{ id: 1, first_name: 'Olivia', last_name: 'Admin', email: 'olivia@example.com' }, { id: 2, first_name: 'Ivan', last_name: 'Contributor', email: 'ivan@example.com' }];
const TEAMS = [{ id: 1, name: 'Collections', member_count: 2 }, { id: 2, name: 'Onboarding', member_count: 1 }];
const OFFICES = [{ id: 1, identifier: 'PAR', name: 'Paris office', user_count: 2 }];
const FIELDS = [
  { id: 1, module_kind: 1, name: 'Tier', field_type: 'select', options: ['Gold', 'Silver'], required: false, position: 0 },
  { id: 2, module_kind: 1, name: 'Region', field_type: 'text', options: [], required: false, position: 1 },
];
const CHECKLISTS = [{ id: 1, name: 'Client onboarding', description: '', module_kind: 1, item_count: 4 }];
const ref = (list: { id: number; name?: string; first_name?: string; last_name?: string }[], id: unknown): Ref => {
  const found = list.find((r) => r.id === Number(id));
  return found ? { id: found.id, name: found.name ?? `${found.first_name} ${found.last_name}` } : null;
};

function seed(): Workspace[] {
  const names = ['Acme Trading', 'Beta Foods', 'Corner Bakery', 'Delta Logistics', 'Echo Studios', 'Fox & Sons', 'Green Farms', 'Harbor Hotel', 'Iris Clinic', 'Juniper Legal', 'Kite Aviation', 'Lumen Energy'];
  return names.map((name, i) => ({
    id: i + 1, name, module_kind: 1, workspace_kind: null, lead: i % 3 ? ref(USERS, 1) : ref(USERS, 2), team: i % 2 ? ref(TEAMS, 1) : null, office: ref(OFFICES, 1),
    account_hold: i === 1, account_hold_message: i === 1 ? 'Awaiting the signed engagement letter.' : '', archived: i === 11,
    progress: { accepted: i % 5, total: 5 }, overdue_count: i % 4 === 0 ? 2 : 0, contact_count: 1, created_at: new Date(Date.UTC(2026, 0, 1 + i * 3)).toISOString(), custom: { 1: i % 2 ? 'Gold' : 'Silver' },
  }));
}

function select(rows: Workspace[], q: URLSearchParams): Workspace[] {
  const is = (key: string) => q.get(key);
  const search = (is('search') ?? '').toLowerCase();
  const ordering = is('ordering') ?? 'name';
  const key = (w: Workspace): string | number => ({ name: w.name, created_at: w.created_at, progress: w.progress.accepted / (w.progress.total || 1), overdue: w.overdue_count })[ordering.replace(/^-/, '')] ?? w.name;
  return rows
    .filter((w) => w.archived === (is('archived') === 'true'))
    .filter((w) => !search || w.name.toLowerCase().includes(search))
    .filter((w) => !is('module_kind') || w.module_kind === Number(is('module_kind')))
    .filter((w) => !is('lead') || w.lead?.id === Number(is('lead')))
    .filter((w) => !is('team') || w.team?.id === Number(is('team')))
    .filter((w) => !is('office') || w.office?.id === Number(is('office')))
    .filter((w) => !is('on_hold') || w.account_hold === (is('on_hold') === 'true'))
    .filter((w) => is('overdue') !== 'true' || w.overdue_count > 0)
    .filter((w) => !is('custom_field') || !is('custom_value') || (w.custom[is('custom_field')!] ?? '').toLowerCase() === is('custom_value')!.toLowerCase())
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (ordering.startsWith('-') ? -1 : 1));
}

const paged = <T>(rows: T[], q: URLSearchParams) => {
  const size = Number(q.get('page_size') ?? 10);
  const number = Number(q.get('page') ?? 1);
  return { count: rows.length, next: null, previous: null, results: rows.slice((number - 1) * size, number * size) };
};

export function serveWorkspaces(mode: 'normal' | 'empty' | 'failing'): () => void {
  let rows = mode === 'empty' ? [] : seed();
  return interceptFetch(async (request, url) => {
    const path = url.pathname.replace(/\/$/, '');
    if (!/^\/api\/(accounts|users|teams|offices|custom_fields|checklists)/.test(path)) return undefined;
    if (mode === 'failing') return json({ detail: 'The service is unavailable. Try again later.' }, 503);
    const q = url.searchParams;
    if (path === '/api/users') return json(paged(USERS, q));
    if (path === '/api/teams') return json(paged(TEAMS, q));
    if (path === '/api/offices') return json(paged(OFFICES, q));
    if (path === '/api/custom_fields') return json(paged(FIELDS, q));
    if (path === '/api/checklists') return json(paged(CHECKLISTS, q));
    if (path === '/api/accounts' && request.method === 'GET') return json(paged(select(rows, q), q));
    if (path === '/api/accounts/export.csv') {
      const csv = ['name,lead,progress', ...select(rows, q).map((w) => `"${w.name}",${w.lead?.name ?? ''},${w.progress.accepted}/${w.progress.total}`)].join('\n');
      return new Response(csv, { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="workspaces-story.csv"' } });
    }
    const body = (await request.json()) as Record<string, unknown>;
    if (path === '/api/accounts') {
      if (rows.some((w) => w.name.toLowerCase() === String(body.name).toLowerCase())) return json({ name: ['A workspace with this name already exists.'] }, 400);
      const created: Workspace = {
        ...seed()[0], id: Math.max(0, ...rows.map((w) => w.id)) + 1, name: String(body.name), lead: ref(USERS, body.lead_user_id), team: ref(TEAMS, body.team_id), office: ref(OFFICES, body.office_id),
        account_hold: body.account_hold === true, account_hold_message: String(body.account_hold_message ?? ''), progress: { accepted: 0, total: body.checklist_id ? 4 : 0 }, overdue_count: 0, created_at: new Date().toISOString(), custom: {},
      };
      rows = [...rows, created];
      return json(created, 201);
    }
    if (path === '/api/accounts/bulk') {
      const ids = new Set(body.ids as number[]);
      const change = (w: Workspace): Workspace => {
        switch (body.action) {
          case 'assign_lead': return { ...w, lead: ref(USERS, body.lead_user_id) };
          case 'assign_team': return { ...w, team: ref(TEAMS, body.team_id) };
          case 'hold': return { ...w, account_hold: true, account_hold_message: String(body.account_hold_message ?? '') };
          case 'release': return { ...w, account_hold: false };
          case 'archive': return { ...w, archived: true };
          case 'restore': return { ...w, archived: false };
          default: return w;
        }
      };
      rows = rows.map((w) => (ids.has(w.id) ? change(w) : w));
      return json({ updated: ids.size });
    }
    return json({ detail: 'Not found.' }, 404);
  });
}
