/**
 * The seven business modules, described once. Every per-module table in the code (route
 * prefixes, layouts, module kinds, portal paths, My Tasks paths, allowed-modules types,
 * config-property keys) is derived from `MODULES`; the spec's route prefixes appear only here
 * and in route paths. Zod-free, so the browser can import it (`@si/contract/modules`).
 */
import { ConfigProperty } from './config-properties.ts';
import { ModuleKind, type ApplicationType } from './enums.ts';

/** The product word of each module: the name of its folders, files and code. */
export type ModuleId = 'receivables' | 'payables' | 'expenses' | 'document-collection' | 'lending' | 'sales' | 'contracts';

/** The spec's route prefixes (spec 2.4-2.10); `bank` is the lender product's segment. */
export type ModulePrefix = 'secureinvoice' | 'payable' | 'expensemanagement' | 'filestride' | 'bank' | 'spm' | 'clm';

/** The token portals' names (the prefix of the module whose portal it is). */
export type PortalPrefix = Exclude<ModulePrefix, 'expensemanagement'>;

export type StaffLayout =
  | 'secure-invoice'
  | 'expense-management'
  | 'filestride'
  | 'bank'
  | 'sales-pipeline-management'
  | 'contract-lifecycle-management'
  | 'payable-management';

export type PortalLayout =
  | 'secure-invoice-portal'
  | 'filestride-portal'
  | 'bank-portal'
  | 'sales-crm-portal'
  | 'contract-lifecycle-management-portal'
  | 'payable-portal';

export interface ModulePortal {
  /** The portal's route path before the token, e.g. `/public/s/`. */
  path: string;
  layout: PortalLayout;
}

export interface ModuleDescriptor {
  id: ModuleId;
  /** The module kind (spec 3) its staff screens work on and send as `module_kind`. */
  kind: ModuleKind;
  /** The module kinds whose accounts open this module's portal (payables also serves the vendor kind). */
  portalKinds: readonly ModuleKind[];
  prefix: ModulePrefix;
  layout: StaffLayout;
  portal: ModulePortal | null;
  /** The allowed-modules application type that governs it (spec 6). */
  application: ApplicationType;
  /** The dashboard of the app switcher (spec 2.3). */
  dashboardPath: string;
  /** The My Tasks route, linked from notification mails. */
  tasksPath: string;
  /** Its name in English for server-side text (mails, reports); screens show the same name translated (`@si/core/module-names`). */
  label: string;
  /** The module's own config-property keys (spec 3); null where the spec lists none. */
  config: { poweredBy: string | null; pastDueReminderSubject: string | null };
}

