/**
 * Bill approval rules (payables settings): the organization's administrator (OA) lists, creates,
 * replaces and deletes them; another organization's rule is a 404. The rules fix a bill's approval
 * steps when it is sent for approval (the bills' approve call records approvals step by step).
 */
import { z } from 'zod';
import { ApprovalRule, ApprovalRuleList, ApprovalRuleWrite, BillApprovalLinkDecision, BillApprovalLinkResult, BillApprovalLinkView } from '../payables/approvals.ts';
import type { ApiRoute } from './types.ts';

const admin = { tag: 'Payables', auth: 'staff', roles: ['OA'] } as const;

export const BILL_APPROVAL_ROUTES: ApiRoute[] = [
  {
    ...admin,
    method: 'get',
    path: '/api/bill_approval_rules',
    operationId: 'listBillApprovalRules',
    summary: 'The bill approval rules, in the order they are tried (position, then creation)',
    response: ApprovalRuleList,
  },
  {
    ...admin,
    method: 'post',
    path: '/api/bill_approval_rules',
    operationId: 'createBillApprovalRule',
    summary: 'Add a bill approval rule: amount tier in a currency, optionally a vendor and an account code, and its ordered steps',
    description: 'Users and teams must be the organization\'s (400 on the field otherwise); the vendor must be a vendor account of the organization.',
    body: ApprovalRuleWrite,
    response: ApprovalRule,
    status: 201,
  },
  {
    ...admin,
    method: 'put',
    path: '/api/bill_approval_rules/{id}',
    operationId: 'replaceBillApprovalRule',
    summary: 'Replace a bill approval rule (bills already sent for approval keep their steps)',
    body: ApprovalRuleWrite,
    response: ApprovalRule,
  },
  { ...admin, method: 'delete', path: '/api/bill_approval_rules/{id}', operationId: 'deleteBillApprovalRule', summary: 'Delete a bill approval rule (bills already sent keep their steps)', status: 204 },

  {
    tag: 'Payables',
    auth: 'link',
    method: 'get',
    path: '/api/public/bill_approvals/{token}',
    operationId: 'getBillApprovalLink',
    summary: 'What an approval link mailed to an approver asks: the bill and its step (reading it changes nothing)',
    description: '404 for an unknown link; 410 when it was used, has expired, its step was decided or the bill was sent again; 403 when the approver may no longer approve.',
    params: z.object({ token: z.string().max(100) }),
    response: BillApprovalLinkView,
  },
  {
    tag: 'Payables',
    auth: 'link',
    method: 'post',
    path: '/api/public/bill_approvals/{token}',
    operationId: 'decideBillApprovalLink',
    summary: "Approve or reject the bill through the approver's mailed link (used once)",
    description: 'The same refusals as reading it; approving records the approval on the link\'s step like the staff call does.',
    params: z.object({ token: z.string().max(100) }),
    body: BillApprovalLinkDecision,
    response: BillApprovalLinkResult,
  },
];
