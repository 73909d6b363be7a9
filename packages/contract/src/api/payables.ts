/**
 * Payables (accounts payable): vendors' bills, the bank details vendors are paid to, payment runs
 * and vendor credits (hosts/api/src/modules/payables). Staff with a write role (IC, OA, LRA) write; every staff
 * role reads; another organization's record is a 404. Each part of the module lists its calls in
 * a file of its own.
 */
import { BILL_APPROVAL_ROUTES } from './payables-approvals.ts';
import { BILL_ROUTES } from './payables-bills.ts';
import { VENDOR_BANK_ROUTES } from './payables-bank-details.ts';
import { PURCHASE_ORDER_ROUTES } from './payables-orders.ts';
import { PAYMENT_RUN_ROUTES } from './payables-runs.ts';
import { BILL_READING_ROUTES } from './payables-reading.ts';
import { VENDOR_CREDIT_ROUTES } from './payables-credits.ts';
import { PAYABLES_REPORT_ROUTES } from './payables-reports.ts';
import type { ApiRoute } from './types.ts';

export const PAYABLES_ROUTES: ApiRoute[] = [...BILL_ROUTES, ...VENDOR_BANK_ROUTES, ...PAYMENT_RUN_ROUTES, ...BILL_READING_ROUTES, ...PURCHASE_ORDER_ROUTES, ...BILL_APPROVAL_ROUTES, ...VENDOR_CREDIT_ROUTES, ...PAYABLES_REPORT_ROUTES];
