/**
 * The applications of the switcher (spec 1, 2.13, 6): each one's dashboard and the
 * allowed-modules application type that opens it. Spec 6 lists six types; the three
 * other applications reuse a module's screens, so the same type governs them:
 * expense management and vendor and supplier management run on the purchase side
 * (payable screens), project and task management on document collection's workspaces.
 * The suite and the server use this one table so the switcher and the 403 agree.
 */
import { APPLICATION_TYPES, type ApplicationType } from './enums.ts';

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

export type Application = { key: ApplicationKey; dashboard: string; requires: ApplicationType };

export const APPLICATIONS: readonly Application[] = [
  { key: 'document_collection', dashboard: '/apps/filestride', requires: 'document_collection' },
  { key: 'lender', dashboard: '/apps/bank', requires: 'lender' },
  { key: 'sales_pipeline', dashboard: '/apps/spm', requires: 'sales_pipeline' },
  { key: 'contract_lifecycle', dashboard: '/apps/clm', requires: 'contract_lifecycle' },
  { key: 'secure_invoice_purchase', dashboard: '/apps/payable', requires: 'secure_invoice_purchase' },
  { key: 'secure_invoice_sales', dashboard: '/apps/secureinvoice', requires: 'secure_invoice_sales' },
  { key: 'expense_management', dashboard: '/apps/expensemanagement', requires: 'secure_invoice_purchase' },
  { key: 'vendor_management', dashboard: '/apps/payable', requires: 'secure_invoice_purchase' },
  { key: 'project_management', dashboard: '/apps/filestride', requires: 'document_collection' },
];

/** Where a card leads when its module is not in the allowed-modules value. */
export const NOT_ALLOWED_PATH = '/not-allowed';

/** The application types of an allowed-modules value (a JSON array); anything else allows nothing. */
export function allowedApplicationTypes(value: unknown): ApplicationType[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is ApplicationType => APPLICATION_TYPES.includes(v as ApplicationType));
}
