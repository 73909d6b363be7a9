/**
 * The loan pipeline's words: the server's pipeline messages in the reader's language (the lending
 * ones through lendingWords), a refused call said in words, a link template filled in.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, describeError, fieldErrors } from '@si/core';
import { lendingMessageText } from '../lendingWords.ts';

// The texts of PipelineMessage (@si/contract lending/pipeline.ts), which sits beside zod and so
// cannot be imported here as a value: keep the two the same.
const PIPELINE_WORDS: Record<string, ReturnType<typeof msg>> = {
  "Choose a stage of the loan's pipeline.": msg`Choose a stage of the loan's pipeline.`,
  'Only an approved loan is booked.': msg`Only an approved loan is booked.`,
  'Only a declined loan is reopened.': msg`Only a declined loan is reopened.`,
  'There is no pipeline yet: add one in Settings, Pipelines.': msg`There is no pipeline yet: add one in Settings, Pipelines.`,
  'Say why the loan is declined.': msg`Say why the loan is declined.`,
  'Add at least one condition.': msg`Add at least one condition.`,
  'Conditions go with an approval with conditions.': msg`Conditions go with an approval with conditions.`,
};

/** One server message in the reader's language (as it came when it is not one of the module's). */
export function pipelineMessageText(text: string, i18n: I18n): string {
  return Object.hasOwn(PIPELINE_WORDS, text) ? i18n._(PIPELINE_WORDS[text]!) : lendingMessageText(text, i18n);
}

/** Why a call was refused, in words: the server's messages translated, else the status said. */
export function pipelineRefusal(error: unknown, i18n: I18n): string {
  const messages = Object.values(fieldErrors(error));
  if (messages.length) return messages.map((text) => pipelineMessageText(text, i18n)).join(' ');
  if (error instanceof ApiError && error.status === 403) return i18n._(msg`Your role may not do this.`);
  return describeError(error, i18n);
}

/** A link template with `{id}` filled in ("/bank/accounts/{id}"); undefined without a template. */
export const loanLink = (template: string | undefined, id: number): string | undefined => (template ? template.replaceAll('{id}', encodeURIComponent(String(id))) : undefined);
