/**
 * Reading a bill's document into suggestions (payables): staff and the vendor's portal send a
 * PDF, PNG or JPEG and poll the reading until it is done. A reading belongs to the organization
 * (staff) or to the token's account (portal): anyone else gets a 404. Readings are kept 15 minutes.
 */
import { BillReading, BillReadingUpload, PortalBillReadingQuery, PortalBillReadingUpload } from '../payables/reading.ts';
import { WRITE_ROLES } from '../enums.ts';
import type { ApiRoute } from './types.ts';

const read = { tag: 'Payables', auth: 'staff' } as const;
const UPLOAD =
  'Multipart. The file is a PDF, PNG or JPEG of at most 10 MB, checked by its content before anything else (400 on `file`, 413 over the size); an image of more than 40 million pixels (read from its header) is refused before it is decoded. The reading runs after the answer; poll it by its id. 429 while too many readings are waiting.';

export const BILL_READING_ROUTES: ApiRoute[] = [
  {
    ...read,
    roles: WRITE_ROLES,
    method: 'post',
    path: '/api/bill_readings',
    operationId: 'readBillDocument',
    summary: "Start reading a bill's document: its number, dates, total, currency and vendor become suggestions, each with the page and words it came from",
    description: UPLOAD,
    body: BillReadingUpload,
    bodyType: 'multipart',
    handChecked: true,
    response: BillReading,
    status: 201,
  },
  {
    ...read,
    method: 'get',
    path: '/api/bill_readings/{id}',
    operationId: 'getBillReading',
    summary: 'A reading: queued, reading (with its progress), done (with the suggestions) or failed (with why)',
    response: BillReading,
  },
  {
    tag: 'Payables',
    auth: 'portal',
    token: 'body',
    method: 'post',
    path: '/api/portal/bill_readings',
    operationId: 'readPortalBillDocument',
    summary: "The vendor's portal: start reading the bill's document to fill the form with suggestions",
    description: UPLOAD,
    body: PortalBillReadingUpload,
    bodyType: 'multipart',
    handChecked: true,
    response: BillReading,
    status: 201,
  },
  {
    tag: 'Payables',
    auth: 'portal',
    token: 'query',
    method: 'get',
    path: '/api/portal/bill_readings/{id}',
    operationId: 'getPortalBillReading',
    summary: "The vendor's portal: a reading it started (another account's is a 404)",
    query: PortalBillReadingQuery,
    response: BillReading,
  },
];
