/**
 * Expense claims on one small in-memory API, for the expenses stories: Olivia (the signed-in user
 * 1) has a draft whose expenses break the policy (a meal over its limit, a taxi without its
 * receipt) and one in pounds billed on to a customer, a claim waiting for approval, and one
 * rejected with its reason; Ivan's claim waits for her approval; Ivan's approved claim has a
 * customer split to bill on and a reimbursement in a payment run; another was reimbursed.
 * Receipts read into suggestions after a few polls; the policy's findings are worked out as the
 * server works them out (in the expense currency, EUR); money is added with big.js.
 */
import type {
  ExpenseCategoryRow,
  ExpenseClaimDetail,
  ExpenseClaimRow,
  ExpenseFinding,
  ExpenseLineRow,
  ExpenseReimbursementRow,
  ExpenseSettingsRow,
  NamedRef,
} from '@si/contract';
import { Big, roundMoney, sumMoney } from '@si/contract/money';
import { minorUnits } from '@si/contract/currency';
import { interceptFetch, json } from '@si/core/testing/network';

/** What the fake API answers. */
export type FakeData = 'normal' | 'empty' | 'failing';

const ME: NamedRef = { id: 1, name: 'Olivia Admin' };
const IVAN: NamedRef = { id: 2, name: 'Ivan Contributor' };
const FINANCE = { id: 3, name: 'Finance' };
const CUSTOMERS = [
  { id: 40, name: 'Northwind Traders' },
  { id: 41, name: 'Contoso Pharmaceuticals' },
  { id: 42, name: 'شركة النور للتجارة' },
];
const PAYEES: Record<number, NamedRef> = { 1: { id: 90, name: 'Olivia Admin (expenses)' }, 2: { id: 91, name: 'Ivan Contributor (expenses)' } };

/** The claims shown in the claim story's choices. */
export const EXPENSE_CLAIM_IDS = [201, 202, 203, 204, 205, 206] as const;

const fixed = (value: Big.BigSource, currency: string) => roundMoney(value, currency).toFixed(minorUnits(currency));
const receipt = (name: string, type: 'application/pdf' | 'image/jpeg' = 'image/jpeg') => ({
  name, content_type: type, bytes: 182_000, width: type === 'image/jpeg' ? 1500 : null, height: type === 'image/jpeg' ? 2000 : null, uploaded_at: '2026-03-05T09:30:00Z',
});

function category(id: number, name: string, code: string, policy: Partial<ExpenseCategoryRow> = {}): ExpenseCategoryRow {
  return { id, name, account_code: code, limit_per_claim: null, limit_per_day: null, receipt_required_above: null, currency: 'EUR', active: true, position: id, line_count: 0, ...policy };
}

type LineSpec = Omit<ExpenseLineRow, 'id' | 'position' | 'converted_amount' | 'findings' | 'category' | 'note' | 'justification' | 'receipt' | 'splits' | 'rate'> &
  Partial<Pick<ExpenseLineRow, 'note' | 'justification' | 'receipt' | 'splits' | 'rate'>> & { category_id: number };

