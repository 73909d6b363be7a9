/** Sample rows of the workspace detail screen, for its tests and its story. */
import type { AccountContactRow, AccountRow, ContactRow, CustomFieldValueRow, PortalAccessRow } from '@si/core/admin';

export const ACCOUNT: AccountRow = {
  id: 12,
  name: 'Acme Holdings',
  module_kind: 2,
  workspace_kind: 1,
  lead: { id: 7, name: 'Ada Lovelace' },
  team: { id: 4, name: 'Credit' },
  office: { id: 1, name: 'Head office' },
  account_hold: false,
  account_hold_message: '',
  archived: false,
  progress: { accepted: 3, total: 4 },
  overdue_count: 1,
  contact_count: 1,
  created_at: '2026-01-05T09:00:00Z',
};

export const FIELDS: CustomFieldValueRow[] = [
  { id: 31, field_id: 31, module_kind: 2, name: 'Risk rating', field_type: 'select', options: ['Low', 'High'], required: false, position: 0, value: 'Low' },
  { id: 32, field_id: 32, module_kind: 2, name: 'Facility size', field_type: 'number', options: [], required: false, position: 1, value: 250000 },
  { id: 33, field_id: 33, module_kind: 2, name: 'Review date', field_type: 'date', options: [], required: false, position: 2, value: null },
];

const noLink: AccountContactRow['link'] = { state: 'none', issued_at: null, expires_at: null, sent_at: null, last_access_at: null };

export const CARLA: AccountContactRow = {
  id: 21,
  party_type: 1,
  first_name: 'Carla',
  last_name: 'Borrower',
  company_name: 'Acme Holdings',
  email: 'carla@acme.test',
  phone: '+123 456 7890',
  contact_role: { id: 2, name: 'Borrower' },
  link: { state: 'active', issued_at: '2026-02-01T10:00:00Z', expires_at: '2026-03-03T10:00:00Z', sent_at: null, last_access_at: '2026-02-02T08:30:00Z' },
};

export const DAN: AccountContactRow = { ...CARLA, id: 22, first_name: 'Dan', last_name: 'Guarantor', company_name: '', email: 'dan@example.test', phone: '', contact_role: null, link: noLink };

export const DIRECTORY: ContactRow[] = [
  { id: 40, party_type: 1, first_name: 'Eve', last_name: 'Auditor', company_name: '', email: 'eve@audit.test', phone: '', account_count: 2, created_at: '2026-01-01T00:00:00Z' },
  { id: 41, party_type: 2, first_name: '', last_name: '', company_name: 'Lawfirm LLP', email: 'office@law.test', phone: '', account_count: 1, created_at: '2026-01-01T00:00:00Z' },
];

export const ACCESS: PortalAccessRow[] = [
  { id: 2, at: '2026-02-02T08:30:00Z', ip: '203.0.113.9', user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131', browser: 'Chrome 131 on Linux', action: 'write', activity: 'uploaded_file', what: 'PATCH /api/portal/uploads/0123abcd' },
  { id: 1, at: '2026-02-02T08:29:00Z', ip: '203.0.113.9', user_agent: 'node', browser: '', action: 'read', activity: 'opened_portal', what: 'GET /api/filedrop' },
];

export const ROLES = [
  { id: 2, name: 'Borrower' },
  { id: 3, name: 'Guarantor' },
];
export const USERS = [
  { id: 7, identifier: 'U-7', is_active: true, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', home_office_id: 1, phone: '', mfa_active: false, offices: [], invitation_pending: false, last_login_at: null },
  { id: 8, identifier: 'U-8', is_active: true, email: 'grace@example.com', first_name: 'Grace', last_name: 'Hopper', home_office_id: 1, phone: '', mfa_active: false, offices: [], invitation_pending: false, last_login_at: null },
];
export const TEAMS = [
  { id: 4, name: 'Credit', member_count: 2 },
  { id: 5, name: 'Risk', member_count: 1 },
];
export const OFFICES = [{ id: 1, identifier: 'HQ', name: 'Head office', user_count: 2 }];
