/**
 * Typed calls of reminders (`packages/contract/src/reminders.ts`): a workspace's effective
 * schedule, saving its own or inheriting the organization's default, and "remind now" for one
 * contact. The organization's default is read here too (the workspace screen shows what it inherits).
 */
import type { z } from 'zod';
import type { AccountReminderSchedulePut, AccountReminderScheduleRow, ReminderScheduleRow, RemindNowResult } from '@si/contract';
import { api } from '../http/operation.ts';

export type { AccountReminderScheduleRow, ReminderScheduleRow, RemindNowResult };
export type AccountReminderScheduleInput = z.input<typeof AccountReminderSchedulePut>;

export function getOrganizationReminderSchedule(signal?: AbortSignal): Promise<ReminderScheduleRow> {
  return api('getReminderSchedule', { signal });
}
/** The schedule that applies to the workspace; `inherited` when it follows the organization's default. */
export function getAccountReminderSchedule(accountId: number, signal?: AbortSignal): Promise<AccountReminderScheduleRow> {
  return api('getAccountReminderSchedule', { params: { id: accountId }, signal });
}
/** Saves the fields sent as the workspace's own schedule, or `{inherit: true}` to follow the default again. */
export function saveAccountReminderSchedule(accountId: number, input: AccountReminderScheduleInput): Promise<AccountReminderScheduleRow> {
  return api('setAccountReminderSchedule', { params: { id: accountId }, json: input });
}
/** Mails the contact about their open items now; answers who was mailed about which items. */
export function remindContactNow(accountId: number, contactId: number): Promise<RemindNowResult> {
  return api('remindContact', { params: { id: accountId, contactId } });
}