function seed(data: FakeData) {
  const categories: ExpenseCategoryRow[] = [
    category(1, 'Meals', '6200', { limit_per_claim: '50.00', limit_per_day: '80.00', receipt_required_above: '20.00' }),
    category(2, 'Travel', '6250', { receipt_required_above: '0.00' }),
    category(3, 'Hotels', '6260', { limit_per_claim: '180.00', receipt_required_above: '0.00' }),
    category(4, 'Office supplies', '6110', { receipt_required_above: '25.00' }),
    category(5, 'Telephone', '6400', { active: false }),
  ];
  let settings: ExpenseSettingsRow = { currency: 'EUR', approver_team: FINANCE, approver_office_role: null, reimbursement_days: 14, updated_at: '2026-01-10T09:00:00Z' };
  let nextId = 500;
  const claims: ExpenseClaimDetail[] = [];

  const categoryRef = (id: number) => {
    const c = categories.find((x) => x.id === id) ?? categories[0]!;
    return { id: c.id, name: c.name, account_code: c.account_code };
  };
  function lineOf(claimCurrency: string, spec: LineSpec, position: number, id = nextId++): ExpenseLineRow {
    const rate = spec.currency === claimCurrency ? '1.00000000' : spec.rate ?? '1';
    return {
      id, position, spent_on: spec.spent_on, merchant: spec.merchant, category: categoryRef(spec.category_id), amount: spec.amount, currency: spec.currency, rate,
      converted_amount: fixed(new Big(spec.amount).times(rate), claimCurrency), note: spec.note ?? '', justification: spec.justification ?? '', receipt: spec.receipt ?? null,
      splits: spec.splits ?? [], findings: [],
    };
  }
  /** The policy's findings, as the server works them out: in the expense currency only. */
  function withFindings(claim: ExpenseClaimDetail): ExpenseClaimDetail {
    const lines = claim.lines.map((l): ExpenseLineRow => {
      const policy = categories.find((c) => c.id === l.category.id);
      const findings: ExpenseFinding[] = [];
      if (!policy) return { ...l, findings };
      if (claim.currency !== settings.currency) {
        if (policy.limit_per_claim || policy.limit_per_day) findings.push({ code: 'limits_not_checked', limit: null, amount: null, currency: settings.currency, blocking: false });
      } else {
        const amount = new Big(l.converted_amount);
        const unexplained = !l.justification.trim();
        if (policy.limit_per_claim !== null && amount.gt(policy.limit_per_claim)) findings.push({ code: 'over_claim_limit', limit: policy.limit_per_claim, amount: l.converted_amount, currency: settings.currency, blocking: unexplained });
        const day = sumMoney(claim.lines.filter((o) => o.category.id === l.category.id && o.spent_on === l.spent_on).map((o) => o.converted_amount));
        if (policy.limit_per_day !== null && day.gt(policy.limit_per_day)) findings.push({ code: 'over_day_limit', limit: policy.limit_per_day, amount: fixed(day, settings.currency), currency: settings.currency, blocking: unexplained });
      }
      if (!l.receipt && policy.receipt_required_above !== null && new Big(l.converted_amount).gt(policy.receipt_required_above)) {
        findings.push({ code: 'receipt_missing', limit: policy.receipt_required_above, amount: l.converted_amount, currency: settings.currency, blocking: true });
      }
      return { ...l, findings };
    });
    const total = fixed(sumMoney(lines.map((l) => l.converted_amount)), claim.currency);
    const rebill_pending = lines.reduce((n, l) => n + l.splits.filter((s) => !s.rebilled).length, 0);
    return { ...claim, lines, total, line_count: lines.length, rebill_pending };
  }
  function add(id: number, number: string, claimant: NamedRef, title: string, state: ExpenseClaimDetail['state'], lines: LineSpec[], extra: Partial<ExpenseClaimDetail> = {}) {
    const currency = extra.currency ?? 'EUR';
    claims.push(
      withFindings({
        id, number, title, claimant, currency, total: '0', state, line_count: 0, submitted_at: state === 'draft' ? null : '2026-03-05T10:00:00Z', decided_by: null, decided_at: null,
        reject_reason: null, can_decide: false, created_at: '2026-03-04T09:00:00Z', updated_at: '2026-03-05T10:00:00Z', note: '', approvers: claimant.id === 1 ? [IVAN] : [ME],
        can_edit: false, reimbursement: null, rebill_pending: 0, policy_currency: 'EUR', ...extra,
        lines: lines.map((l, i) => lineOf(currency, l, i + 1)),
      }),
    );
  }
  if (data !== 'empty') {
    add(201, 'EXP-0012', ME, 'Client visit, Lyon', 'draft', [
      { spent_on: '2026-03-04', merchant: 'Brasserie Georges', category_id: 1, amount: '65.00', currency: 'EUR', receipt: receipt('brasserie.jpg'), note: 'Dinner with two buyers from Northwind' },
      { spent_on: '2026-03-04', merchant: 'Taxi Lumière', category_id: 2, amount: '38.20', currency: 'EUR' },
      {
        spent_on: '2026-03-03', merchant: 'Pret A Manger, St Pancras', category_id: 1, amount: '12.40', currency: 'GBP', rate: '1.17000000', receipt: receipt('pret.pdf', 'application/pdf'),
        splits: [{ id: 701, account: CUSTOMERS[0]!, amount: '14.51', rebilled: null }],
      },
    ], { note: 'Visit to agree the spring order.' });
    add(202, 'EXP-0011', IVAN, 'Trade fair, Berlin', 'submitted', [
      { spent_on: '2026-02-24', merchant: 'Deutsche Bahn', category_id: 2, amount: '129.90', currency: 'EUR', receipt: receipt('db-ticket.pdf', 'application/pdf') },
      { spent_on: '2026-02-24', merchant: 'Hotel Adlon', category_id: 3, amount: '210.00', currency: 'EUR', receipt: receipt('adlon.pdf', 'application/pdf'), justification: 'The fair hotels were full; agreed with Olivia.' },
    ], { can_decide: true });
    add(203, 'EXP-0010', ME, 'Team lunch', 'submitted', [{ spent_on: '2026-03-01', merchant: 'Le Petit Bistro', category_id: 1, amount: '44.00', currency: 'EUR', receipt: receipt('bistro.jpg') }]);
    add(204, 'EXP-0009', IVAN, 'Customer workshop, Madrid', 'approved', [
      { spent_on: '2026-02-12', merchant: 'Iberia', category_id: 2, amount: '186.40', currency: 'EUR', receipt: receipt('iberia.pdf', 'application/pdf'), splits: [{ id: 702, account: CUSTOMERS[1]!, amount: '186.40', rebilled: null }] },
      { spent_on: '2026-02-12', merchant: 'Papelería Central', category_id: 4, amount: '18.75', currency: 'EUR' },
    ], { decided_by: ME, decided_at: '2026-02-16T10:00:00Z', reimbursement: { bill_id: 301, state: 'scheduled', total: '205.15', balance: '205.15', due_date: '2026-03-02', paid_on: null, payee_account: PAYEES[2]! } });
    add(205, 'EXP-0008', ME, 'Conference, London', 'reimbursed', [
      { spent_on: '2026-01-20', merchant: 'Eurostar', category_id: 2, amount: '96.00', currency: 'GBP', rate: '1.18500000', receipt: receipt('eurostar.pdf', 'application/pdf') },
    ], { currency: 'EUR', decided_by: IVAN, decided_at: '2026-01-25T10:00:00Z', reimbursement: { bill_id: 302, state: 'paid', total: '113.76', balance: '0.00', due_date: '2026-02-08', paid_on: '2026-02-06', payee_account: PAYEES[1]! } });
    add(206, 'EXP-0007', ME, 'Office chair', 'rejected', [{ spent_on: '2026-02-02', merchant: 'Bureau Vallée', category_id: 4, amount: '149.00', currency: 'EUR' }], {
      decided_by: IVAN, decided_at: '2026-02-05T10:00:00Z', reject_reason: 'Please attach the receipt: it is required above €25.00.', can_edit: true,
    });
    for (const c of claims) c.can_edit = c.claimant.id === ME.id && (c.state === 'draft' || c.state === 'rejected');
  }
  let next = 13;
  const readings = new Map<number, number>();

  const rowOf = ({ note: _n, lines: _l, approvers: _a, can_edit: _e, reimbursement: _r, rebill_pending: _p, policy_currency: _c, ...row }: ExpenseClaimDetail): ExpenseClaimRow => row;
  const find = (id: number) => claims.find((c) => c.id === id);
  const replace = (next: ExpenseClaimDetail) => {
    const fresh = withFindings({ ...next, updated_at: new Date().toISOString() });
    claims.splice(claims.findIndex((c) => c.id === next.id), 1, fresh);
    return fresh;
  };
  function lineBody(claim: ExpenseClaimDetail, body: Record<string, unknown>, old?: ExpenseLineRow): ExpenseLineRow | Response {
    const currency = String(body.currency ?? old?.currency ?? claim.currency).toUpperCase();
    const amount = String(body.amount ?? old?.amount ?? '');
    if (!/^\d+(\.\d+)?$/.test(amount) || !/[1-9]/.test(amount)) return json({ amount: ['Enter an amount greater than zero.'] }, 400);
    if ((amount.split('.')[1] ?? '').length > minorUnits(currency)) return json({ amount: [`${currency} has ${minorUnits(currency)} decimals: enter the amount with at most ${minorUnits(currency)}.`] }, 400);
    const splits = ((body.splits as { account_id: number; amount: string }[] | undefined) ?? old?.splits.map((s) => ({ account_id: s.account.id, amount: s.amount })) ?? []).map((s, i) => ({
      id: 800 + i + nextId, account: CUSTOMERS.find((c) => c.id === s.account_id) ?? { id: s.account_id, name: 'Customer' }, amount: s.amount, rebilled: null,
    }));
    const line = lineOf(claim.currency, {
      spent_on: String(body.spent_on ?? old?.spent_on), merchant: String(body.merchant ?? old?.merchant), category_id: Number(body.category_id ?? old?.category.id), amount, currency,
      rate: String(body.rate ?? old?.rate ?? '1'), note: String(body.note ?? old?.note ?? ''), justification: String(body.justification ?? old?.justification ?? ''), receipt: old?.receipt ?? null, splits,
    }, old?.position ?? claim.lines.length + 1, old?.id);
    if (splits.length && sumMoney(splits.map((s) => s.amount)).gt(line.converted_amount)) return json({ splits: ['The splits add up to more than the expense.'] }, 400);
    return line;
  }
  function reimbursements(): ExpenseReimbursementRow[] {
    return claims
      .filter((c) => c.reimbursement)
      .map((c) => ({
        bill_id: c.reimbursement!.bill_id, claim: { id: c.id, number: c.number, title: c.title }, claimant: c.claimant, payee_account: c.reimbursement!.payee_account, currency: c.currency,
        total: c.reimbursement!.total, balance: c.reimbursement!.balance, state: c.reimbursement!.state, due_date: c.reimbursement!.due_date, approved_at: c.decided_at, paid_on: c.reimbursement!.paid_on,
        payment_run_id: c.reimbursement!.state === 'scheduled' || c.reimbursement!.state === 'paid' ? 12 : null,
      }));
  }
  const reading = (id: number) => {
    const polls = (readings.get(id) ?? 0) + 1;
    readings.set(id, polls);
    if (polls < 3) return { id, state: 'reading', progress: polls * 40 };
    return {
      id, state: 'done', progress: 100,
      result: { method: 'ocr', pages: 1, suggestions: {
        merchant: { value: 'Brasserie Georges', page: 1, text: 'BRASSERIE GEORGES - LYON', confidence: 0.82 },
        spent_on: { value: '2026-03-04', page: 1, text: '04/03/2026 21:14', confidence: 0.9 },
        amount: { value: '65.00', page: 1, text: 'TOTAL EUR 65,00', confidence: 0.88 },
        currency: { value: 'EUR', page: 1, text: 'TOTAL EUR 65,00', confidence: 0.8 },
      } },
    };
  };
  const insert = (claim: ExpenseClaimDetail) => {
    const fresh = withFindings(claim);
    claims.unshift(fresh);
    return fresh;
  };
  return {
    categories, claims, find, replace, insert, rowOf, lineBody, reimbursements, reading, readings,
    get settings() { return settings; },
    set settings(value: ExpenseSettingsRow) { settings = value; },
    nextNumber: () => `EXP-${String(next++).padStart(4, '0')}`,
    nextId: () => nextId++,
    customers: CUSTOMERS,
  };
}

