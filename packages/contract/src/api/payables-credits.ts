/**
 * Vendor credits (payables): what a vendor owes back, recorded by staff on the vendor and applied
 * to its approved bills. Staff with a write role (IC, OA, LRA) write; every staff role reads;
 * another organization's vendor, credit or bill is a 404.
 */
import { WRITE_ROLES } from '../enums.ts';
import { Page } from '../answers.ts';
import { VendorCreditApplied, VendorCreditApply, VendorCreditCreate, VendorCreditListQuery, VendorCreditRow } from '../payables/credits.ts';
import type { ApiRoute } from './types.ts';

const read = { tag: 'Payables', auth: 'staff' } as const;
const write = { ...read, roles: WRITE_ROLES } as const;

export const VENDOR_CREDIT_ROUTES: ApiRoute[] = [
  {
    ...read,
    method: 'get',
    path: '/api/accounts/{id}/vendor_credits',
    operationId: 'listVendorCredits',
    summary: "A vendor's credits, newest first, each with what remains to apply and the bills it was applied to",
    description: '`state`: open, applied or void. `ordering`: `credit_date`, `number`, `amount`, `created_at` (a leading `-` for descending). 404 for an account that is not a vendor of the organization.',
    query: VendorCreditListQuery,
    response: Page(VendorCreditRow),
  },
  {
    ...write,
    method: 'post',
    path: '/api/accounts/{id}/vendor_credits',
    operationId: 'createVendorCredit',
    summary: 'Record a credit the vendor gave (its credit-note number, day, currency and amount): open, all of it to apply',
    description: 'An amount with more decimals than the currency has, zero or negative, is a 400 on `amount`.',
    body: VendorCreditCreate,
    response: VendorCreditRow,
    status: 201,
  },
  { ...read, method: 'get', path: '/api/vendor_credits/{id}', operationId: 'getVendorCredit', summary: 'One vendor credit with the bills it was applied to', response: VendorCreditRow },
  {
    ...write,
    method: 'post',
    path: '/api/vendor_credits/{id}/void',
    operationId: 'voidVendorCredit',
    summary: 'Void a credit nothing of which was applied (409 otherwise)',
    response: VendorCreditRow,
  },
  {
    ...write,
    method: 'post',
    path: '/api/vendor_credits/{id}/apply',
    operationId: 'applyVendorCredit',
    summary: "Apply part or all of a credit to one of the vendor's approved bills in its currency: the bill's balance goes down by the amount, and a bill left with nothing to pay is paid",
    description:
      "The bill must be approved and not yet in a payment run (409 otherwise), of the credit's vendor and currency (400 on `bill_id` otherwise; another organization's bill is a 404). The amount may not have more decimals than the currency, nor exceed what remains of the credit or what is still to pay on the bill (400 on `amount`). 409 when nothing is left of the credit. Two applications at once never apply more than the credit holds.",
    body: VendorCreditApply,
    response: VendorCreditApplied,
  },
];
