/** Sales leads, deals and settings as the API answers them, for the sales elements' browser tests. */
import type { LeadDetail, LeadDuplicates, LeadFormDefinition, LeadRow, PipelineRow, SalesSettingsRow } from '@si/contract';
import { pageOf } from './table-test-kit.ts';
import type { ContactRow, SalesContactRow } from '@si/contract';
import type { Board, BoardCard, BoardColumn, DealDetail as BoardDealDetail, Forecast } from '@si/contract';
import type { PipelineReport } from '@si/contract';
import type { ActivityRow, DealDetail, DealRow } from '@si/contract';

// ---------------------------------------------------------------- leads (si-sales-leads)

/** The signed-in user of table-test-kit's signInAs (Ada, user 7) and another seller. */
export const LEAD_OWNER_ADA = { id: 7, name: 'Ada Lovelace' };
export const LEAD_OWNER_BOB = { id: 8, name: 'Bob Seller' };

/** The organization's users as GET /api/users answers them (Ada and Bob). */
export const leadUsers = () =>
  pageOf(
    [
      { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
      { id: 8, first_name: 'Bob', last_name: 'Seller', email: 'bob@example.com' },
    ].map((u) => ({ ...u, identifier: `U-${u.id}`, is_active: true, home_office_id: 1, phone: '', offices: [], mfa_active: false, invitation_pending: false, last_login_at: null })),
  );

export const leadRow = (fields: Partial<LeadRow> & Pick<LeadRow, 'id'>): LeadRow => ({
  first_name: 'Carla',
  last_name: 'Buyer',
  company: 'Northwind Traders',
  email: 'carla@northwind.example',
  phone: '+33123456789',
  state: 'new',
  source: 'manual',
  owner: LEAD_OWNER_ADA,
  created_at: '2026-03-05T09:00:00Z',
  ...fields,
});

export const leadDetail = (fields: Partial<LeadDetail> & Pick<LeadDetail, 'id'>): LeadDetail => ({
  ...leadRow(fields),
  message: 'We need 40 seats from April.',
  disqualify_reason: '',
  fields: {},
  converted: null,
  updated_at: '2026-03-05T09:00:00Z',
  ...fields,
});

/** A contact with the lead's e-mail on Northwind (31), and two accounts with a name alike. */
export const LEAD_DUPLICATES: LeadDuplicates = {
  contacts: [{ id: 55, first_name: 'Carla', last_name: 'Buyer', company_name: 'Northwind', email: 'carla@northwind.example', accounts: [{ id: 31, name: 'Northwind' }] }],
  accounts: [
    { id: 31, name: 'Northwind', similarity: 0.72, contact_count: 3, open_deals: 1 },
    { id: 32, name: 'Northwind Trading Co', similarity: 0.41, contact_count: 0, open_deals: 0 },
  ],
};

/** Two pipelines with their stages, as GET /api/pipelines answers them. */
export const LEAD_PIPELINES: PipelineRow[] = [
  { id: 3, name: 'New business', description: '', stages: [{ id: 31, name: 'Discovery', position: 1 }, { id: 32, name: 'Proposal', position: 2 }] },
  { id: 4, name: 'Renewals', description: '', stages: [{ id: 41, name: 'Review', position: 1 }] },
];

// ---------------------------------------------------------------- contacts (si-sales-contacts)

/** A contact of the directory as GET /api/contacts answers it. */
export const directoryContact = (fields: Partial<ContactRow> & Pick<ContactRow, 'id'>): ContactRow => ({
  party_type: 1,
  first_name: 'Carla',
  last_name: 'Diaz',
  company_name: 'Globex',
  email: 'carla@globex.example',
  phone: '+12015550123',
  account_count: 2,
  created_at: '2026-02-01T09:00:00Z',
  ...fields,
});

/** A sales contact as GET /api/sales/contacts answers it: on Globex (41) and Acme (42), three open deals in two currencies. */
export const salesContactRow = (fields: Partial<SalesContactRow> & Pick<SalesContactRow, 'id'>): SalesContactRow => ({
  ...directoryContact(fields),
  sales_accounts: [
    { id: 42, name: 'Acme' },
    { id: 41, name: 'Globex' },
  ],
  sales_account_count: 2,
  open_deals: { count: 3, totals: [{ currency: 'EUR', total: '1500.00' }, { currency: 'USD', total: '250.00' }] },
  ...fields,
});

// ---------------------------------------------------------------- the pipeline board (si-deal-board)

/** The stages of the board's pipeline "Sales" (1): Lead, Proposal, Negotiation. */
export const BOARD_LEAD = { id: 11, name: 'Lead', position: 1, probability: 25 };
export const BOARD_PROPOSAL = { id: 12, name: 'Proposal', position: 2, probability: 50 };
export const BOARD_NEGOTIATION = { id: 13, name: 'Negotiation', position: 3, probability: 75 };
export const BOARD_PIPELINES = [
  { id: 1, name: 'Sales' },
  { id: 2, name: 'Loans' },
];

/** A deal's card as the board answers it: Acme's renewal, in euros, closing at the end of 2030, Ada's. */
export const boardCard = (fields: Partial<BoardCard> & Pick<BoardCard, 'id'>): BoardCard => ({
  title: 'Acme renewal',
  account: { id: 31, name: 'Acme Ltd' },
  amount: '12000.00',
  currency: 'EUR',
  probability: 25,
  expected_close: '2030-12-15',
  owner: { id: 7, name: 'Ada Lovelace' },
  is_loan: false,
  days_in_stage: 4,
  ...fields,
});

/** A column with its cards; its count and totals are those of the cards unless given. */
export const boardColumn = (stage: BoardColumn['stage'], cards: BoardCard[], fields: Partial<BoardColumn> = {}): BoardColumn => {
  const currencies = [...new Set(cards.map((c) => c.currency))].sort();
  const totals = currencies.map((currency) => {
    const mine = cards.filter((c) => c.currency === currency);
    const total = mine.reduce((sum, c) => sum + Number(c.amount), 0);
    const weighted = mine.reduce((sum, c) => sum + (Number(c.amount) * c.probability) / 100, 0);
    return { currency, total: total.toFixed(2), weighted: weighted.toFixed(2) };
  });
  return { stage, count: cards.length, totals, cards, ...fields };
};

/** The board of pipeline "Sales" (or another), with the two pipelines to switch between. */
export const boardOf = (columns: BoardColumn[], pipeline = BOARD_PIPELINES[0]!, pipelines = BOARD_PIPELINES): Board => ({ pipeline, pipelines, columns });

/** The deal behind a card as POST .../move answers it: on `stage`, open unless told. */
export const boardDeal = (card: BoardCard, stage: BoardColumn['stage'], fields: Partial<BoardDealDetail> = {}): BoardDealDetail => ({
  ...card,
  pipeline: BOARD_PIPELINES[0]!,
  stage,
  state: 'open',
  probability: stage.probability,
  product: null,
  updated_at: '2026-03-05T09:00:00Z',
  category: null,
  own_probability: null,
  lost_reason: '',
  closed_at: null,
  lead_id: null,
  stages: [BOARD_LEAD, BOARD_PROPOSAL, BOARD_NEGOTIATION],
  history: [],
  contacts: [],
  handover: { invoice: null },
  created_at: '2026-01-05T09:00:00Z',
  days_in_stage: 0,
  ...fields,
});

/** The forecast of pipeline "Sales": two months in euros (the second twice the first), one in pounds, and two deals without a close. */
export const BOARD_FORECAST: Forecast = {
  months: [
    { month: '2030-11', deals: 2, totals: [{ currency: 'EUR', total: '8000.00', weighted: '2000.00' }] },
    {
      month: '2030-12',
      deals: 3,
      totals: [
        { currency: 'EUR', total: '12000.00', weighted: '4000.00' },
        { currency: 'GBP', total: '900.00', weighted: '450.00' },
      ],
    },
  ],
  undated: 2,
};

// ---------------------------------------------------------------- deals and activities (si-deal, si-account-deals, si-sales-activities)

/** The signed-in user of table-test-kit's signInAs (Ada, user 7) owns the deals; Northwind (31) is their account. */
export const DEAL_OWNER = { id: 7, name: 'Ada Lovelace' };
export const DEAL_ACCOUNT = { id: 31, name: 'Northwind' };

/** The "New business" pipeline's three stages, each with the probability it gives a deal. */
export const DEAL_STAGES = [
  { id: 31, name: 'Discovery', position: 1, probability: 25 },
  { id: 32, name: 'Proposal', position: 2, probability: 50 },
  { id: 33, name: 'Negotiation', position: 3, probability: 75 },
];

export const dealRow = (fields: Partial<DealRow> & Pick<DealRow, 'id'>): DealRow => ({
  title: 'Northwind renewal',
  account: DEAL_ACCOUNT,
  pipeline: { id: 3, name: 'New business' },
  stage: DEAL_STAGES[1]!,
  state: 'open',
  amount: '12500.00',
  currency: 'EUR',
  probability: 50,
  product: { id: 5, name: 'Seats' },
  is_loan: false,
  expected_close: '2099-06-30',
  owner: DEAL_OWNER,
  days_in_stage: 4,
  updated_at: '2026-03-05T09:00:00Z',
  ...fields,
});

/** An open deal at Proposal, moved there from Discovery by Ada, with one contact. */
export const dealDetail = (fields: Partial<DealDetail> & Pick<DealDetail, 'id'>): DealDetail => ({
  ...dealRow(fields),
  category: null,
  own_probability: null,
  lost_reason: '',
  closed_at: null,
  lead_id: null,
  stages: DEAL_STAGES,
  history: [
    { from: null, to: { id: 31, name: 'Discovery' }, by: DEAL_OWNER, at: '2026-03-01T09:00:00Z' },
    { from: { id: 31, name: 'Discovery' }, to: { id: 32, name: 'Proposal' }, by: DEAL_OWNER, at: '2026-03-03T15:30:00Z' },
  ],
  contacts: [{ id: 55, first_name: 'Carla', last_name: 'Buyer', email: 'carla@northwind.example' }],
  handover: { invoice: null },
  created_at: '2026-03-01T09:00:00Z',
  ...fields,
});

/** An activity on Northwind, owned and logged by Ada. */
export const activityRow = (fields: Partial<ActivityRow> & Pick<ActivityRow, 'id'>): ActivityRow => ({
  account: DEAL_ACCOUNT,
  deal: null,
  kind: 'call',
  subject: 'Call Carla about the seats',
  body: '',
  due_at: null,
  done_at: null,
  owner: DEAL_OWNER,
  created_by: DEAL_OWNER,
  created_at: '2026-03-04T10:00:00Z',
  ...fields,
});

// ---------------------------------------------------------------- pipeline report (si-pipeline-report)

/** A deal title in HTML: every screen shows it as typed, never as markup. */
export const HTML_DEAL_TITLE = '<b>Fleet</b> & <script>alert(1)</script>';

/**
 * GET /api/sales/reports/pipeline for "New business" (3; "Renewals" 4 to choose): a funnel of four
 * stages with open amounts in USD, EUR and JPY, win rates by owner (Ada, nobody) and by source, one
 * overdue deal titled in HTML and one stalled deal on an Arabic-named account, activities of Ada
 * and of nobody.
 */
export const pipelineReport = (fields: Partial<PipelineReport> = {}): PipelineReport => ({
  pipeline: { id: 3, name: 'New business' },
  pipelines: [
    { id: 3, name: 'New business' },
    { id: 4, name: 'Renewals' },
  ],
  from: '2025-04-01',
  to: '2026-03-31',
  as_of: '2026-03-31',
  deals: { total: 6, won: 2, lost: 1, open: 3 },
  stages: [
    { id: 31, name: 'Qualification', position: 1, probability: 20, reached: 6, advanced: 5, conversion: 83.3, average_days: 10.4, median_days: 10, open: 1, open_totals: [{ currency: 'USD', total: '300.00', weighted: '150.00' }] },
    { id: 32, name: 'Needs analysis', position: 2, probability: 40, reached: 5, advanced: 4, conversion: 80, average_days: 12, median_days: 11.5, open: 0, open_totals: [] },
    {
      id: 33,
      name: 'Proposal',
      position: 3,
      probability: 60,
      reached: 4,
      advanced: 2,
      conversion: 50,
      average_days: 10,
      median_days: 10,
      open: 2,
      open_totals: [
        { currency: 'EUR', total: '2000.00', weighted: '1200.00' },
        { currency: 'JPY', total: '100000', weighted: '60000' },
      ],
    },
    { id: 34, name: 'Negotiation', position: 4, probability: 80, reached: 2, advanced: 2, conversion: 100, average_days: null, median_days: null, open: 0, open_totals: [] },
  ],
  by_owner: [
    { owner: LEAD_OWNER_ADA, won: 1, lost: 1, win_rate: 50, won_totals: [{ currency: 'USD', total: '1000.00' }] },
    { owner: null, won: 1, lost: 0, win_rate: 100, won_totals: [{ currency: 'USD', total: '700.00' }] },
  ],
  by_source: [
    { source: 'import', won: 0, lost: 1, win_rate: 0, won_totals: [] },
    { source: 'form', won: 1, lost: 0, win_rate: 100, won_totals: [{ currency: 'USD', total: '1000.00' }] },
    { source: 'direct', won: 1, lost: 0, win_rate: 100, won_totals: [{ currency: 'USD', total: '700.00' }] },
  ],
  overdue: [
    { id: 91, title: HTML_DEAL_TITLE, account: { id: 31, name: 'Northwind' }, owner: LEAD_OWNER_BOB, stage: { id: 33, name: 'Proposal' }, amount: '2000.00', currency: 'EUR', expected_close: '2026-03-26', stage_entered: '2026-03-11', days: 5 },
  ],
  stalled_days: 30,
  stalled: [
    { id: 92, title: 'Yen deal', account: { id: 32, name: 'شركة النور للتجارة' }, owner: LEAD_OWNER_ADA, stage: { id: 33, name: 'Proposal' }, amount: '100000', currency: 'JPY', expected_close: null, stage_entered: '2025-10-02', days: 180 },
  ],
  activities: [
    { owner: LEAD_OWNER_ADA, open: 2, overdue: 1, done: 1 },
    { owner: null, open: 1, overdue: 1, done: 0 },
  ],
  ...fields,
});

// ---------------------------------------------------------------- the public lead form (si-lead-form)

/** A lead form key as the settings make it (the server's pattern: 16 to 64 of A-Z, a-z, 0-9, _ and -). */
export const LEAD_FORM_KEY = 'Kx7_rT2-pQ9wLm4ZbN8v';

/** The organization's own questions on the form: a required choice, a number, a date and a text. */
export const LEAD_FORM_FIELDS: LeadFormDefinition['fields'] = [
  { id: 12, name: 'Industry', field_type: 'select', options: ['Retail', 'Logistics', 'Healthcare'], required: true },
  { id: 13, name: 'Fleet size', field_type: 'number', options: [], required: false },
  { id: 14, name: 'Start date', field_type: 'date', options: [], required: false },
  { id: 15, name: 'How did you hear of us?', field_type: 'text', options: [], required: false },
];

/** GET /api/public/lead-form/{key} as the server answers it. */
export const leadFormDefinition = (fields: LeadFormDefinition['fields'] = LEAD_FORM_FIELDS): LeadFormDefinition => ({
  organization: 'Northwind Lending & Trade',
  stamp: '1767225600.Zm9ybS1zdGFtcA',
  fields,
});

// ---------------------------------------------------------------- the sales settings (si-sales-settings)

/** The organization's sales custom fields that can be put on the lead form. */
export const SALES_AVAILABLE_FIELDS = [
  { id: 12, name: 'Industry' },
  { id: 13, name: 'Fleet size' },
  { id: 14, name: 'Start date' },
];

/** The settings before the first save: the form off, no key yet, nobody assigned, no loans. */
export const salesSettingsNew = (): SalesSettingsRow => ({
  lead_form_enabled: false,
  lead_form_key: '',
  lead_form_field_ids: [],
  assign_team: null,
  loan_category: null,
  available_fields: SALES_AVAILABLE_FIELDS,
  updated_at: null,
});

/** Saved settings: the form on with Fleet size then Industry, Sales team in turn, Equipment loans. */
export const salesSettingsSaved = (fields: Partial<SalesSettingsRow> = {}): SalesSettingsRow => ({
  lead_form_enabled: true,
  lead_form_key: LEAD_FORM_KEY,
  lead_form_field_ids: [13, 12],
  assign_team: { id: 5, name: 'Sales team' },
  loan_category: { id: 21, name: 'Equipment loans' },
  available_fields: SALES_AVAILABLE_FIELDS,
  updated_at: '2026-03-05T10:00:00Z',
  ...fields,
});

/** GET /api/teams and GET /api/categories rows for the settings' pickers. */
export const SALES_TEAMS = [{ id: 5, name: 'Sales team', member_count: 3 }, { id: 6, name: 'Inside sales', member_count: 2 }];
export const SALES_CATEGORIES = [{ id: 21, name: 'Equipment loans' }, { id: 22, name: 'Software' }];
