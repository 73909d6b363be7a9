/**
 * A small in-memory reports API for the Reports stories: the signed-in user's exceptions
 * (JSON, and a tiny PDF / CSV-as-XLSX stand-in with a Content-Disposition name), a user's
 * detail and pending-items reports, and the summary, account detail and task reports,
 * paged and sorted the way the server does it.
 */
import { interceptFetch, json } from '@si/core/testing/network';

const ACCOUNTS = ['Acme Ltd', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark Industries', 'Wayne Enterprises', 'Wonka', 'Tyrell', 'Cyberdyne', 'Soylent', 'Oscorp'];
const PEOPLE = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Collections'];
const STATES = ['todo', 'in_progress', 'done'] as const;
const STATUS = { todo: 'Requested', in_progress: 'In review', done: 'Approved' };

type Item = { id: number; accountId: number; title: string; state: (typeof STATES)[number]; due: string; overdue: number; assignee: string };

function items(): Item[] {
  const today = Date.UTC(2026, 2, 20);
  return Array.from({ length: 90 }, (_, i) => {
    const state = STATES[i % 3];
    const offset = (i % 11) - 5;
    const due = new Date(today + offset * 86_400_000).toISOString().slice(0, 10);
    return { id: i + 1, accountId: (i % ACCOUNTS.length) + 1, title: `Requirement ${i + 1}`, state, due, overdue: state !== 'done' && offset < 0 ? -offset : 0, assignee: PEOPLE[i % PEOPLE.length] };
  });
}

const counts = (list: Item[]) => ({
  total: list.length,
  todo: list.filter((i) => i.state === 'todo').length,
  in_progress: list.filter((i) => i.state === 'in_progress').length,
  done: list.filter((i) => i.state === 'done').length,
  overdue: list.filter((i) => i.overdue > 0).length,
});
const account = (id: number) => ({ id, name: ACCOUNTS[id - 1], module_kind: 2 });
const itemShape = (i: Item) => ({ id: i.id, title: i.title, kind: 'REQUEST_ITEM', status: STATUS[i.state], state: i.state });

export function serveReports(mode: 'normal' | 'empty' | 'failing'): () => void {
  const all = mode === 'empty' ? [] : items();

  const restore = interceptFetch(async (request, url) => {
    const path = url.pathname;
    if (!/^\/api\/(reports|users\/\d+\/user)/.test(path)) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (mode === 'failing') return json({ detail: 'The server is not answering right now.' }, 503);
    const q = url.searchParams;

    if (/\/userExceptionsReport$/.test(path)) {
      const body = (await request.json()) as { lead_only: boolean; filter: string; format: string };
      const filter = body.filter.toLowerCase();
      const rows = all
        .filter((i) => i.overdue > 0 && (!body.lead_only || i.accountId % 2 === 1))
        .filter((i) => !filter || i.title.toLowerCase().includes(filter) || ACCOUNTS[i.accountId - 1].toLowerCase().includes(filter))
        .sort((a, b) => b.overdue - a.overdue);
      if (body.format !== 'json') {
        await new Promise((resolve) => setTimeout(resolve, 1200));
        const text = rows.map((i) => `${ACCOUNTS[i.accountId - 1]},${i.title},${i.due},${i.overdue}`).join('\n');
        const type = body.format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
        return new Response(new Blob([text], { type }), { headers: { 'content-type': type, 'content-disposition': `attachment; filename="exception-report-1-2026-03-20.${body.format}"` } });
      }
      return json({
        user: { id: 1, name: 'Olivia Admin', email: 'olivia@example.com' }, generated_at: new Date().toISOString(), lead_only: body.lead_only,
        workspace_type: null, filter: body.filter, count: rows.length, truncated: false,
        results: rows.map((i) => ({ account: account(i.accountId), item: itemShape(i), due_date: i.due, days_overdue: i.overdue, assignee: i.assignee, lead: 'Olivia Admin' })),
      });
    }
    if (/\/userDetailReport$/.test(path)) {
      return json({
        user: { id: 1, name: 'Olivia Admin', email: 'olivia@example.com', is_active: true, last_login_at: '2026-03-19T08:15:00Z' },
        accounts_led: mode === 'empty' ? 0 : 6, items: counts(all), by_module: all.length ? [{ module_kind: 2, ...counts(all) }] : [],
        recent_activity: all.slice(0, 6).map((i) => ({ id: i.id, entity_kind: 3, entity_id: i.id, action: 'status_changed', created_at: `2026-03-1${i.id % 9}T10:00:00Z` })),
      });
    }
    if (/\/userPendingItemsReport$/.test(path)) {
      const perPage = Number(q.get('per_page') ?? 1);
      const number = Number(q.get('page') ?? 1);
      const ids = [...new Set(all.filter((i) => i.state !== 'done').map((i) => i.accountId))].sort((a, b) => ACCOUNTS[a - 1].localeCompare(ACCOUNTS[b - 1]));
      const results = ids.slice((number - 1) * perPage, number * perPage).map((id) => ({
        account: account(id),
        items: all.filter((i) => i.accountId === id && i.state !== 'done').map((i) => ({ ...itemShape(i), due_date: i.due, days_overdue: i.overdue, assignee: i.assignee })),
      }));
      return json({ count: ids.length, page: number, per_page: perPage, next: null, previous: null, results });
    }
    if (path === '/api/reports/summary') {
      const size = Number(q.get('page_size') ?? 10);
      const number = Number(q.get('page') ?? 1);
      const search = (q.get('search') ?? '').toLowerCase();
      const ordering = q.get('ordering') ?? 'name';
      const field = ordering.replace(/^-/, '') as 'name' | 'total' | 'done' | 'overdue';
      const rows = ACCOUNTS.map((name, i) => ({ id: i + 1, name, module_kind: 2, lead_user_id: 1, ...counts(all.filter((it) => it.accountId === i + 1)) }))
        .filter((r) => r.total > 0 && (!search || r.name.toLowerCase().includes(search)))
        .sort((a, b) => (field === 'name' ? a.name.localeCompare(b.name) : a[field] - b[field]) * (ordering.startsWith('-') ? -1 : 1));
      return json({ count: rows.length, next: null, previous: null, results: rows.slice((number - 1) * size, number * size) });
    }
    const details = /^\/api\/reports\/details\/(\d+)$/.exec(path);
    if (details) {
      const id = Number(details[1]);
      if (!ACCOUNTS[id - 1]) return json({ detail: 'Not found.' }, 404);
      return json({
        account: { ...account(id), account_hold: id === 3, lead: { id: 1, name: 'Olivia Admin' } },
        items: all.filter((i) => i.accountId === id).map((i) => ({ ...itemShape(i), due_date: i.due, days_overdue: i.overdue, assignee: i.assignee, last_change: { to_status: STATUS[i.state], at: '2026-03-18T14:00:00Z' } })),
      });
    }
    if (path === '/api/reports/tasks') {
      const date = Number(q.get('date') ?? 1);
      const scoped = all.filter((_, n) => n % date === 0);
      return json({
        date, module_kind: null,
        results: PEOPLE.map((name, i) => ({ assignee: { type: name === 'Collections' ? 'team' : 'user', id: i + 1, name }, ...counts(scoped.filter((it) => it.assignee === name)) })).filter((r) => r.total > 0),
      });
    }
    return json({ detail: 'Not found.' }, 404);
  });
  return () => {
    restore();
  };
}
