/**
 * The enumerations of spec section 3, as named constants. Numeric codes are the
 * wire values; the `as const` objects give both the value and a literal type.
 */

type ValueOf<T> = T[keyof T];

export const ModuleKind = {
  FILE: 1,
  BANK: 2,
  VENDOR: 3,
  SECURE_INVOICE_SALES: 4,
  SECURE_INVOICE_PURCHASE: 5,
  CONTRACT_LIFECYCLE: 6,
  SALES_PIPELINE: 7,
} as const;
export type ModuleKind = ValueOf<typeof ModuleKind>;

export const PartyType = { INDIVIDUAL: 1, COMPANY: 2 } as const;
export type PartyType = ValueOf<typeof PartyType>;

export const WorkspaceKind = { MONITORING: 1, LOAN_PIPELINE: 2, LOAN_DRAW: 3 } as const;
export type WorkspaceKind = ValueOf<typeof WorkspaceKind>;

export const AssignmentKind = { NONE: 1, ROLE: 2, CONTACT: 3 } as const;
export type AssignmentKind = ValueOf<typeof AssignmentKind>;

/** Item kinds (text on the wire) and the labels the screens use for them. */
export const ItemKind = {
  REQUEST_ITEM: 'REQUEST_ITEM',
  METRIC: 'METRIC',
  QUESTION: 'QUESTION',
  STATEMENT: 'STATEMENT',
  INVOICE: 'INVOICE',
  CONTRACT: 'CONTRACT',
} as const;
export type ItemKind = ValueOf<typeof ItemKind>;
export const ITEM_KIND_LABEL: Record<ItemKind, string> = {
  REQUEST_ITEM: 'Reporting requirement',
  METRIC: 'Financial requirement',
  QUESTION: 'Question',
  STATEMENT: 'Statement',
  INVOICE: 'Invoice',
  CONTRACT: 'Contract',
};

/**
 * The item statuses the product writes itself: invoice and credit-note states, a vendor's bill and a
 * purchase order's states, a requirement's way through the portal and review, and the closing steps
 * the dashboards count as done. A tenant's own workflow steps add names of their own, shown as they
 * were written; each of these has words on every screen (typed tables, so a status added here does
 * not compile without them).
 */
export const ITEM_STATUSES = [
  'draft',
  'open',
  'pending',
  'requested',
  'submitted',
  'received',
  'in_review',
  'returned',
  'rejected',
  'accepted',
  'approved',
  // A vendor's bill on its way to payment, and a purchase order (payables).
  'in_approval',
  'scheduled',
  'sent',
  'declined',
  'signed',
  'partially_paid',
  'paid',
  'unpaid',
  'overdue',
  'void',
  'applied',
  'done',
  'complete',
  'completed',
  'closed',
  'cancelled',
  'canceled',
  'archived',
] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const ThresholdKind = { NONE: 0, RISK_RATE: 1, TARGET_VALUE: 2 } as const;
export type ThresholdKind = ValueOf<typeof ThresholdKind>;

export const AuditEntityKind = { USER: 1, WORKSPACE: 2, ITEM: 3, CONTACT: 4, FILE: 5 } as const;
export type AuditEntityKind = ValueOf<typeof AuditEntityKind>;

export const TaskStatusFilter = { TODO: 1, IN_PROGRESS: 2, DONE: 3, ALL: 4 } as const;
export type TaskStatusFilter = ValueOf<typeof TaskStatusFilter>;

export const DateFilter = { ANY: 1, TODAY: 2, PAST_7_DAYS: 3, THIS_MONTH: 4, THIS_YEAR: 5 } as const;
export type DateFilter = ValueOf<typeof DateFilter>;

export const ConditionCombiner = { ALL: 1, ANY: 2 } as const;
export type ConditionCombiner = ValueOf<typeof ConditionCombiner>;

export const ConditionType = {
  ALWAYS_FALSE: 1,
  USER_IN_TEAM: 2,
  USER_IS: 3,
  USER_IS_ANY: 4,
  ACCOUNT_CONTACT_IS: 5,
  ACCOUNT_CONTACT_IS_ANY: 6,
} as const;
export type ConditionType = ValueOf<typeof ConditionType>;

export const TransitionAction = {
  SET_STATUS: 1,
  UPDATE_CHANGE_HISTORY: 2,
  NOTIFY_ITEM_CREATOR: 3,
  NOTIFY_ACCOUNT_LEAD: 4,
  NOTIFY_ACCOUNT_CONTACT: 5,
  NOTIFY_ALL_ACCOUNT_CONTACTS: 6,
  NOTIFY_TEAM: 7,
  NOTIFY_USER: 8,
  ASSIGN_ACCOUNT_LEAD: 9,
  ASSIGN_ACCOUNT_CONTACT: 10,
  ASSIGN_ITEM_CREATOR: 11,
  ASSIGN_TEAM: 12,
  ASSIGN_USER: 13,
} as const;
export type TransitionAction = ValueOf<typeof TransitionAction>;

export const FileUploadTrigger = {
  FILE_UPLOADED: 1,
  NOTIFY_ITEM_CREATOR: 11,
  NOTIFY_ACCOUNT_LEAD: 12,
  NOTIFY_ONE_CONTACT: 13,
  NOTIFY_ALL_CONTACTS: 14,
  NOTIFY_TEAM: 15,
  NOTIFY_USER: 16,
} as const;
export type FileUploadTrigger = ValueOf<typeof FileUploadTrigger>;

export const MFA_CHALLENGE_METHODS = ['VIRTUAL', 'EMAIL', 'ALL'] as const;
export type MfaChallengeMethod = (typeof MFA_CHALLENGE_METHODS)[number];

/** Office roles (spec 6): Individual Contributor, Office Administrator, View Only, Loan Review & Approval. */
export const OFFICE_ROLES = ['IC', 'OA', 'VO', 'LRA'] as const;
export type OfficeRole = (typeof OFFICE_ROLES)[number];
/** Roles that create, edit and delete account data; VO (View Only) reads only. */
export const WRITE_ROLES: readonly OfficeRole[] = ['OA', 'IC', 'LRA'];

export const SKINS = ['classic', 'modern', 'decent', 'bordered'] as const;
export type Skin = (typeof SKINS)[number];
export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEMES)[number];
export const NAVIGATION_MENUS = ['vertical', 'horizontal'] as const;
export type NavigationMenu = (typeof NAVIGATION_MENUS)[number];

export const LOCALES = ['en', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

/** Preset primary colours of spec 2.15; `success` is the default. */
export const PRESET_COLORS = {
  success: '#0D9394',
  info: '#078dee',
  primary: '#7635dc',
  blue: '#2065D1',
  yellow: '#fda92d',
  error: '#FF3030',
} as const;
export type PresetName = keyof typeof PRESET_COLORS;

/** Application types listed in the allowed-modules config value (spec 6). */
export const APPLICATION_TYPES = [
  'document_collection',
  'lender',
  'secure_invoice_sales',
  'secure_invoice_purchase',
  'sales_pipeline',
  'contract_lifecycle',
] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/** Breakpoints of spec 9, in px; mobile is below lg. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
