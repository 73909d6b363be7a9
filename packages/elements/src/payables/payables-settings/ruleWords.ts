/**
 * An approval rule read as a sentence: the bills it applies to (amount tier in its currency,
 * vendor, account code), then its steps in order, each with its approvers and how many of them
 * must approve ("€5,000.00 and above · vendor Acme · account 6100: step 1: team Finance, 1 to
 * approve; step 2: Dana Chief").
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApprovalRule, ApprovalStep } from '@si/contract';
import { Big } from '@si/contract/money';
import { formatMoney } from '../../portal-kit/itemLabels.ts';

/** The bills a rule applies to: its amount tier (the lower amount included, the upper one not), vendor and account code. */
export function ruleScope(rule: ApprovalRule, i18n: I18n, lang: string): string {
  const from = formatMoney(rule.amount_from, rule.currency, lang);
  const to = rule.amount_to === null ? '' : formatMoney(rule.amount_to, rule.currency, lang);
  const fromZero = new Big(rule.amount_from).eq(0);
  const currency = rule.currency;
  const tier =
    rule.amount_to === null
      ? fromZero
        ? i18n._(msg`Any amount in ${currency}`)
        : i18n._(msg`${from} and above`)
      : fromZero
        ? i18n._(msg`Below ${to}`)
        : i18n._(msg`From ${from} to below ${to}`);
  const parts = [tier];
  if (rule.vendor) {
    const vendor = rule.vendor.name;
    parts.push(i18n._(msg`vendor ${vendor}`));
  }
  if (rule.account_code) {
    const code = rule.account_code;
    parts.push(i18n._(msg`account ${code}`));
  }
  return parts.join(' · ');
}

/** One step: its approvers (teams first) and, unless it is one person, how many must approve. */
export function stepText(step: ApprovalStep, position: number, i18n: I18n): string {
  const names = [
    ...step.teams.map((team) => {
      const name = team.name;
      return i18n._(msg`team ${name}`);
    }),
    ...step.users.map((user) => user.name),
  ];
  const who = names.length ? names.join(', ') : i18n._(msg`nobody (its approvers were removed)`);
  const required = step.required;
  const onePerson = step.users.length === 1 && step.teams.length === 0 && required === 1;
  return onePerson ? i18n._(msg`step ${position}: ${who}`) : i18n._(msg`step ${position}: ${who}, ${required} to approve`);
}

/** The whole rule as one sentence. */
export function ruleSummary(rule: ApprovalRule, i18n: I18n, lang: string): string {
  const scope = ruleScope(rule, i18n, lang);
  const steps = rule.steps.map((step, i) => stepText(step, i + 1, i18n)).join('; ');
  return i18n._(msg`${scope}: ${steps}`);
}
