/**
 * Typed calls of reminders (`packages/contract/src/reminders.ts`): a workspace's effective
 * schedule, saving its own or inheriting the organization's default, and "remind now" for one
 * contact. The organization's default is read here too (the workspace screen shows what it inherits).
 */
import type { z } from 'zod';
import type { AccountReminderSchedulePut, AccountReminderScheduleRow, ReminderScheduleRow, RemindNowResult } from '@si/contract';
import { apiRequest } from '../http/api.ts';

export type { AccountReminderScheduleRow, ReminderScheduleRow, RemindNowResult };
export type AccountReminderScheduleInput = z.input<typeof AccountReminderSchedulePut>;

export function getOrganizationReminderSchedule(signal?: AbortSignal): Promise<ReminderScheduleRow> {
  return apiRequest('GET', '/api/reminder_schedule', { signal });
}
/** The schedule that applies to the workspace; `inherited` when it follows the organization's default. */
export function getAccountReminderSchedule(accountId: number, signal?: AbortSignal): Promise<AccountReminderScheduleRow> {
  return apiRequest('GET', `/api/accounts/${accountId}/reminder_schedule`, { signal });
}
/** Saves the fields sent as the workspace's own schedule, or `{inherit: true}` to follow the default again. */
export function saveAccountReminderSchedule(accountId: number, input: AccountReminderScheduleInput): Promise<AccountReminderScheduleRow> {
  return apiRequest('PUT', `/api/accounts/${accountId}/reminder_schedule`, { json: input });
}
/** Mails the contact about their open items now; answers who was mailed about which items. */
export function remindContactNow(accountId: number, contactId: number): Promise<RemindNowResult> {
  return apiRequest('POST', `/api/accounts/${accountId}/contacts/${contactId}/remind`, {});
}
