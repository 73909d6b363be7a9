/**
 * An approval rule as the settings form holds it (text as typed), what it sends, and the checks
 * made before sending (the server checks them again). The limits mirror APPROVAL_LIMITS and
 * BILL_LIMITS of `@si/contract` (payables/approvals.ts, bills.ts), which the browser cannot import
 * as values: those files build zod schemas.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApprovalRule, ApprovalRuleWrite, NamedRef } from '@si/contract';
import { Big } from '@si/contract/money';
import { amountProblem, BILL_ACCOUNT_CODE_MAX, validCurrency } from '../kit/bills/billWords.ts';

export const RULE_NAME_MAX = 100;
export const RULE_STEPS_MAX = 10;
export const STEP_REQUIRED_MAX = 50;
export const RULE_POSITION_MAX = 10_000;

export type StepDraft = { key: number; user_ids: number[]; team_ids: number[]; required: string };

export type RuleDraft = {
  name: string;
  currency: string;
  amount_from: string;
  amount_to: string;
  vendor: NamedRef | null;
  account_code: string;
  steps: StepDraft[];
};

/** The fields of the form a server message can be shown beside (a step's own ones by index). */
export const RULE_FIELDS = ['name', 'currency', 'amount_from', 'amount_to', 'vendor_account_id', 'account_code', 'steps'] as const;

let nextKey = 1;
/** A fresh step; its key stays while steps are removed, so React state and focus follow the step. */
export const newStep = (from: Partial<Omit<StepDraft, 'key'>> = {}): StepDraft => ({ user_ids: [], team_ids: [], required: '1', ...from, key: nextKey++ });

/** An answered amount without the zeros that end its decimals ("5000.00" -> "5000", "12.50" -> "12.5"). */
const plain = (value: string) => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);

export function emptyRuleDraft(currency = 'USD'): RuleDraft {
  return { name: '', currency, amount_from: '0', amount_to: '', vendor: null, account_code: '', steps: [newStep()] };
}

export function ruleDraftOf(rule: ApprovalRule): RuleDraft {
  return {
    name: rule.name,
    currency: rule.currency,
    amount_from: plain(rule.amount_from),
    amount_to: rule.amount_to === null ? '' : plain(rule.amount_to),
    vendor: rule.vendor,
    account_code: rule.account_code ?? '',
    steps: rule.steps.map((s) => newStep({ user_ids: s.users.map((u) => u.id), team_ids: s.teams.map((x) => x.id), required: String(s.required) })),
  };
}

/** What the form sends: the rule at `position`. */
export function ruleBody(draft: RuleDraft, position: number): ApprovalRuleWrite {
  return {
    name: draft.name.trim(),
    position,
    currency: draft.currency.trim().toUpperCase(),
    amount_from: draft.amount_from.trim() || '0',
    amount_to: draft.amount_to.trim() || null,
    vendor_account_id: draft.vendor?.id ?? null,
    account_code: draft.account_code.trim() || null,
    steps: draft.steps.map((s) => ({ user_ids: [...new Set(s.user_ids)], team_ids: [...new Set(s.team_ids)], required: Number(s.required.trim()) })),
  };
}

/** A saved rule written again unchanged but for its position (moving it up or down). */
export function ruleAt(rule: ApprovalRule, position: number): ApprovalRuleWrite {
  return {
    name: rule.name,
    position,
    currency: rule.currency,
    amount_from: rule.amount_from,
    amount_to: rule.amount_to,
    vendor_account_id: rule.vendor?.id ?? null,
    account_code: rule.account_code,
    steps: rule.steps.map((s) => ({ user_ids: s.users.map((u) => u.id), team_ids: s.teams.map((x) => x.id), required: s.required })),
  };
}

/**
 * How many people may approve a step at most: its users and the members of its teams (a person
 * in both counts twice here, once on the server; the server has the last word). Undefined when a
 * chosen team's size is not known (it is not among the teams listed).
 */
export function approverCount(step: StepDraft, teamSizes: ReadonlyMap<number, number>): number | undefined {
  let count = new Set(step.user_ids).size;
  for (const id of new Set(step.team_ids)) {
    const size = teamSizes.get(id);
    if (size === undefined) return undefined;
    count += size;
  }
  return count;
}

/** The field messages of a rule as typed (keys as the server names them); empty when it may be sent. */
export function ruleProblems(draft: RuleDraft, teamSizes: ReadonlyMap<number, number>, i18n: I18n): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = draft.name.trim();
  if (!name) problems.name = i18n._(msg`Give the rule a name.`);
  else if (name.length > RULE_NAME_MAX) problems.name = i18n._(msg`Use at most ${RULE_NAME_MAX} characters.`);
  const currency = draft.currency.trim();
  if (!validCurrency(currency)) problems.currency = i18n._(msg`Enter a three-letter currency code, such as USD or EUR.`);
  const from = draft.amount_from.trim() || '0';
  const fromProblem = amountProblem(from, currency, i18n);
  if (fromProblem) problems.amount_from = fromProblem;
  const to = draft.amount_to.trim();
  if (to) {
    const toProblem = amountProblem(to, currency, i18n);
    if (toProblem) problems.amount_to = toProblem;
    else if (!fromProblem && new Big(to).lte(new Big(from))) problems.amount_to = i18n._(msg`The upper amount must be more than the lower one.`);
  }
  if (draft.account_code.trim().length > BILL_ACCOUNT_CODE_MAX) problems.account_code = i18n._(msg`Use at most ${BILL_ACCOUNT_CODE_MAX} characters.`);
  if (!draft.steps.length) problems.steps = i18n._(msg`Add at least one step.`);
  draft.steps.forEach((step, i) => {
    if (!step.user_ids.length && !step.team_ids.length) problems[`steps.${i}.user_ids`] = i18n._(msg`Choose at least one user or team.`);
    const text = step.required.trim();
    const required = Number(text);
    if (!/^\d+$/.test(text) || required < 1 || required > STEP_REQUIRED_MAX) {
      problems[`steps.${i}.required`] = i18n._(msg`Enter a whole number from 1 to ${STEP_REQUIRED_MAX}.`);
      return;
    }
    const most = approverCount(step, teamSizes);
    if ((step.user_ids.length || step.team_ids.length) && most !== undefined && required > most) {
      problems[`steps.${i}.required`] = i18n._(msg`More approvals than possible approvers (${most}): ask for fewer, or add approvers.`);
    }
  });
  return problems;
}
