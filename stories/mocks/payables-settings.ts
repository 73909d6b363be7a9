/**
 * Accounts payable settings on one small in-memory API: two approval rules in EUR (below 5,000 one
 * of two people approves; from 5,000, for Brightline and account 6100, the Finance team then the
 * chief), the organization's users and teams to choose approvers from, two vendors for the picker,
 * and a 2.5 % unit price tolerance. Only an Office Administrator may read or write the rules (the
 * server answers others 403) and write the tolerance; writes check what the server checks.
 */
import type { ApprovalRule, ApprovalRuleWrite, MatchTolerance, OfficeRole } from '@si/contract';
import { Big } from '@si/contract/money';
import { interceptFetch, json } from '@si/core/testing/network';

export type FakeData = 'normal' | 'empty' | 'failing';

const USERS = [
  { id: 11, first_name: 'Dana', last_name: 'Chief', email: 'dana@example.com', is_active: true },
  { id: 12, first_name: 'Sam', last_name: 'Clerk', email: 'sam@example.com', is_active: true },
  { id: 13, first_name: 'نور', last_name: 'الهدى', email: 'nour@example.com', is_active: true },
];
const TEAMS = [
  { id: 3, name: 'Finance', member_count: 2 },
  { id: 4, name: 'Purchasing', member_count: 3 },
];
const VENDORS = [
  { id: 31, name: 'Brightline Office Supply', module_kind: 5, account_hold: false },
  { id: 33, name: 'Copperleaf Print & Signs', module_kind: 5, account_hold: false },
];

const named = (list: { id: number; name: string }[], ids: number[]) => list.filter((x) => ids.includes(x.id)).map(({ id, name }) => ({ id, name }));
const people = USERS.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}` }));
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

function seed(): ApprovalRule[] {
  const at = '2026-11-26T09:00:00Z';
  return [
    { id: 1, name: 'Everyday bills', position: 0, currency: 'EUR', amount_from: '0.00', amount_to: '5000.00', vendor: null, account_code: null, steps: [{ users: named(people, [11, 12]), teams: [], required: 1 }], updated_at: at },
    {
      id: 2,
      name: 'Large Brightline bills',
      position: 1,
      currency: 'EUR',
      amount_from: '5000.00',
      amount_to: null,
      vendor: { id: 31, name: 'Brightline Office Supply' },
      account_code: '6100',
      steps: [
        { users: [], teams: named(TEAMS, [3]), required: 1 },
        { users: named(people, [11]), teams: [], required: 1 },
      ],
      updated_at: at,
    },
  ];
}

/** The rule answered for a body, or the field messages the server would give. */
function answerOf(body: ApprovalRuleWrite, id: number): ApprovalRule | Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!body.name?.trim()) errors.name = ['This field is required.'];
  if (body.vendor_account_id !== null && !VENDORS.some((v) => v.id === body.vendor_account_id)) errors.vendor_account_id = ['Must be the id of a vendor account of this organization.'];
  body.steps.forEach((s, i) => {
    if (!s.user_ids.length && !s.team_ids.length) errors[`steps.${i}.user_ids`] = ['Name at least one user or team.'];
    else if (!s.team_ids.length && s.required > s.user_ids.length) errors[`steps.${i}.required`] = ['A step of users only cannot require more approvals than it has users.'];
  });
  if (Object.keys(errors).length) return errors;
  const vendor = VENDORS.find((v) => v.id === body.vendor_account_id);
  return {
    id,
    name: body.name.trim(),
    position: body.position,
    currency: body.currency,
    amount_from: new Big(body.amount_from).toFixed(2),
    amount_to: body.amount_to === null ? null : new Big(body.amount_to).toFixed(2),
    vendor: vendor ? { id: vendor.id, name: vendor.name } : null,
    account_code: body.account_code,
    steps: body.steps.map((s) => ({ users: named(people, s.user_ids), teams: named(TEAMS, s.team_ids), required: s.required })),
    updated_at: new Date().toISOString(),
  };
}

export function servePayablesSettings(data: FakeData, role: OfficeRole): () => void {
  const rules = data === 'empty' ? [] : seed();
  let tolerance: MatchTolerance = { price_percent: data === 'empty' ? '0' : '2.5', quantity_percent: '0' };
  let nextId = 10;
  const admin = role === 'OA';
  const refused = () => json({ detail: 'You do not have permission to perform this action.' }, 403);
  return interceptFetch(async (request, url) => {
    const path = url.pathname;
    const method = request.method;
    if (path === '/api/users' && method === 'GET') return json(page(USERS));
    if (path === '/api/teams' && method === 'GET') return json(page(TEAMS));
    if (path === '/api/accounts' && method === 'GET') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      return json(page(VENDORS.filter((v) => v.name.toLowerCase().includes(search))));
    }
    if (path === '/api/payables_settings/match_tolerance') {
      if (data === 'failing') return json({ detail: 'The server is not answering.' }, 503);
      if (method === 'GET') return json(tolerance);
      if (!admin) return refused();
      const body = (await request.json()) as MatchTolerance;
      const bad = (v: string) => !/^\d{1,14}(\.\d{1,4})?$/.test(v) || new Big(v).gt(100);
      if (bad(body.price_percent) || bad(body.quantity_percent)) {
        return json({ ...(bad(body.price_percent) && { price_percent: ['Enter a percentage from 0 to 100.'] }), ...(bad(body.quantity_percent) && { quantity_percent: ['Enter a percentage from 0 to 100.'] }) }, 400);
      }
      tolerance = { price_percent: new Big(body.price_percent).toString(), quantity_percent: new Big(body.quantity_percent).toString() };
      return json(tolerance);
    }
    if (!path.startsWith('/api/bill_approval_rules')) return undefined;
    if (data === 'failing') return json({ detail: 'The server is not answering.' }, 503);
    if (!admin) return refused();
    if (path === '/api/bill_approval_rules' && method === 'GET') return json({ results: [...rules].sort((a, b) => a.position - b.position || a.id - b.id) });
    if (path === '/api/bill_approval_rules' && method === 'POST') {
      const answered = answerOf((await request.json()) as ApprovalRuleWrite, nextId++);
      if (!('id' in answered)) return json(answered, 400);
      rules.push(answered as ApprovalRule);
      return json(answered, 201);
    }
    const id = Number(/^\/api\/bill_approval_rules\/(\d+)$/.exec(path)?.[1]);
    const at = rules.findIndex((r) => r.id === id);
    if (at < 0) return json({ detail: 'Not found.' }, 404);
    if (method === 'DELETE') {
      rules.splice(at, 1);
      return new Response(null, { status: 204 });
    }
    const answered = answerOf((await request.json()) as ApprovalRuleWrite, id);
    if (!('id' in answered)) return json(answered, 400);
    rules[at] = answered as ApprovalRule;
    return json(answered);
  });
}
