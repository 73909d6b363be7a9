/**
 * A small in-memory requirements API for the si-workspace-requirements story: the list, add, edit,
 * delete, reorder, review and notes of workspace 9, with the server's rules that a person would
 * notice (a title is required, a reason is required to send back, a bad threshold is refused).
 */
import type { RequirementRow, StaffComment } from '@si/contract';
import { bodyOf, interceptFetch, json } from '@si/core/testing/network';
import { ACCOUNT_ID, NOTE, ROWS } from '../../packages/elements/src/workspaces/workspace-requirements/requirements.fixtures.ts';

type Body = Record<string, unknown>;
const DECIMAL = /^-?\d{1,14}(\.\d{1,4})?$/;

export function serveRequirements(): () => void {
  let rows: RequirementRow[] = structuredClone(ROWS);
  const notes: StaffComment[] = [NOTE(1, 'Sent the scan by post too.', false, true), NOTE(2, 'Auditor is a new firm: check the licence.', true)];
  let nextId = 100;
  const names = { 5: 'Carla Customer' } as Record<number, string>;

  const shape = (body: Body, old?: RequirementRow): RequirementRow => {
    const kind = (old?.kind ?? body.kind) as RequirementRow['kind'];
    const merged = { ...old, ...body } as Body & Partial<RequirementRow>;
    const assign = Number(merged.assignment_kind ?? old?.assignment.kind ?? 1) as 1 | 2 | 3;
    const contactId = Number(merged.assignee_contact_id);
    return {
      ...(old ?? ROWS[0]!),
      ...(body as Partial<RequirementRow>),
      id: old?.id ?? nextId++,
      kind,
      status: old?.status ?? 'requested',
      files: old?.files ?? [],
      review: old?.review ?? null,
      figure: old?.figure ?? null,
      answer: old?.answer ?? null,
      threshold: kind === 'METRIC' ? { kind: Number(merged.threshold_kind ?? 0), value: (merged.threshold_value as string | null) ?? null } : null,
      assignment: { kind: assign, contact: assign === 3 ? { id: contactId, name: names[contactId] ?? '' } : null, role: assign === 2 ? { id: 3, name: 'Borrower' } : null },
    };
  };
  const problems = (body: Body) => {
    const out: Record<string, string[]> = {};
    if (body.title !== undefined && !String(body.title).trim()) out.title = ['This field is required.'];
    if (body.threshold_value && !DECIMAL.test(String(body.threshold_value))) out.threshold_value = ['Enter a number with at most 14 digits before the decimal point and 4 after it.'];
    return Object.keys(out).length ? out : undefined;
  };

  return interceptFetch(async (request, url) => {
    if (url.origin !== location.origin || !url.pathname.startsWith('/api/')) return undefined;
    const body = ((await bodyOf(request)) ?? {}) as Body;
    const path = url.pathname;
    const item = /^\/api\/items\/(\d+)(\/review)?$/.exec(path);
    const index = item ? rows.findIndex((r) => r.id === Number(item[1])) : -1;
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (path === '/api/contact_roles') return json({ count: 1, next: null, previous: null, results: [{ id: 3, name: 'Borrower' }] });
    if (path === `/api/accounts/${ACCOUNT_ID}/contacts`) {
      return json({ count: 1, results: [{ id: 5, party_type: 1, first_name: 'Carla', last_name: 'Customer', company_name: '', email: 'carla@example.com', phone: '', contact_role: null, link: { state: 'none', issued_at: null, expires_at: null, sent_at: null, last_access_at: null } }] });
    }
    if (path === `/api/accounts/${ACCOUNT_ID}/items`) {
      if (request.method === 'GET') return json({ count: rows.length, results: rows });
      const wrong = problems(body);
      if (wrong) return json(wrong, 400);
      const row = shape(body);
      rows = [...rows, row].sort((a, b) => a.section.localeCompare(b.section));
      return json(row, 201);
    }
    if (path === `/api/accounts/${ACCOUNT_ID}/items/reorder`) {
      const ids = body.ids as number[];
      rows = ids.map((id) => rows.find((r) => r.id === id)!);
      return json({ count: rows.length, results: rows });
    }
    if (item && index >= 0 && item[2]) {
      if (body.decision === 'returned' && !String(body.reason ?? '').trim()) return json({ reason: ['Say why it is sent back: the contact sees this reason.'] }, 400);
      const decision = body.decision as 'accepted' | 'returned';
      rows[index] = { ...rows[index]!, status: decision, review: { decision, reason: String(body.reason ?? ''), by: { id: 1, name: 'Olivia Admin' }, at: new Date().toISOString() } };
      return json(rows[index]);
    }
    if (item && index >= 0 && request.method === 'PATCH') {
      const wrong = problems(body);
      if (wrong) return json(wrong, 400);
      rows[index] = shape(body, rows[index]);
      return json(rows[index]);
    }
    if (item && index >= 0 && request.method === 'DELETE') {
      rows = rows.filter((r) => r.id !== Number(item[1]));
      return json(undefined, 204);
    }
    if (path === `/api/accounts/${ACCOUNT_ID}/comments`) {
      const target = Number(url.searchParams.get('target_id') ?? body.target_id);
      if (request.method === 'GET') return json({ comments: notes.filter((n) => n.target_id === target) });
      const note: StaffComment = { ...NOTE(notes.length + 1, String(body.comment_text), Boolean(body.internal)), target_id: target, created_at: new Date().toISOString() };
      notes.push(note);
      return json(note, 201);
    }
    return json({ detail: 'Not found.' }, 404);
  });
}
