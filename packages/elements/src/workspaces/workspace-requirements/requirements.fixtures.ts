/** Requirement rows for the panel's tests and story (contract shapes, one workspace: account 9). */
import type { RequirementRow, StaffComment } from '@si/contract';

export const ACCOUNT_ID = 9;

const base = (id: number, patch: Partial<RequirementRow>): RequirementRow => ({
  id,
  account_id: ACCOUNT_ID,
  kind: 'REQUEST_ITEM',
  title: `Requirement ${id}`,
  description: '',
  due_date: null,
  status: 'requested',
  section: '',
  position: id,
  assignment: { kind: 1, contact: null, role: null },
  allowed_file_types: [],
  max_file_size: 0,
  expected_document_type: null,
  threshold: null,
  figure: null,
  answer: null,
  files: [],
  review: null,
  ...patch,
});

export const MINUTES = base(14, { kind: 'STATEMENT', title: 'Board minutes', status: 'requested', due_date: '2999-12-31' });
export const ACCOUNTS = base(11, {
  title: 'Annual accounts',
  description: 'Audited, signed by the auditor.',
  section: 'Financials',
  due_date: '2020-01-31',
  status: 'returned',
  allowed_file_types: ['.pdf'],
  max_file_size: 5 * 1024 * 1024,
  expected_document_type: { id: 4, name: 'Audited accounts' },
  assignment: { kind: 3, contact: { id: 5, name: 'Carla Customer' }, role: null },
  files: [{ id: 70, name: 'accounts-2024.pdf', size: 2048, version: 2, uploaded_by: 'Carla Customer', uploaded_at: '2025-03-01T10:00:00Z' }],
  review: { decision: 'returned', reason: 'The scan is blurry.', by: { id: 7, name: 'Ada Lovelace' }, at: '2025-03-02T10:00:00Z' },
});
export const COVERAGE = base(12, {
  kind: 'METRIC',
  title: 'Debt service coverage',
  section: 'Financials',
  status: 'submitted',
  threshold: { kind: 1, value: '1.2500' },
  figure: { value: '1.4000', reported_at: '2025-03-03T10:00:00Z', reported_by: 'Carla Customer' },
  assignment: { kind: 2, contact: null, role: { id: 3, name: 'Borrower' } },
});
export const LITIGATION = base(13, {
  kind: 'QUESTION',
  title: 'Any litigation?',
  section: 'Legal',
  status: 'accepted',
  answer: { text: 'None pending.', answered_at: '2025-03-04T10:00:00Z', answered_by: 'Carla Customer' },
  review: { decision: 'accepted', reason: '', by: { id: 7, name: 'Ada Lovelace' }, at: '2025-03-05T10:00:00Z' },
});

/** In the server's order: section, then position. */
export const ROWS = [MINUTES, ACCOUNTS, COVERAGE, LITIGATION];
export const listOf = (rows: RequirementRow[]) => ({ count: rows.length, results: rows });

export const NOTE = (id: number, text: string, internal: boolean, contact = false): StaffComment => ({
  id,
  target_type: 'item',
  target_id: ACCOUNTS.id,
  comment_text: text,
  internal,
  author_name: contact ? 'Carla Customer' : 'Ada Lovelace',
  author_kind: contact ? 'contact' : 'user',
  created_at: `2025-03-0${id}T09:00:00Z`,
});
