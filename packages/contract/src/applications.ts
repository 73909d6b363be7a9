/**
 * The applications of the switcher (spec 1, 2.13, 6): each one's dashboard and the
 * allowed-modules application type that opens it. Spec 6 lists six types; the three
 * other applications reuse a module's screens, so the same type governs them:
 * expense management and vendor and supplier management run on the purchase side
 * (payable screens), project and task management on document collection's workspaces.
 * The suite and the server use this one table so the switcher and the 403 agree.
 * Read from `MODULES`; the elements' build keeps this file and the descriptor out of the
 * shared runtime, so only the app switcher downloads them.
 */
import { APPLICATION_TYPES, type ApplicationType } from './enums.ts';
import { moduleById, type ModuleId } from './modules.ts';

export type ApplicationKey =
  | 'document_collection'
  | 'lender'
  | 'sales_pipeline'
  | 'contract_lifecycle'
  | 'secure_invoice_purchase'
  | 'secure_invoice_sales'
  | 'expense_management'
  | 'vendor_management'
  | 'project_management';

export type Application = {
  key: ApplicationKey;
  /** The module whose dashboard it opens (and whose name it has, unless it has its own). */
  module: ModuleId;
  dashboard: string;
  requires: ApplicationType;
  /** The route prefix of its screens (`/secureinvoice/...`): where the switcher marks it as the current one. */
  prefix: string;
  /** Its own screens are not built yet: the switcher says it is coming instead of opening another application. */
  comingLater: boolean;
};

/** An application of the switcher that opens a module's dashboard, governed by its application type. */
const opens = (key: ApplicationKey, id: ModuleId, comingLater = false): Application => {
  const module = moduleById(id);
  return { key, module: id, dashboard: module.dashboardPath, requires: module.application, prefix: module.prefix, comingLater };
};

/** The six application types in the switcher's order, then the three applications that reuse a module. */
export const APPLICATIONS: readonly Application[] = [
  opens('document_collection', 'document-collection'),
  opens('lender', 'lending'),
  opens('sales_pipeline', 'sales'),
  opens('contract_lifecycle', 'contracts'),
  opens('secure_invoice_purchase', 'payables'),
  opens('secure_invoice_sales', 'receivables'),
  opens('expense_management', 'expenses'),
  // No screens of their own yet: the module whose type governs them, but no card opens it.
  opens('vendor_management', 'payables', true),
  opens('project_management', 'document-collection', true),
];

/** Where a card leads when its module is not in the allowed-modules value. */
export const NOT_ALLOWED_PATH = '/not-allowed';

/** The application types of an allowed-modules value (a JSON array); anything else allows nothing. */
export function allowedApplicationTypes(value: unknown): ApplicationType[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is ApplicationType => APPLICATION_TYPES.includes(v as ApplicationType));
}
