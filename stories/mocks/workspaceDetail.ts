/**
 * A small in-memory API for the workspace detail story: workspace 12 with its custom fields,
 * contacts, portal links and access log, the contact directory and the form's lists. A name
 * "Taken" is refused like the server refuses a duplicate; an e-mail already in the directory too.
 */
import { interceptFetch, json } from '@si/core/testing/network';
import { ACCESS, ACCOUNT, CARLA, DAN, DIRECTORY, FIELDS, OFFICES, ROLES, TEAMS, USERS } from '../../packages/elements/src/workspaces/workspace-detail/workspace-fixtures.ts';

type Contact = typeof CARLA;
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const named = <T extends { id: number; name: string }>(rows: T[], id: unknown) => rows.find((r) => r.id === id) ?? null;

export function serveWorkspaceDetail(mode: 'normal' | 'failing', hold: boolean): () => void {
  let account = { ...ACCOUNT, account_hold: hold, account_hold_message: hold ? 'Please call us before uploading.' : '' };
  let fields = FIELDS.map((f) => ({ ...f }));
  let contacts: Contact[] = [{ ...CARLA }, { ...DAN }];
  let next = 100;

  return interceptFetch(async (request, url) => {
    const path = url.pathname;
    if (!/^\/api\/(accounts\/12|contacts|contact_roles|users|teams|offices)(\/|$)/.test(path)) return undefined;
    if (mode === 'failing') return json({ detail: 'The server is not answering right now.' }, 503);
    const method = request.method;
    const body = method === 'GET' || method === 'DELETE' ? {} : ((await request.json()) as Record<string, unknown>);
    if (path === '/api/contact_roles') return json(page(ROLES));
    if (path === '/api/users') return json(page(USERS));
    if (path === '/api/teams') return json(page(TEAMS));
    if (path === '/api/offices') return json(page(OFFICES));
    if (path === '/api/contacts') return json(page(DIRECTORY.filter((d) => !contacts.some((c) => c.id === d.id))));
    if (path === '/api/accounts/12') {
      if (method === 'GET') return json(account);
      if (body.name === 'Taken') return json({ name: ['An account with this name already exists.'] }, 400);
      const users = USERS.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}` }));
      account = {
        ...account,
        ...(body as object),
        ...('lead_user_id' in body ? { lead: named(users, body.lead_user_id) } : {}),
        ...('team_id' in body ? { team: named(TEAMS, body.team_id) } : {}),
        ...('office_id' in body ? { office: named(OFFICES, body.office_id) } : {}),
      };
      return json(account);
    }
    if (path === '/api/accounts/12/custom_field_values') {
      if (method === 'PUT') {
        const values = body.values as Record<string, string | number | null>;
        fields = fields.map((f) => (String(f.field_id) in values ? { ...f, value: values[String(f.field_id)] } : f));
      }
      return json(fields);
    }
    if (path === '/api/accounts/12/contacts') {
      if (method === 'GET') return json({ count: contacts.length, results: contacts });
      const picked = DIRECTORY.find((d) => d.id === body.contact_id);
      const fresh = body.contact as Contact | undefined;
      if (fresh && DIRECTORY.some((d) => d.email === fresh.email)) return json({ 'contact.email': ['A contact with this e-mail already exists.'] }, 400);
      const role = ROLES.find((r) => r.id === body.contact_role_id) ?? null;
      const row: Contact = { ...DAN, ...(picked ?? fresh), id: picked?.id ?? next++, contact_role: role, link: DAN.link };
      contacts = [...contacts, row];
      return json(row, 201);
    }
    const m = /^\/api\/accounts\/12\/contacts\/(\d+)(\/link|\/access_log)?$/.exec(path);
    const contact = m && contacts.find((c) => c.id === Number(m[1]));
    if (!m || !contact) return json({ detail: 'Not found.' }, 404);
    const put = (row: Contact) => {
      contacts = contacts.map((c) => (c.id === row.id ? row : c));
      return row;
    };
    if (m[2] === '/access_log') return json(page(contact.id === CARLA.id ? ACCESS : []));
    if (m[2] === '/link') {
      if (method === 'DELETE') {
        put({ ...contact, link: { ...contact.link, state: 'revoked' } });
        return json(null, 204);
      }
      const expires = (body.expires_at as string | null) ?? null;
      if (expires && new Date(expires) < new Date()) return json({ expires_at: ['The expiry must be in the future.'] }, 400);
      const link = { ...contact.link, state: 'active' as const, expires_at: expires, issued_at: method === 'POST' ? new Date().toISOString() : contact.link.issued_at };
      const row = put({ ...contact, link });
      if (method === 'PATCH') return json(row);
      const token = Math.random().toString(36).slice(2);
      return json({ url: `${location.origin}/public/b/${token}`, token, expires_at: expires, sent_to: body.send ? row.email : null, contact: row }, 201);
    }
    if (method === 'DELETE') {
      contacts = contacts.filter((c) => c.id !== contact.id);
      return json(null, 204);
    }
    return json(put({ ...contact, contact_role: ROLES.find((r) => r.id === body.contact_role_id) ?? null }));
  });
}
