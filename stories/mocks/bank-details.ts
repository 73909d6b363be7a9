/**
 * Vendors' bank details on one small in-memory API: Brightline's verified details and a change its
 * contact gave in the portal; Summit's change entered by the signed-in user (Olivia, user 1), which
 * she cannot verify herself; the vendor portal (token story-payable) sees Brightline's.
 */
import type { StaffBankDetailsRow } from '@si/contract';
import { interceptFetch, json } from '@si/core/testing/network';

const ME = { id: 1, name: 'Olivia Admin' };
export const ACCOUNTS = { 31: 'Brightline Office Supply', 33: 'Summit Cloud Hosting' } as Record<number, string>;
let nextId = 10;

function row(patch: Partial<StaffBankDetailsRow> & Pick<StaffBankDetailsRow, 'account_id' | 'state'>): StaffBankDetailsRow {
  return {
    id: nextId++, holder_name: 'Brightline Office Supply GmbH', bank_name: 'Commerzbank', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', account_number: '', routing_number: '',
    currency: 'EUR', masked: false, requested_by_contact: 'Rachel Kim', created_at: '2026-08-01T09:00:00Z', decided_at: null, reject_reason: null, requested_by: null, decided_by: null, ...patch,
  };
}

function seed(): StaffBankDetailsRow[] {
  return [
    row({ account_id: 31, state: 'verified', decided_at: '2026-08-02T10:00:00Z', decided_by: { id: 2, name: 'Ivan Contributor' } }),
    row({ account_id: 31, state: 'pending', bank_name: 'ABN AMRO', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', created_at: '2026-11-27T08:30:00Z' }),
    row({ account_id: 33, state: 'rejected', holder_name: 'Summit Cloud Hosting SAS', bank_name: 'Unknown Bank', iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPP', requested_by_contact: 'Isabelle Laurent', created_at: '2026-11-10T08:00:00Z', decided_at: '2026-11-11T08:00:00Z', decided_by: { id: 2, name: 'Ivan Contributor' }, reject_reason: 'We could not confirm this change by phone.' }),
    row({ account_id: 33, state: 'pending', holder_name: 'Summit Cloud Hosting Inc.', bank_name: 'Chase', iban: '', bic: '', account_number: '770012345678', routing_number: '021000021', currency: 'USD', requested_by_contact: null, requested_by: ME, created_at: '2026-11-26T15:00:00Z' }),
  ];
}

const mask = (v: string) => (v.length > 4 ? `•••• ${v.slice(-4)}` : v);

export function serveBankDetails(): () => void {
  let rows = seed();
  const of = (accountId: number) => rows.filter((r) => r.account_id === accountId);
  const staff = (accountId: number) => ({
    verified: of(accountId).find((r) => r.state === 'verified') ?? null,
    pending: of(accountId).find((r) => r.state === 'pending') ?? null,
    history: of(accountId).filter((r) => r.state === 'superseded' || r.state === 'rejected').reverse(),
  });
  const portal = () => {
    const s = staff(31);
    const rejected = s.pending ? undefined : s.history.find((r) => r.state === 'rejected');
    return { verified: s.verified && { ...s.verified, masked: true, iban: mask(s.verified.iban), account_number: mask(s.verified.account_number) }, pending: s.pending, rejected: rejected ?? null };
  };
  const give = (accountId: number, body: Record<string, string | null>, by: Partial<StaffBankDetailsRow>) => {
    rows = rows.map((r) => (r.account_id === accountId && r.state === 'pending' ? { ...r, state: 'superseded' as const, decided_at: new Date().toISOString() } : r));
    rows.push(row({ account_id: accountId, state: 'pending', ...body, currency: body.currency ?? null, created_at: new Date().toISOString(), ...by } as StaffBankDetailsRow));
  };
  return interceptFetch(async (request, url) => {
    const body = request.method === 'GET' ? {} : ((await request.json()) as Record<string, string | null>);
    const path = url.pathname;
    const account = /^\/api\/accounts\/(\d+)\/bank_details$/.exec(path);
    const decision = /^\/api\/vendor_bank_details\/(\d+)\/(verify|reject)$/.exec(path);
    if (account && request.method === 'GET') return json(staff(Number(account[1])));
    if (account && request.method === 'PUT') {
      give(Number(account[1]), body, { requested_by: ME, requested_by_contact: null });
      return json(staff(Number(account[1])));
    }
    if (decision) {
      const found = rows.find((r) => r.id === Number(decision[1]));
      if (!found || found.state !== 'pending') return json({ detail: 'This change is no longer waiting for verification.' }, 409);
      if (decision[2] === 'verify' && found.requested_by?.id === ME.id) return json({ detail: 'You requested this change: another staff member must verify it.' }, 403);
      const now = new Date().toISOString();
      rows = rows.map((r) => {
        if (r.id === found.id) return decision[2] === 'verify' ? { ...r, state: 'verified', decided_at: now, decided_by: ME } : { ...r, state: 'rejected', decided_at: now, decided_by: ME, reject_reason: body.reason ?? '' };
        return decision[2] === 'verify' && r.account_id === found.account_id && r.state === 'verified' ? { ...r, state: 'superseded' } : r;
      });
      return json(staff(found.account_id));
    }
    if (path === '/api/vendor_bank_details') {
      const pending = rows.filter((r) => r.state === 'pending').map((r) => ({ ...r, account: { id: r.account_id, name: ACCOUNTS[r.account_id] ?? '' } }));
      return json({ count: pending.length, next: null, previous: null, results: pending });
    }
    if (path === '/api/portal/bank_details' && request.method === 'GET') return json(portal());
    if (path === '/api/portal/bank_details' && request.method === 'PUT') {
      const { token: _token, ...details } = body;
      give(31, details, { requested_by: null, requested_by_contact: 'Jane Contact' });
      return json(portal());
    }
    return undefined;
  });
}
