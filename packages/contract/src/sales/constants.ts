/**
 * The sales pipeline's words and numbers, zod-free so that the browser can import them
 * (`@si/contract/sales`): the states of a lead and a deal, the kinds of activity, the limits,
 * the messages the server answers and the screens show, and the probability a stage gives a deal.
 *
 * A lead is someone who may buy: captured by hand, from a CSV import or from the lead form a
 * tenant embeds on its website.
 *
 *   new -> qualified -> converted (into an account, a contact and a deal, in one step)
 *     \--------------\-> disqualified (with a reason) -> new again (reopened)
 *
 * A deal is an opportunity on a sales account (module kind 7): it sits on one stage of one of the
 * organization's pipelines until it is won or lost; a won deal can be handed on (a draft invoice in
 * receivables).
 */

export const LEAD_STATES = ['new', 'qualified', 'disqualified', 'converted'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

/** Where a lead came from: typed by staff, a CSV import, the embedded lead form. */
export const LEAD_SOURCES = ['manual', 'import', 'form'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** States from which a lead can still be qualified, assigned, disqualified or converted. */
export const LEAD_OPEN_STATES = ['new', 'qualified'] as const satisfies readonly LeadState[];

export const DEAL_STATES = ['open', 'won', 'lost'] as const;
export type DealState = (typeof DEAL_STATES)[number];

/** What a timeline entry is: a call, a meeting, a note, a task to do, a mail sent from the suite. */
export const ACTIVITY_KINDS = ['call', 'meeting', 'task', 'note', 'mail'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const SALES_LIMITS = {
  name: 150,
  company: 200,
  email: 254,
  phone: 32,
  message: 5000,
  reason: 500,
  dealTitle: 200,
  activitySubject: 200,
  activityBody: 10000,
  /** A lead form's custom field answer. */
  fieldValue: 1000,
  /** Cards a board column answers at once; the rest are read as the column scrolls. */
  boardPage: 50,
  /** Rows of one CSV import of leads (there is no smaller cap). */
  importRows: 100_000,
  /** Duplicates shown when converting a lead. */
  duplicates: 10,
  /** The lead form: posts per address per hour, and the fewest seconds a person takes to fill it. */
  formPostsPerHour: 5,
  formMinSeconds: 3,
  /** How long a lead form's fill-time stamp stays valid, in seconds (a day). */
  formStampSeconds: 86_400,
} as const;

/** Messages the server answers and the screens show. */
export const SalesMessage = {
  LEAD_CLOSED: 'This lead was converted or disqualified: reopen it first.',
  LEAD_NOT_DISQUALIFIED: 'Only a disqualified lead can be reopened.',
  LEAD_CONVERTED: 'This lead was already converted.',
  LEAD_NO_NAME: 'Enter a name or a company.',
  STAGE_OTHER_PIPELINE: "This stage is not one of the deal's pipeline.",
  STAGE_UNKNOWN: 'Choose a stage of this pipeline.',
  PIPELINE_NO_STAGES: 'This pipeline has no stages yet: add them in Settings, Pipelines.',
  NOT_SALES_ACCOUNT: 'Choose a sales account of this organization.',
  NOT_OWNER: 'Choose an active user of this organization.',
  DEAL_CLOSED: 'This deal is won or lost: reopen it first.',
  DEAL_NOT_CLOSED: 'Only a won or lost deal can be reopened.',
  DEAL_NOT_WON: 'Only a won deal can be handed on.',
  DEAL_HANDED_OVER: 'This deal was already handed on to receivables.',
  DEAL_NO_AMOUNT: 'The deal has no amount to invoice.',
  TEAM_EMPTY: 'The team has no active members to assign leads to.',
  NO_TEAM: 'Choose a team in the sales settings to assign leads in turn.',
  FORM_CLOSED: 'This form is not taking answers.',
  FORM_TOO_FAST: 'Please take a moment to fill in the form, then send it again.',
  FORM_TOO_MANY: 'Too many forms were sent from your address: try again in an hour.',
  FORM_THANKS: 'Thank you: we will be in touch soon.',
  MERGE_SAME: 'Choose another contact to merge into.',
} as const;

/**
 * A stage's probability of winning, in percent, from its place in the pipeline: the k-th of n
 * stages gives round(100 k / (n + 1)), so probabilities rise through the pipeline and none is 0
 * or 100 (only a won deal is certain). A deal may set its own.
 */
export function stageProbability(position: number, stageCount: number): number {
  if (stageCount <= 0) return 0;
  const k = Math.min(Math.max(position, 1), stageCount);
  return Math.round((100 * k) / (stageCount + 1));
}
