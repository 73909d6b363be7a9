/** Expense claims, lines and categories as the API answers them, for the expenses elements' browser tests. */
import type { ExpenseCategoryRow, ExpenseClaimDetail, ExpenseClaimRow, ExpenseLineRow, ExpenseReimbursementRow } from '@si/contract';

/** The signed-in user of table-test-kit's signInAs (Ada, user 7). */
export const ADA = { id: 7, name: 'Ada Lovelace' };
export const BOB = { id: 8, name: 'Bob Approver' };

export const category = (fields: Partial<ExpenseCategoryRow> & Pick<ExpenseCategoryRow, 'id' | 'name'>): ExpenseCategoryRow => ({
  account_code: '6200',
  limit_per_claim: null,
  limit_per_day: null,
  receipt_required_above: null,
  currency: 'EUR',
  active: true,
  position: 0,
  line_count: 0,
  ...fields,
});

export const MEALS = category({ id: 1, name: 'Meals', limit_per_claim: '50.00', limit_per_day: '80.00', receipt_required_above: '20.00', line_count: 3 });
export const TRAVEL = category({ id: 2, name: 'Travel', account_code: '6250', receipt_required_above: '0.00', position: 1 });
export const OLD = category({ id: 3, name: 'Telephone', active: false, position: 2 });

export const line = (fields: Partial<ExpenseLineRow> & Pick<ExpenseLineRow, 'id' | 'position'>): ExpenseLineRow => ({
  spent_on: '2026-03-04',
  merchant: 'Café du Port',
  category: { id: 1, name: 'Meals', account_code: '6200' },
  amount: '42.50',
  currency: 'EUR',
  rate: '1.00000000',
  converted_amount: '42.50',
  note: '',
  justification: '',
  receipt: null,
  splits: [],
  findings: [],
  ...fields,
});

export const claimRow = (fields: Partial<ExpenseClaimRow> & Pick<ExpenseClaimRow, 'id' | 'number'>): ExpenseClaimRow => ({
  title: 'Client visit, Lyon',
  claimant: ADA,
  currency: 'EUR',
  total: '42.50',
  state: 'draft',
  line_count: 1,
  submitted_at: null,
  decided_by: null,
  decided_at: null,
  reject_reason: null,
  can_decide: false,
  created_at: '2026-03-05T09:00:00Z',
  updated_at: '2026-03-05T09:00:00Z',
  ...fields,
});

export const claim = (fields: Partial<ExpenseClaimDetail> & Pick<ExpenseClaimDetail, 'id' | 'number'>): ExpenseClaimDetail => ({
  ...claimRow(fields),
  note: '',
  lines: [line({ id: 11, position: 1 })],
  approvers: [BOB],
  can_edit: true,
  reimbursement: null,
  rebill_pending: 0,
  policy_currency: 'EUR',
  ...fields,
});

export const reimbursement = (fields: Partial<ExpenseReimbursementRow> & Pick<ExpenseReimbursementRow, 'bill_id'>): ExpenseReimbursementRow => ({
  claim: { id: 5, number: 'EXP-0005', title: 'Client visit, Lyon' },
  claimant: ADA,
  payee_account: { id: 90, name: 'Ada Lovelace (expenses)' },
  currency: 'EUR',
  total: '142.50',
  balance: '142.50',
  state: 'approved',
  due_date: '2026-03-20',
  approved_at: '2026-03-06T10:00:00Z',
  paid_on: null,
  payment_run_id: null,
  ...fields,
});
