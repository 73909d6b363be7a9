/**
 * Purchase orders (payables) and matching bills to them: staff write orders, send them to the
 * vendor (mailed with the portal link), record goods received and close them; the vendor accepts
 * or declines in its portal. Every staff role reads; IC, OA and LRA write; the match tolerance is
 * set by an OA. Another organization's order is a 404; a token reaches only its own account's.
 */
import { WRITE_ROLES } from '../enums.ts';
import { Page } from '../answers.ts';
import { PortalItem } from '../portal.ts';
import { SentTo } from '../receivables.ts';
import {
  BillMatch,
  MatchTolerance,
  PortalOrderAccept,
  PortalOrderDecline,
  PurchaseOrderCreate,
  PurchaseOrderDetail,
  PurchaseOrderListQuery,
  PurchaseOrderReceive,
  PurchaseOrderRow,
  PurchaseOrderUpdate,
} from '../payables/orders.ts';
import { PortalTokenQuery, type ApiRoute } from './types.ts';

const read = { tag: 'Payables', auth: 'staff' } as const;
const write = { ...read, roles: WRITE_ROLES } as const;
const portal = { tag: 'Payables', auth: 'portal' } as const;
const PDF = 'application/pdf';

export const PURCHASE_ORDER_ROUTES: ApiRoute[] = [
  { ...read, method: 'get', path: '/api/purchase_orders', operationId: 'listPurchaseOrders', summary: 'Purchase orders, newest first by default', query: PurchaseOrderListQuery, response: Page(PurchaseOrderRow) },
  { ...write, method: 'post', path: '/api/purchase_orders', operationId: 'createPurchaseOrder', summary: 'A draft purchase order for a vendor account', description: '400 on `account_id` for an account that is not a vendor of the organization.', body: PurchaseOrderCreate, response: PurchaseOrderDetail, status: 201 },
  { ...read, method: 'get', path: '/api/purchase_orders/{id}', operationId: 'getPurchaseOrder', summary: 'A purchase order with its lines, the quantities received and the receipts', response: PurchaseOrderDetail },
  { ...write, method: 'patch', path: '/api/purchase_orders/{id}', operationId: 'updatePurchaseOrder', summary: 'Change a draft purchase order (409 once sent)', body: PurchaseOrderUpdate, response: PurchaseOrderDetail },
  {
    ...write,
    method: 'post',
    path: '/api/purchase_orders/{id}/send',
    operationId: 'sendPurchaseOrder',
    summary: "Send a draft purchase order: each of the vendor's contacts is mailed its portal link and the order's PDF",
    description: '409 for an order that is not a draft, without lines, with customer notifications off, or a vendor without a contact to mail.',
    response: SentTo,
  },
  { ...write, method: 'post', path: '/api/purchase_orders/{id}/close', operationId: 'closePurchaseOrder', summary: 'Close a sent or accepted purchase order: nothing more is expected on it', response: PurchaseOrderDetail },
  {
    ...write,
    method: 'post',
    path: '/api/purchase_orders/{id}/receipts',
    operationId: 'receivePurchaseOrderGoods',
    summary: 'Record goods received on lines of a sent, accepted or closed order (three-way match); each receipt adds to the line',
    body: PurchaseOrderReceive,
    response: PurchaseOrderDetail,
    status: 201,
  },
  { ...read, method: 'get', path: '/api/purchase_orders/{id}/pdf', operationId: 'getPurchaseOrderPdf', summary: 'The purchase order as a PDF', produces: PDF },
  { ...read, method: 'get', path: '/api/payables_settings/match_tolerance', operationId: 'getMatchTolerance', summary: "How far (percent) a bill's unit prices and quantities may be from its purchase order's", response: MatchTolerance },
  { ...read, roles: ['OA'], method: 'put', path: '/api/payables_settings/match_tolerance', operationId: 'setMatchTolerance', summary: 'Set the match tolerance (percent, 0 to 100, decimals allowed)', body: MatchTolerance, response: MatchTolerance },
  {
    ...read,
    method: 'get',
    path: '/api/bills/{id}/match',
    operationId: 'getBillMatch',
    summary: "A bill matched to its purchase order line by line: ordered, received, billed, price difference, within tolerance; overall ok or mismatch (none without an order)",
    response: BillMatch,
  },
  { ...portal, token: 'body', method: 'post', path: '/api/portal/purchase_orders/{id}/accept', operationId: 'acceptPortalPurchaseOrder', summary: 'The vendor accepts a purchase order sent to it', description: "404 for another account's order; 409 unless it is sent and not answered yet.", body: PortalOrderAccept, response: PortalItem },
  { ...portal, token: 'body', method: 'post', path: '/api/portal/purchase_orders/{id}/decline', operationId: 'declinePortalPurchaseOrder', summary: 'The vendor declines a purchase order sent to it, saying why', description: "404 for another account's order; 409 unless it is sent and not answered yet.", body: PortalOrderDecline, response: PortalItem },
  { ...portal, token: 'query', method: 'get', path: '/api/portal/purchase_orders/{id}/pdf', operationId: 'downloadPortalPurchaseOrderPdf', summary: "A purchase order of the token's account as a PDF", description: "404 for another account's order or a draft.", query: PortalTokenQuery, produces: PDF },
];
