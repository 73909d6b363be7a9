/**
 * Vendors' bills (payables): staff calls from receipt through approval, and the vendor portal's
 * calls to send a bill and a corrected one. Staff with a write role (IC, OA, LRA) write; every
 * staff role reads; another organization's bill is a 404, and so is a bill of another vendor
 * reached by a portal token.
 */
import { WRITE_ROLES } from '../enums.ts';
import { Page } from '../answers.ts';
import { BillCreate, BillDetail, BillFileUpload, BillListQuery, BillReject, BillRow, BillUpdate, PortalBillSubmit } from '../payables/bills.ts';
import { PortalItem } from '../portal.ts';
import { BillApproveMismatch } from '../payables/orders.ts';
import type { ApiRoute } from './types.ts';

const read = { tag: 'Payables', auth: 'staff' } as const;
const write = { ...read, roles: WRITE_ROLES } as const;
const BYTES = 'application/octet-stream';

export const BILL_ROUTES: ApiRoute[] = [
  {
    ...read,
    method: 'get',
    path: '/api/bills',
    operationId: 'listBills',
    summary: "Vendors' bills, newest first: by state, vendor, due date, or a search on the number and the vendor's name",
    description: '`ordering`: `due_date`, `bill_date`, `total`, `number`, `created_at` (a leading `-` for descending). `due_before` leaves out paid and void bills.',
    query: BillListQuery,
    response: Page(BillRow),
  },
  {
    ...write,
    method: 'post',
    path: '/api/bills',
    operationId: 'createBill',
    summary: "Enter a vendor's bill by hand (source manual, entered by the caller): lines with account codes, totals computed here",
    description:
      'The account must be a vendor account of the organization (404 otherwise, 400 on `account_id` for a customer account). An amount with more decimals than the currency has, or a negative total, is a 400 on the field. Upload its document next with POST /api/bills/{id}/file.',
    body: BillCreate,
    response: BillDetail,
    status: 201,
  },
  { ...read, method: 'get', path: '/api/bills/{id}', operationId: 'getBill', summary: 'One bill with its lines and the possible duplicates among the vendor\'s other bills (exact and near)', response: BillDetail },
  {
    ...write,
    method: 'patch',
    path: '/api/bills/{id}',
    operationId: 'updateBill',
    summary: 'Change a bill while it is received or rejected (409 otherwise)',
    body: BillUpdate,
    response: BillDetail,
  },
  { ...write, method: 'post', path: '/api/bills/{id}/submit', operationId: 'submitBillForApproval', summary: 'Send a received or rejected bill for approval (409 otherwise)', response: BillDetail },
  {
    ...write,
    method: 'post',
    path: '/api/bills/{id}/approve',
    operationId: 'approveBill',
    summary: 'Approve a bill waiting for approval (or just received): it can then be paid in a payment run',
    description: "403 for the staff member who entered it; 409 when it is no longer waiting (two approvals at once record one). 409 naming the lines when the bill does not match its purchase order within the tolerance and no `mismatch_reason` is given (the reason is audited).",
    body: BillApproveMismatch,
    response: BillDetail,
  },
  {
    ...write,
    method: 'post',
    path: '/api/bills/{id}/reject',
    operationId: 'rejectBill',
    summary: 'Reject a bill with a reason the vendor sees in its portal; the vendor may send a corrected bill',
    body: BillReject,
    response: BillDetail,
  },
  { ...write, method: 'post', path: '/api/bills/{id}/void', operationId: 'voidBill', summary: 'Void a bill that is not in a payment run or paid (409 otherwise)', response: BillDetail },
  { ...read, method: 'get', path: '/api/bills/{id}/file', operationId: 'getBillFile', summary: "The bill's document as received (PDF or image), inline; 404 when it has none", produces: BYTES },
  {
    ...write,
    method: 'post',
    path: '/api/bills/{id}/file',
    operationId: 'uploadBillFile',
    summary: "Attach the bill's document (a PDF, PNG or JPEG of at most 10 MB, checked by its content); it replaces any earlier one",
    description: '400 on `file` for another type or content that does not match its name, 413 over 10 MB.',
    body: BillFileUpload,
    bodyType: 'multipart',
    handChecked: true,
    response: BillDetail,
    status: 201,
  },

  {
    tag: 'Payables',
    auth: 'portal',
    token: 'body',
    method: 'post',
    path: '/api/portal/bills',
    operationId: 'submitPortalBill',
    summary: 'The vendor sends a bill: its number, dates, total and document; it is received for approval',
    description:
      'Multipart. The file is a PDF, PNG or JPEG of at most 10 MB, checked by its content before anything else is read (400 on `file`, 413 over the size). 403 while the account is on hold. Answers the bill as the portal lists it.',
    body: PortalBillSubmit,
    bodyType: 'multipart',
    handChecked: true,
    response: PortalItem,
    status: 201,
  },
  {
    tag: 'Payables',
    auth: 'portal',
    token: 'body',
    method: 'post',
    path: '/api/portal/bills/{id}/correction',
    operationId: 'correctPortalBill',
    summary: 'The vendor answers a rejection with a corrected bill: a new bill that goes straight into approval; the rejected one stays rejected',
    description: '404 for a bill of another account; 409 unless the bill is rejected and not corrected yet. Same body as sending a bill.',
    body: PortalBillSubmit,
    bodyType: 'multipart',
    handChecked: true,
    response: PortalItem,
    status: 201,
  },
];
