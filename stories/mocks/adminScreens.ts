/**
 * A small in-memory administration API for the admin stories: offices (with a duplicate
 * identifier refused), teams and members, users (invite, office roles, resend invitation, reset MFA, deactivate, reactivate), My Tasks and the audit log, paged, sorted and searched the way the
 * server does it, so every state of the data table can be walked.
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

const CITIES = ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Nice', 'Nantes', 'Lille', 'Rennes', 'Reims', 'Brest', 'Dijon', 'Tours', 'Metz', 'Caen'];
const STEPS: [string, 'todo' | 'in_progress' | 'done'][] = [['Requested', 'todo'], ['In review', 'in_progress'], ['Approved', 'done']];
const KINDS = ['user_invited', 'item_status_changed', 'file_uploaded', 'contact_created', 'workspace_created'];

function person(id: number, first: string, last: string, email: string, office: { id: number; identifier: string; name: string }, role: string): Row {
  return {
    id, identifier: `U-${id}`, is_active: true, email, first_name: first, last_name: last, home_office_id: office.id, phone: '',
    mfa_active: false, invitation_pending: false, last_login_at: null, offices: [{ office, role }],
  };
}

export function serveAdmin(mode: 'normal' | 'empty' | 'failing'): () => void {
  let offices: Row[] =
    mode === 'empty' ? [] : CITIES.map((city, i) => ({ id: i + 1, identifier: city.slice(0, 3).toUpperCase(), name: `${city} office`, user_count: (i * 7) % 11 }));
  const hq = { id: 1, identifier: 'PAR', name: 'Paris office' };
  let users: Row[] =
    mode === 'empty'
      ? []
      : [
          person(1, 'Olivia', 'Admin', 'olivia@example.com', hq, 'OA'),
          { ...person(2, 'Victor', 'Viewer', 'victor@example.com', hq, 'VO'), mfa_active: true },
          { ...person(3, 'Ines', 'Clerk', 'ines@example.com', hq, 'IC'), invitation_pending: true },
          { ...person(4, 'Leo', 'Reviewer', 'leo@example.com', hq, 'LRA'), is_active: false },
        ];
  let teams: Row[] = mode === 'empty' ? [] : [{ id: 1, name: 'Collections' }, { id: 2, name: 'Underwriting' }];
  const members = new Map<number, number[]>(mode === 'empty' ? [] : [[1, [1, 3]], [2, [2]]]);
  const tasks: Row[] =
    mode === 'empty'
      ? []
      : Array.from({ length: 240 }, (_, i) => ({
          id: i + 1,
          title: `Collect document ${i + 1}`,
          kind: 'FILE',
          status: STEPS[i % 3][0],
          state: STEPS[i % 3][1],
          due_date: `2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
          account: { id: (i % 9) + 1, name: `Account ${(i % 9) + 1}`, module_kind: 1 },
          assigned_to: { type: 'user', id: 1, name: 'Olivia Admin' },
        }));
  const events: Row[] =
    mode === 'empty'
      ? []
      : Array.from({ length: 60 }, (_, i) => ({
          id: i + 1,
          entity_kind: (i % 5) + 1,
          entity_id: 100 + i,
          action: KINDS[i % 5],
          actor: i % 4 ? { type: 'user', id: (i % 3) + 1, name: ['Olivia Admin', 'Victor Viewer', 'Ines Clerk'][i % 3], email: null } : null,
          details: {},
          created_at: new Date(Date.UTC(2026, 2, 28) - i * 3_600_000 * 7).toISOString(),
        }));

  const restore = interceptFetch(async (request, url) => {
    const path = url.pathname;
    if (!/^\/api\/(offices|teams|users|tasks|audit_log)/.test(path)) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (mode === 'failing') return json({ detail: 'The server is not answering right now.' }, 503);
    if (path === '/api/offices' && request.method === 'GET') return json(page(offices, url, ['identifier', 'name'], 'identifier'));
    if (path === '/api/teams' && request.method === 'GET') {
      return json(page(teams.map((t) => ({ ...t, member_count: (members.get(t.id) ?? []).length })), url, ['name'], 'name'));
    }
    if (path === '/api/teams' && request.method === 'POST') {
      const { name } = (await request.json()) as { name: string };
      if (teams.some((t) => String(t.name).toLowerCase() === name.toLowerCase())) return json({ name: ['A team with this name already exists.'] }, 400);
      const created = { id: teams.length + 1, name, member_count: 0 };
      teams = [...teams, created];
      return json(created, 201);
    }
    const membership = /^\/api\/teams\/(\d+)\/members(?:\/(\d+))?$/.exec(path);
    if (membership) {
      const teamId = Number(membership[1]);
      const ids = members.get(teamId) ?? [];
      const row = (u: Row) => ({ user_id: u.id, email: u.email, first_name: u.first_name, last_name: u.last_name, is_active: u.is_active, added_at: '2026-03-01T09:00:00Z' });
      if (request.method === 'GET') return json(page(users.filter((u) => ids.includes(u.id)).map((u) => ({ ...row(u), id: u.id })), url, ['email', 'last_name'], 'last_name'));
      if (request.method === 'DELETE') {
        members.set(teamId, ids.filter((id) => id !== Number(membership[2])));
        return json(null, 204);
      }
      const { user_id } = (await request.json()) as { user_id: number };
      if (ids.includes(user_id)) return json({ user_id: ['This user is already a member of the team.'] }, 400);
      members.set(teamId, [...ids, user_id]);
      return json(row(users.find((u) => u.id === user_id)!), 201);
    }
    if (path === '/api/users' && request.method === 'GET') return json(page(users, url, ['email', 'first_name', 'last_name'], 'last_name'));
    if (path === '/api/users' && request.method === 'POST') {
      const invite = (await request.json()) as { email: string; first_name: string; last_name: string; office_id: number; role: string };
      if (users.some((u) => u.email === invite.email)) return json({ email: ['A user with this e-mail already exists.'] }, 400);
      const office = offices.find((o) => o.id === invite.office_id) as { id: number; identifier: string; name: string };
      const created = person(users.length + 1, invite.first_name, invite.last_name, invite.email, { id: office.id, identifier: office.identifier, name: office.name }, invite.role);
      users = [...users, { ...created, invitation_pending: true }];
      return json(created, 201);
    }
    const toggled = /^\/api\/users\/(\d+)\/(deactivate|reactivate)$/.exec(path);
    if (toggled) {
      users = users.map((u) => (u.id === Number(toggled[1]) ? { ...u, is_active: toggled[2] === 'reactivate' } : u));
      return json(users.find((u) => u.id === Number(toggled[1])));
    }
    const officeRole = /^\/api\/users\/(\d+)\/offices\/(\d+)$/.exec(path);
    if (officeRole) {
      const [id, officeId] = [Number(officeRole[1]), Number(officeRole[2])];
      const target = users.find((u) => u.id === id);
      const place = offices.find((o) => o.id === officeId);
      if (!target || !place) return json({ detail: 'Not found.' }, 404);
      const held = target.offices as { office: { id: number }; role: string }[];
      const oas = users.filter((u) => u.is_active && (u.offices as typeof held).some((r) => r.role === 'OA' && !(u.id === id && r.office.id === officeId)));
      const losesOa = held.some((r) => r.office.id === officeId && r.role === 'OA');
      if (request.method === 'DELETE') {
        if (!held.some((r) => r.office.id === officeId)) return json({ detail: 'Not found.' }, 404);
        if (losesOa && !oas.length) return json({ role: ['The organization needs at least one active Office Administrator.'] }, 400);
        target.offices = held.filter((r) => r.office.id !== officeId);
      } else {
        const { role } = (await request.json()) as { role: string };
        if (losesOa && role !== 'OA' && !oas.length) return json({ role: ['The organization needs at least one active Office Administrator.'] }, 400);
        const office = { id: place.id, identifier: place.identifier, name: place.name };
        target.offices = held.some((r) => r.office.id === officeId) ? held.map((r) => (r.office.id === officeId ? { office, role } : r)) : [...held, { office, role }];
      }
      return json(target);
    }
    const userAction = /^\/api\/users\/(\d+)\/(reset_mfa|resend_invitation)$/.exec(path);
    if (userAction) {
      const target = users.find((u) => u.id === Number(userAction[1]));
      if (!target) return json({ detail: 'Not found.' }, 404);
      if (userAction[2] === 'reset_mfa') target.mfa_active = false;
      else if (!target.invitation_pending) return json({ non_field_errors: ['This user has already activated the account.'] }, 400);
      return json(target);
    }
    if (path === '/api/tasks') {
      const status = Number(url.searchParams.get('status') ?? 4);
      const state = [undefined, 'todo', 'in_progress', 'done'][status];
      return json(page(tasks.filter((t) => !state || t.state === state), url, ['title'], 'due_date'));
    }
    if (path === '/api/audit_log') {
      const kind = Number(url.searchParams.get('entity_kind') ?? 0);
      const actor = Number(url.searchParams.get('actor') ?? 0);
      const rows = events.filter((e) => (!kind || e.entity_kind === kind) && (!actor || (e.actor as { id: number } | null)?.id === actor));
      return json(page(rows, url, [], '-created_at'));
    }
    const id = Number(/\/api\/offices\/(\d+)$/.exec(path)?.[1]);
    if (request.method === 'DELETE') {
      offices = offices.filter((o) => o.id !== id);
      return json(null, 204);
    }
    const body = (await request.json()) as { identifier: string; name: string };
    if (offices.some((o) => o.id !== id && String(o.identifier).toLowerCase() === body.identifier.toLowerCase())) {
      return json({ identifier: ['An office with this identifier already exists.'] }, 400);
    }
    const saved = { id: id || Math.max(0, ...offices.map((o) => o.id)) + 1, user_count: 0, ...offices.find((o) => o.id === id), ...body };
    offices = [...offices.filter((o) => o.id !== saved.id), saved];
    return json(saved, id ? 200 : 201);
  });
  return () => {
    restore();
  };
}