export const MODULES: readonly ModuleDescriptor[] = [
  {
    id: 'receivables',
    kind: ModuleKind.SECURE_INVOICE_SALES,
    portalKinds: [ModuleKind.SECURE_INVOICE_SALES],
    prefix: 'secureinvoice',
    layout: 'secure-invoice',
    portal: { path: '/public/s/', layout: 'secure-invoice-portal' },
    application: 'secure_invoice_sales',
    dashboardPath: '/apps/secureinvoice',
    tasksPath: '/secureinvoice/mytask',
    label: 'Secure Invoice',
    config: { poweredBy: ConfigProperty.POWERED_BY_TEXT_SECURE_INVOICE, pastDueReminderSubject: ConfigProperty.PAST_DUE_REMINDER_SUBJECT_SECURE_INVOICE },
  },
  {
    id: 'payables',
    kind: ModuleKind.SECURE_INVOICE_PURCHASE,
    portalKinds: [ModuleKind.SECURE_INVOICE_PURCHASE, ModuleKind.VENDOR],
    prefix: 'payable',
    layout: 'payable-management',
    portal: { path: '/public/p/', layout: 'payable-portal' },
    application: 'secure_invoice_purchase',
    dashboardPath: '/apps/payable',
    tasksPath: '/payable/mytask',
    label: 'Accounts Payable',
    config: { poweredBy: null, pastDueReminderSubject: ConfigProperty.PAST_DUE_REMINDER_SUBJECT_SECURE_INVOICE_PURCHASE },
  },
  {
    // Spec 3 gives expenses no module kind of its own: it runs on the vendor kind (3).
    id: 'expenses',
    kind: ModuleKind.VENDOR,
    portalKinds: [],
    prefix: 'expensemanagement',
    layout: 'expense-management',
    portal: null,
    application: 'secure_invoice_purchase',
    dashboardPath: '/apps/expensemanagement',
    tasksPath: '/expensemanagement/mytask',
    label: 'Expense Management',
    config: { poweredBy: null, pastDueReminderSubject: null },
  },
  {
    id: 'document-collection',
    kind: ModuleKind.FILE,
    portalKinds: [ModuleKind.FILE],
    prefix: 'filestride',
    layout: 'filestride',
    portal: { path: '/public/f/', layout: 'filestride-portal' },
    application: 'document_collection',
    dashboardPath: '/apps/filestride',
    tasksPath: '/filestride/myTask',
    label: 'Document Collection',
    config: { poweredBy: ConfigProperty.POWERED_BY_TEXT_FILE, pastDueReminderSubject: ConfigProperty.PAST_DUE_REMINDER_SUBJECT_FILE },
  },
  {
    id: 'lending',
    kind: ModuleKind.BANK,
    portalKinds: [ModuleKind.BANK],
    prefix: 'bank',
    layout: 'bank',
    portal: { path: '/public/b/', layout: 'bank-portal' },
    application: 'lender',
    dashboardPath: '/apps/bank',
    tasksPath: '/bank/mytask',
    label: 'Lender',
    config: { poweredBy: ConfigProperty.POWERED_BY_TEXT_BANK, pastDueReminderSubject: ConfigProperty.PAST_DUE_REMINDER_SUBJECT_BANK },
  },
  {
    id: 'sales',
    kind: ModuleKind.SALES_PIPELINE,
    portalKinds: [ModuleKind.SALES_PIPELINE],
    prefix: 'spm',
    layout: 'sales-pipeline-management',
    portal: { path: '/public/spm/', layout: 'sales-crm-portal' },
    application: 'sales_pipeline',
    dashboardPath: '/apps/spm',
    tasksPath: '/spm/myTasks',
    label: 'Sales Pipeline',
    config: { poweredBy: ConfigProperty.POWERED_BY_TEXT_SALES_CRM, pastDueReminderSubject: ConfigProperty.PAST_DUE_REMINDER_SUBJECT_SALES_CRM },
  },
  {
    id: 'contracts',
    kind: ModuleKind.CONTRACT_LIFECYCLE,
    portalKinds: [ModuleKind.CONTRACT_LIFECYCLE],
    prefix: 'clm',
    layout: 'contract-lifecycle-management',
    portal: { path: '/public/c/', layout: 'contract-lifecycle-management-portal' },
    application: 'contract_lifecycle',
    dashboardPath: '/apps/clm',
    tasksPath: '/clm/my-contracts',
    label: 'Contract Lifecycle',
    config: { poweredBy: null, pastDueReminderSubject: null },
  },
];

const byId = new Map(MODULES.map((m) => [m.id, m]));
const byPrefix = new Map(MODULES.map((m) => [m.prefix, m]));
const byKind = new Map(MODULES.map((m) => [m.kind as number, m]));

export function moduleById(id: ModuleId): ModuleDescriptor {
  return byId.get(id)!;
}

/** The module of a route prefix, or undefined for anything else (`Object.hasOwn`-safe: a Map). */
export function moduleByPrefix(prefix: string): ModuleDescriptor | undefined {
  return byPrefix.get(prefix as ModulePrefix);
}

/** The module whose staff screens work on a module kind. */
export function moduleOfKind(kind: number): ModuleDescriptor | undefined {
  return byKind.get(kind);
}

/** The module whose portal an account of this kind opens (the vendor kind opens the payable portal). */
export function portalModuleOfKind(kind: number): ModuleDescriptor | undefined {
  return MODULES.find((m) => m.portalKinds.includes(kind as ModuleKind));
}

/** The modules that have a token portal, in descriptor order. */
export const PORTAL_MODULE_DESCRIPTORS = MODULES.filter((m): m is ModuleDescriptor & { portal: ModulePortal } => m.portal !== null);

/** A non-empty tuple, as `z.enum` wants one; the descriptor always has at least one entry. */
function tuple<T>(values: readonly T[]): readonly [T, ...T[]] {
  return values as readonly [T, ...T[]];
}

/** Every module's route prefix, in descriptor order. */
export const MODULE_PREFIXES = tuple(MODULES.map((m) => m.prefix));

/** The prefixes of the modules with a token portal, in descriptor order. */
export const PORTAL_PREFIXES = tuple(PORTAL_MODULE_DESCRIPTORS.map((m) => m.prefix as PortalPrefix));
