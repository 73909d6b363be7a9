/**
 * Leads in words, so no raw state, source or score reaches a screen: a lead's state and source,
 * how alike an account's name is to the lead's company, and the name a lead goes by. The order of
 * the states is the order a lead goes through them (the filter's choices).
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LEAD_SOURCES, LEAD_STATES, type LeadSource, type LeadState } from '@si/contract/sales';

type Words = ReturnType<typeof msg>;

export const LEAD_STATE_ORDER: readonly LeadState[] = LEAD_STATES;
export const LEAD_SOURCE_ORDER: readonly LeadSource[] = LEAD_SOURCES;

// The context keeps a state's word apart from the same English word as an action ("Qualify", "New lead").
const STATE_WORDS: Record<LeadState, Words> = {
  new: msg({ message: 'New', context: 'lead state' }),
  qualified: msg({ message: 'Qualified', context: 'lead state' }),
  disqualified: msg({ message: 'Disqualified', context: 'lead state' }),
  converted: msg({ message: 'Converted', context: 'lead state' }),
};

const SOURCE_WORDS: Record<LeadSource, Words> = {
  manual: msg({ message: 'Typed in by staff', context: 'lead source' }),
  import: msg({ message: 'CSV import', context: 'lead source' }),
  form: msg({ message: 'Website form', context: 'lead source' }),
};

/** A lead's state in words; one this screen does not know yet shows as "Other", never as its code. */
export function leadStateText(state: string | null | undefined, i18n: I18n): string {
  return i18n._(state && Object.hasOwn(STATE_WORDS, state) ? STATE_WORDS[state as LeadState] : msg`Other`);
}

/** Where a lead came from, in words. */
export function leadSourceText(source: string | null | undefined, i18n: I18n): string {
  return i18n._(source && Object.hasOwn(SOURCE_WORDS, source) ? SOURCE_WORDS[source as LeadSource] : msg`Other`);
}

/**
 * How alike an account's name is to the lead's company (the server's score, 0 to 1: trigram
 * similarity on PostgreSQL, 1 for a plain match on the embedded database), in words.
 */
export function similarityText(similarity: number, i18n: I18n): string {
  if (similarity >= 0.95) return i18n._(msg`Same name`);
  if (similarity >= 0.6) return i18n._(msg`Close match`);
  if (similarity >= 0.35) return i18n._(msg`Similar name`);
  return i18n._(msg`Loose match`);
}

/** Can it still be qualified, assigned, disqualified or converted. */
export const isOpenLead = (state: string): boolean => state === 'new' || state === 'qualified';

/** The name a lead goes by: its person's name, else its company, else its e-mail. */
export function leadName(lead: { first_name: string; last_name: string; company?: string; email?: string }): string {
  return `${lead.first_name} ${lead.last_name}`.trim() || lead.company?.trim() || lead.email?.trim() || '';
}
