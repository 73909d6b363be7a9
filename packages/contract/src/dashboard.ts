/**
 * GET /api/dashboard/{module}: the figures of a module dashboard (spec 2.3), computed on the
 * server from the module's accounts and items. Amounts are decimal strings (never floats).
 */
import { z } from 'zod';
import { decimalString } from './answers.ts';
import { MODULE_PREFIXES, type ModulePrefix } from './modules.ts';
import { ClientSecretWarning } from './organization-config.ts';

/** The dashboard paths of spec 2.3 (`/apps/{module}`); `bank` is the lender product. */
export const DASHBOARD_MODULES = MODULE_PREFIXES;
export type DashboardModule = ModulePrefix;

/** Open items by due date, oldest first; every bucket is always present. */
export const DUE_BUCKETS = ['overdue_91_plus', 'overdue_61_90', 'overdue_31_60', 'overdue_1_30', 'due_0_7', 'due_8_30', 'due_later', 'no_due_date'] as const;
export type DueBucket = (typeof DUE_BUCKETS)[number];

/** In the currency's minor units: "1250.50" in USD, "643.625" in KWD, "1200" in JPY. */
const amount = decimalString;

export const DashboardSummary = z.object({
  module: z.enum(DASHBOARD_MODULES),
  /** The date the overdue figures are counted against (UTC, YYYY-MM-DD). */
  as_of: z.string(),
  accounts: z.object({ total: z.number().int(), on_hold: z.number().int() }),
  items: z.object({ total: z.number().int(), open: z.number().int(), overdue: z.number().int(), closed: z.number().int() }),
  items_by_kind: z.array(z.object({ kind: z.string(), total: z.number().int(), open: z.number().int() })),
  items_by_status: z.array(z.object({ status: z.string(), count: z.number().int() })),
  /** Items with amounts (invoices), per status and currency. */
  amounts_by_status: z.array(z.object({ status: z.string(), currency: z.string(), count: z.number().int(), total: amount, balance: amount })),
  /** Open items by due date; counts only, as their balances may be in several currencies. */
  due_buckets: z.array(z.object({ bucket: z.enum(DUE_BUCKETS), count: z.number().int() })),
  /** How often the screen reads these figures again, in minutes (the organization's dashboard refresh interval); 0 = only when opened. */
  refresh_minutes: z.number().int(),
  /** What needs someone's attention: the accounting system's client secret expiring or expired (secure invoice only). */
  notices: z.array(z.object({ kind: z.literal('accounting_secret'), warning: ClientSecretWarning })),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;