/** The expenses API of the stories; the returned function stops it. */
export function serveExpenses(data: FakeData): () => void {
  const db = seed(data);
  const previousXhr = window.XMLHttpRequest;

  async function answer(method: string, path: string, url: URL, read: () => Promise<unknown>): Promise<Response | undefined> {
    if (path === '/api/accounts') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const results = db.customers.filter((c) => c.name.toLowerCase().includes(search)).map((c) => ({ ...c, module_kind: 4, account_hold: false }));
      return json({ count: results.length, next: null, previous: null, results });
    }
    if (path === '/api/teams') return json({ count: 2, next: null, previous: null, results: [{ id: 3, name: 'Finance', member_count: 2 }, { id: 4, name: 'Managers', member_count: 5 }] });
    if (!/^\/api\/expense-/.test(path)) return undefined;
    if (data === 'failing') return json({ detail: 'The server is not answering.' }, 503);
    const body = method === 'GET' || method === 'DELETE' ? {} : ((await read()) as Record<string, unknown>) ?? {};

    if (path === '/api/expense-settings') {
      if (method === 'PUT') {
        const team = body.approver_team_id ? { id: Number(body.approver_team_id), name: Number(body.approver_team_id) === 3 ? 'Finance' : 'Managers' } : null;
        db.settings = { currency: String(body.currency), approver_team: team, approver_office_role: (body.approver_office_role as ExpenseSettingsRow['approver_office_role']) ?? null, reimbursement_days: Number(body.reimbursement_days), updated_at: new Date().toISOString() };
      }
      return json(db.settings);
    }
    if (path === '/api/expense-categories') {
      if (method === 'POST') {
        if (db.categories.some((c) => c.name.toLowerCase() === String(body.name).toLowerCase())) return json({ name: ['A category with this name already exists.'] }, 400);
        const created = { ...category(db.nextId(), String(body.name), String(body.account_code ?? '')), ...body, currency: db.settings.currency, line_count: 0 } as ExpenseCategoryRow;
        db.categories.push(created);
        return json(created, 201);
      }
      const active = url.searchParams.get('active');
      const shown = db.categories.filter((c) => active === null || String(c.active) === active).map((c) => ({ ...c, line_count: db.claims.flatMap((x) => x.lines).filter((l) => l.category.id === c.id).length }));
      return json({ count: shown.length, next: null, previous: null, results: shown });
    }
    const oneCategory = /^\/api\/expense-categories\/(\d+)$/.exec(path);
    if (oneCategory) {
      const index = db.categories.findIndex((c) => c.id === Number(oneCategory[1]));
      if (index < 0) return json({ detail: 'Not found.' }, 404);
      if (method === 'DELETE') {
        if (db.claims.some((c) => c.lines.some((l) => l.category.id === db.categories[index]!.id))) return json({ detail: 'This category is used by expense lines: make it inactive instead of deleting it.' }, 409);
        db.categories.splice(index, 1);
        return new Response(null, { status: 204 });
      }
      db.categories[index] = { ...db.categories[index]!, ...body } as ExpenseCategoryRow;
      return json(db.categories[index]);
    }
    if (path === '/api/expense-reimbursements') {
      const state = url.searchParams.get('state');
      const rows = db.reimbursements().filter((r) => !state || r.state === state);
      return json({ count: rows.length, next: null, previous: null, results: rows });
    }
    const polled = /^\/api\/expense-readings\/(\d+)$/.exec(path);
    if (polled) return json(db.reading(Number(polled[1])));

    if (path === '/api/expense-claims') {
      if (method === 'POST') {
        const created = db.insert({
          id: db.nextId(), number: db.nextNumber(), title: String(body.title), claimant: ME, currency: String(body.currency ?? db.settings.currency), total: '0.00', state: 'draft', line_count: 0,
          submitted_at: null, decided_by: null, decided_at: null, reject_reason: null, can_decide: false, created_at: new Date().toISOString(), updated_at: new Date().toISOString(),
          note: '', lines: [], approvers: [IVAN], can_edit: true, reimbursement: null, rebill_pending: 0, policy_currency: db.settings.currency,
        });
        return json(created, 201);
      }
      const scope = url.searchParams.get('scope') ?? 'mine';
      const state = url.searchParams.get('state');
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const rows = db.claims
        .filter((c) => (scope === 'mine' ? c.claimant.id === ME.id : scope === 'to_approve' ? c.can_decide && c.state === 'submitted' : true))
        .filter((c) => !state || c.state === state)
        .filter((c) => !search || `${c.number} ${c.title} ${c.claimant.name}`.toLowerCase().includes(search))
        .map(db.rowOf);
      return json({ count: rows.length, next: null, previous: null, results: rows });
    }
    const one = /^\/api\/expense-claims\/(\d+)(?:\/(.+))?$/.exec(path);
    const claim = one ? db.find(Number(one[1])) : undefined;
    if (!one || !claim) return json({ detail: 'Not found.' }, 404);
    const rest = one[2] ?? '';
    if (!rest) {
      if (method === 'DELETE') {
        db.claims.splice(db.claims.indexOf(claim), 1);
        return new Response(null, { status: 204 });
      }
      if (method === 'PATCH') return json(db.replace({ ...claim, ...(body as Partial<ExpenseClaimDetail>) }));
      return json(claim);
    }
    if (rest === 'report.pdf') return new Response(new Blob([`%PDF-1.4\n% story expense report ${claim.number}\n`], { type: 'application/pdf' }));
    if (rest === 'submit') {
      const fields: Record<string, string[]> = {};
      for (const l of claim.lines) {
        if (l.findings.some((f) => f.code === 'receipt_missing')) fields[`lines.${l.id}.receipt`] = ['A receipt is required for this expense.'];
        if (l.findings.some((f) => f.code !== 'receipt_missing' && f.blocking)) fields[`lines.${l.id}.justification`] = ['This expense is over its policy limit: say why.'];
      }
      if (!claim.lines.length) fields.lines = ['Add at least one expense before sending the claim.'];
      if (Object.keys(fields).length) return json(fields, 400);
      return json(db.replace({ ...claim, state: 'submitted', submitted_at: new Date().toISOString(), can_edit: false, reject_reason: null }));
    }
    if (rest === 'approve') {
      const total = claim.total;
      return json(db.replace({ ...claim, state: 'approved', can_decide: false, decided_by: ME, decided_at: new Date().toISOString(), reimbursement: { bill_id: db.nextId(), state: 'approved', total, balance: total, due_date: '2026-03-20', paid_on: null, payee_account: PAYEES[claim.claimant.id] ?? PAYEES[2]! } }));
    }
    if (rest === 'reject') return json(db.replace({ ...claim, state: 'rejected', can_decide: false, decided_by: ME, decided_at: new Date().toISOString(), reject_reason: String(body.reason) }));
    if (rest === 'rebill') {
      const added = claim.lines.flatMap((l) =>
        l.splits.filter((s) => !s.rebilled).map((s, i) => ({ split_id: s.id, line_id: l.id, account: s.account, invoice_id: 900 + s.account.id, line: 2 + i, amount: s.amount, currency: claim.currency, description: `${l.merchant}, ${l.spent_on} (${claim.number})`, new_invoice: i === 0 })),
      );
      const at = new Date().toISOString();
      db.replace({ ...claim, lines: claim.lines.map((l) => ({ ...l, splits: l.splits.map((s) => s.rebilled ? s : { ...s, rebilled: { invoice_id: 900 + s.account.id, line: 2, at } }) })) });
      return json({ added });
    }
    if (rest === 'lines' && method === 'POST') {
      const line = db.lineBody(claim, body);
      if (line instanceof Response) return line;
      return json(db.replace({ ...claim, lines: [...claim.lines, line] }), 201);
    }
    const lineMatch = /^lines\/(\d+)(?:\/(receipt|reading))?$/.exec(rest);
    const line = lineMatch ? claim.lines.find((l) => l.id === Number(lineMatch[1])) : undefined;
    if (!lineMatch || !line) return json({ detail: 'Not found.' }, 404);
    if (lineMatch[2] === 'receipt') {
      if (method === 'DELETE') return json(db.replace({ ...claim, lines: claim.lines.map((l) => (l.id === line.id ? { ...l, receipt: null } : l)) }));
      return new Response(new Blob(['%PDF-1.4\n% story receipt\n'], { type: 'application/pdf' }));
    }
    if (lineMatch[2] === 'reading') return json({ id: db.nextId(), state: 'queued', progress: 0 }, 201);
    if (method === 'DELETE') return json(db.replace({ ...claim, lines: claim.lines.filter((l) => l.id !== line.id).map((l, i) => ({ ...l, position: i + 1 })) }));
    const changed = db.lineBody(claim, body, line);
    if (changed instanceof Response) return changed;
    return json(db.replace({ ...claim, lines: claim.lines.map((l) => (l.id === line.id ? changed : l)) }));
  }

  const restore = interceptFetch(async (request, url) => answer(request.method, url.pathname, url, () => request.json().catch(() => ({}))));

  /** Uploads (a receipt, a reading of a chosen receipt): a short progress, then the server's answer. */
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
      const file = form.get('file') as File;
      setTimeout(() => {
        const reply = (status: number, body: unknown) => {
          this.status = status;
          this.responseText = JSON.stringify(body);
          this.onload?.();
        };
        if (data === 'failing') return reply(503, { detail: 'The server is not answering.' });
        if (!/\.(pdf|png|jpe?g)$/i.test(file.name)) return reply(400, { file: ['Send the receipt as a JPEG or PNG photo, or a PDF.'] });
        if (this.path === '/api/expense-readings') return reply(201, { id: db.nextId(), state: 'queued', progress: 0 });
        const m = /^\/api\/expense-claims\/(\d+)\/lines\/(\d+)\/receipt$/.exec(this.path);
        const claim = m ? db.find(Number(m[1])) : undefined;
        if (!m || !claim) return reply(404, { detail: 'Not found.' });
        const type = file.type === 'application/pdf' ? 'application/pdf' : 'image/jpeg';
        reply(201, db.replace({ ...claim, lines: claim.lines.map((l) => (l.id === Number(m[2]) ? { ...l, receipt: receipt(file.name, type) } : l)) }));
      }, 400);
    }
  }
  window.XMLHttpRequest = StoryXhr as unknown as typeof XMLHttpRequest;

  return () => {
    restore();
    window.XMLHttpRequest = previousXhr;
  };
}
