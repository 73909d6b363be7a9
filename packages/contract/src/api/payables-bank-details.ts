/**
 * The bank details vendors are paid to, and their verification (payables). A change by the
 * vendor (portal) or by staff stays pending until a second staff member, not the one who
 * requested it, verifies it; a payment run pays only to verified details.
 */
import { WRITE_ROLES } from '../enums.ts';
import { Page } from '../answers.ts';
import {
  BankDetailsReject,
  BankDetailsWrite,
  PortalBankDetails,
  PortalBankDetailsWrite,
  VendorBankDetails,
  VendorBankDetailsListQuery,
  VendorBankDetailsListRow,
} from '../payables/bank-details.ts';
import { PortalTokenQuery, type ApiRoute } from './types.ts';

const read = { tag: 'Payables', auth: 'staff' } as const;
const write = { ...read, roles: WRITE_ROLES } as const;

export const VENDOR_BANK_ROUTES: ApiRoute[] = [
  {
    tag: 'Payables',
    auth: 'portal',
    token: 'query',
    method: 'get',
    path: '/api/portal/bank_details',
    operationId: 'getPortalBankDetails',
    summary: "The vendor's bank details: those verified (numbers masked to their last 4), the change waiting for verification, and the last rejection with its reason",
    query: PortalTokenQuery,
    response: PortalBankDetails,
  },
  {
    tag: 'Payables',
    auth: 'portal',
    token: 'body',
    method: 'put',
    path: '/api/portal/bank_details',
    operationId: 'submitPortalBankDetails',
    summary: 'The vendor gives new bank details: they wait for verification by the organization (replacing a change still waiting), and its contacts are mailed',
    description:
      'An IBAN with its BIC, or an account number with its 9-digit ABA routing number. The IBAN is checked for its country format and check digits, the BIC for its format (400 on the field). 403 while the account is on hold.',
    body: PortalBankDetailsWrite,
    response: PortalBankDetails,
  },
  { ...read, method: 'get', path: '/api/accounts/{id}/bank_details', operationId: 'getVendorBankDetails', summary: "A vendor's bank details: verified, pending, and the history (superseded and rejected, newest first)", response: VendorBankDetails },
  {
    ...write,
    method: 'put',
    path: '/api/accounts/{id}/bank_details',
    operationId: 'requestVendorBankDetails',
    summary: "Enter new bank details for a vendor: they wait for another staff member's verification",
    description: "Replaces a change still waiting. The vendor's contacts are mailed that their details were changed.",
    body: BankDetailsWrite,
    response: VendorBankDetails,
  },
  {
    ...read,
    method: 'get',
    path: '/api/vendor_bank_details',
    operationId: 'listVendorBankDetails',
    summary: 'Bank details changes across vendors (by default those waiting for verification), with the vendor and who requested',
    query: VendorBankDetailsListQuery,
    response: Page(VendorBankDetailsListRow),
  },
  {
    ...write,
    method: 'post',
    path: '/api/vendor_bank_details/{id}/verify',
    operationId: 'verifyVendorBankDetails',
    summary: 'Verify a pending change: it becomes the details payments go to, and the previous ones are superseded',
    description: '403 for the staff member who requested the change; 409 when it is no longer pending (verified, rejected or replaced meanwhile).',
    response: VendorBankDetails,
  },
  {
    ...write,
    method: 'post',
    path: '/api/vendor_bank_details/{id}/reject',
    operationId: 'rejectVendorBankDetails',
    summary: 'Reject a pending change with a reason the vendor sees in its portal',
    body: BankDetailsReject,
    response: VendorBankDetails,
  },
];
