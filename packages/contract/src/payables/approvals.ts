/**
 * Bill approval rules (payables): which approvals a vendor's bill needs. A rule applies to bills in
 * its currency with a total from `amount_from` (inclusive) up to `amount_to` (exclusive; none: no
 * upper bound), optionally only one vendor's and/or only bills with a line booked to an account
 * code. The first matching rule by `position` fixes the bill's steps when it is sent for approval:
 * in order, each approved by at least `required` of its approvers (users, and members of teams).
 * No rule: one approval by any write-role staff member. Nobody approves a bill they entered, and a
 * person counts once per bill.
 */
import { z } from 'zod';
import { decimalString, instant, NamedRef, whole } from '../answers.ts';
import { dbId, requiredSingleLine, singleLine } from '../fields.ts';
import { currencyCode, moneyAmount } from '../receivables.ts';
import { BILL_LIMITS } from './bills.ts';

export const APPROVAL_LIMITS = { name: 100, steps: 10, approvers: 50, required: 50, rules: 200 } as const;

export const ApprovalMessage = {
  NO_APPROVERS: 'Name at least one user or team.',
  REQUIRED_OVER_USERS: 'A step of users only cannot require more approvals than it has users.',
  TO_NOT_OVER_FROM: 'The upper amount must be more than the lower one.',
  NOT_APPROVER: "You are not an approver of this bill's current approval step.",
  ALREADY_APPROVED: 'You have already approved this bill: another approver must approve it.',
  SUBMIT_FIRST: 'An approval rule applies to this bill: send it for approval first.',
  TOO_MANY_RULES: 'An organization can have at most 200 approval rules.',
} as const;

const ids = (what: string) => z.array(dbId(what)).max(APPROVAL_LIMITS.approvers).default([]);

/** One step of a rule: its approvers and how many of them must approve. */
export const ApprovalStepWrite = z
  .object({ user_ids: ids('a user of the organization'), team_ids: ids('a team of the organization'), required: z.number().int().min(1).max(APPROVAL_LIMITS.required).default(1) })
  .strict()
  .superRefine((s, ctx) => {
    if (s.user_ids.length + s.team_ids.length === 0) ctx.addIssue({ code: 'custom', path: ['user_ids'], message: ApprovalMessage.NO_APPROVERS });
    else if (s.team_ids.length === 0 && s.required > new Set(s.user_ids).size) ctx.addIssue({ code: 'custom', path: ['required'], message: ApprovalMessage.REQUIRED_OVER_USERS });
  });
export type ApprovalStepWrite = z.output<typeof ApprovalStepWrite>;

/** A rule as written (create, or replace with PUT). */
export const ApprovalRuleWrite = z
  .object({
    name: requiredSingleLine(APPROVAL_LIMITS.name),
    position: z.number().int().min(0).max(10_000).default(0),
    currency: currencyCode,
    amount_from: moneyAmount.default('0'),
    amount_to: moneyAmount.nullable().default(null),
    vendor_account_id: dbId('a vendor account of the organization').nullable().default(null),
    account_code: singleLine(BILL_LIMITS.accountCode).nullable().default(null),
    steps: z.array(ApprovalStepWrite).min(1, 'Add at least one step.').max(APPROVAL_LIMITS.steps),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.amount_to !== null && Number(r.amount_to) <= Number(r.amount_from)) ctx.addIssue({ code: 'custom', path: ['amount_to'], message: ApprovalMessage.TO_NOT_OVER_FROM });
  });
export type ApprovalRuleWrite = z.output<typeof ApprovalRuleWrite>;

export const ApprovalStep = z.object({ users: z.array(NamedRef), teams: z.array(NamedRef), required: whole });
export type ApprovalStep = z.output<typeof ApprovalStep>;

/** A rule as answered. */
export const ApprovalRule = z.object({
  id: whole,
  name: z.string(),
  position: whole,
  currency: z.string(),
  amount_from: decimalString,
  amount_to: decimalString.nullable(),
  vendor: NamedRef.nullable(),
  account_code: z.string().nullable(),
  steps: z.array(ApprovalStep),
  updated_at: instant,
});
export type ApprovalRule = z.output<typeof ApprovalRule>;

export const ApprovalRuleList = z.object({ results: z.array(ApprovalRule) });
export type ApprovalRuleList = z.output<typeof ApprovalRuleList>;

/** The messages of an approval link mailed to an approver. */
export const ApprovalLinkMessage = {
  UNKNOWN: 'This approval link is not valid. Open the bill in the suite instead.',
  USED: 'This approval link was already used.',
  EXPIRED: 'This approval link has expired. Open the bill in the suite instead.',
  CHANGED: 'This bill changed since the mail was sent (it was sent for approval again). Open it in the suite.',
  DECIDED: 'This approval step was already decided. Open the bill in the suite to see where it stands.',
  NOT_ALLOWED: 'You can no longer approve bills in this organization.',
  MISMATCH: 'This bill does not match its purchase order: approve it in the suite, where you give the reason.',
} as const;

/** How long a mailed approval link works, in hours. */
export const APPROVAL_LINK_HOURS = 72;

/** What an approval link shows before the approver confirms (reading it changes nothing). */
export const BillApprovalLinkView = z.object({
  organization: z.string(),
  approver: z.string(),
  bill: z.object({ number: z.string(), vendor: z.string(), currency: z.string(), total: decimalString, bill_date: z.string().nullable(), due_date: z.string().nullable() }),
  step: whole,
  steps: whole,
  required: whole,
  approvals: whole,
  expires_at: instant,
});
export type BillApprovalLinkView = z.output<typeof BillApprovalLinkView>;

/** The approver's decision through the link: approve, or reject with the reason the vendor sees. */
export const BillApprovalLinkDecision = z
  .object({ decision: z.enum(['approve', 'reject']), reason: singleLine(BILL_LIMITS.rejectReason).optional() })
  .strict()
  .superRefine((d, ctx) => {
    if (d.decision === 'reject' && !d.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Give the reason the vendor will see.' });
  });
export type BillApprovalLinkDecision = z.output<typeof BillApprovalLinkDecision>;

export const BillApprovalLinkResult = z.object({ decision: z.enum(['approve', 'reject']), bill_state: z.string() });
export type BillApprovalLinkResult = z.output<typeof BillApprovalLinkResult>;
