/**
 * The lending screens' shared words: a loan's status, a covenant test's and a result's status, a
 * frequency, a metric, an operator, a section's title, a decision's outcome, a draw's state, a
 * headroom in the reader's digits, and the server's lending messages in the reader's language.
 * Every screen of the module says these the same way; none shows a raw code.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  LendingMessage,
  type CovenantFrequency,
  type CovenantMetric,
  type CovenantOperator,
  type DecisionOutcome,
  type DrawState,
  type LoanSection,
  type LoanStatus,
  type ResultStatus,
  type TestStatus,
} from '@si/contract/lending';

type Words = ReturnType<typeof msg>;

const LOAN_STATUS: Record<LoanStatus, Words> = {
  requested: msg({ message: 'Requested', context: 'loan status' }),
  in_review: msg({ message: 'In review', context: 'loan status' }),
  approved: msg({ message: 'Approved', context: 'loan status' }),
  declined: msg({ message: 'Declined', context: 'loan status' }),
  active: msg({ message: 'Active', context: 'loan status' }),
  closed: msg({ message: 'Closed', context: 'loan status' }),
};

const TEST_STATUS: Record<TestStatus | ResultStatus | 'overdue', Words> = {
  pending: msg({ message: 'Awaiting figures', context: 'covenant test' }),
  compliant: msg({ message: 'Compliant', context: 'covenant test' }),
  warning: msg({ message: 'Warning', context: 'covenant test' }),
  breach: msg({ message: 'Breach', context: 'covenant test' }),
  waived: msg({ message: 'Waived', context: 'covenant test' }),
  invalid: msg({ message: 'Cannot be computed', context: 'covenant test' }),
  overdue: msg({ message: 'Figures overdue', context: 'covenant test' }),
};

const FREQUENCY: Record<CovenantFrequency, Words> = {
  monthly: msg`Monthly`,
  quarterly: msg`Quarterly`,
  annual: msg`Annual`,
};

const METRIC: Record<CovenantMetric, Words> = {
  dscr: msg`Debt service coverage (DSCR)`,
  leverage: msg`Leverage (debt to EBITDA)`,
  current_ratio: msg`Current ratio`,
  fixed_charge_coverage: msg`Fixed-charge coverage`,
  formula: msg`Organization's formula`,
};

const OPERATOR: Record<CovenantOperator, Words> = {
  '>=': msg`at least`,
  '>': msg`more than`,
  '<=': msg`at most`,
  '<': msg`less than`,
};

const SECTION: Record<LoanSection, Words> = {
  loanDetails: msg`Loan details`,
  loanTerm: msg`Loan term and repayment`,
  borrowingStructure: msg`Borrowing structure`,
  creditAndRiskRating: msg`Credit and risk rating`,
  covenants: msg`Covenants`,
  affirmativeCovenantsReq: msg`Affirmative covenant requirements`,
  decision: msg({ message: 'Decision', context: 'loan section' }),
  policyExceptions: msg`Policy exceptions`,
  history: msg({ message: 'History', context: 'loan section' }),
};

const OUTCOME: Record<DecisionOutcome, Words> = {
  approved: msg({ message: 'Approved', context: 'loan decision' }),
  approved_with_conditions: msg`Approved with conditions`,
  declined: msg({ message: 'Declined', context: 'loan decision' }),
};

const DRAW_STATE: Record<DrawState, Words> = {
  submitted: msg({ message: 'Submitted', context: 'draw' }),
  inspected: msg({ message: 'Inspected', context: 'draw' }),
  approved: msg({ message: 'Approved', context: 'draw' }),
  rejected: msg({ message: 'Rejected', context: 'draw' }),
  disbursed: msg({ message: 'Disbursed', context: 'draw' }),
};

const SERVER_WORDS: Record<string, Words> = {
  [LendingMessage.notALoan]: msg`This account is not a loan.`,
  [LendingMessage.staleLoan]: msg`Someone else changed this loan; it has been reloaded.`,
  [LendingMessage.decided]: msg`This loan has already been decided.`,
  [LendingMessage.sameDecider]: msg`The second decision must be made by someone else.`,
  [LendingMessage.notInPipeline]: msg`Only a loan in the pipeline is decided.`,
  [LendingMessage.formulaDivByZero]: msg`The formula divides by zero.`,
  [LendingMessage.formulaTooLong]: msg`The formula is too long.`,
  [LendingMessage.formulaTooDeep]: msg`The formula nests too deeply.`,
  [LendingMessage.figureNotNumber]: msg`Enter a number.`,
  [LendingMessage.drawAboveRemaining]: msg`The draw is above the remaining budget of the line.`,
  [LendingMessage.drawApprovalRoles]: msg`A draw of this size is approved by a reviewer (LRA).`,
};

const say = <K extends string>(table: Record<K, Words>, key: K, i18n: I18n): string => (Object.hasOwn(table, key) ? i18n._(table[key]) : i18n._(msg`Unknown`));

export const loanStatusText = (status: LoanStatus, i18n: I18n) => say(LOAN_STATUS, status, i18n);
export const testStatusText = (status: TestStatus | ResultStatus | 'overdue', i18n: I18n) => say(TEST_STATUS, status, i18n);
export const frequencyText = (frequency: CovenantFrequency, i18n: I18n) => say(FREQUENCY, frequency, i18n);
export const metricText = (metric: CovenantMetric, i18n: I18n) => say(METRIC, metric, i18n);
export const operatorText = (operator: CovenantOperator, i18n: I18n) => say(OPERATOR, operator, i18n);
export const sectionTitle = (section: LoanSection, i18n: I18n) => say(SECTION, section, i18n);
export const outcomeText = (outcome: DecisionOutcome, i18n: I18n) => say(OUTCOME, outcome, i18n);
export const drawStateText = (state: DrawState, i18n: I18n) => say(DRAW_STATE, state, i18n);

/**
 * One of the server's lending messages in the reader's language; a message that starts with one
 * of them (the formula's, which name the figure or the place) keeps its tail as it came; any
 * other text as it came.
 */
export function lendingMessageText(text: string, i18n: I18n): string {
  if (Object.hasOwn(SERVER_WORDS, text)) return i18n._(SERVER_WORDS[text]!);
  if (text.startsWith(LendingMessage.formulaUnknownFigure)) return i18n._(msg`The formula names a figure that is not asked for`) + text.slice(LendingMessage.formulaUnknownFigure.length);
  if (text.startsWith(LendingMessage.formulaSyntax)) return i18n._(msg`The formula cannot be read`) + text.slice(LendingMessage.formulaSyntax.length);
  return text;
}

/** A headroom in percent in the reader's digits, signed ("+12.5 %", "−3 %"). */
export function headroomText(headroom: string | number | null, lang: string): string {
  if (headroom === null || headroom === '') return '—';
  const value = Number(headroom) / 100;
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(value);
}

/** A covenant's value (a ratio) in the reader's digits, two decimals ("1.35x" said "1.35"). */
export function ratioText(value: string | number | null, lang: string): string {
  if (value === null || value === '') return '—';
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(value));
}
