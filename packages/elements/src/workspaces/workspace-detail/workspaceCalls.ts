/**
 * The calls of the workspace detail screen: the account, contact and portal link calls are
 * core's (`@si/core/admin`); the custom field values of an account are read and written here.
 */
import type { AccountUpdate, ContactWrite, CustomFieldValueRow } from '@si/contract';
import { apiRequest } from '@si/core';

export {
  addAccountContact,
  getAccount,
  issuePortalLink,
  listAccountContacts,
  listAccountTimeline,
  listContacts,
  listPortalAccess,
  getAccountReminderSchedule,
  remindContactNow,
  removeAccountContact,
  saveAccountReminderSchedule,
  revokePortalLink,
  setPortalLinkExpiry,
  updateAccount,
  updateAccountContact,
  type AccountContactRow,
  type AccountReminderScheduleInput,
  type AccountReminderScheduleRow,
  type AccountTimelineRow,
  type AccountRow,
  type ContactRow,
  type PortalAccessRow,
  type PortalLinkIssued,
  type RemindNowResult,
} from '@si/core/admin';
export type { CustomFieldValueRow };
export type AccountChanges = Partial<AccountUpdate>;
export type NewContact = Pick<ContactWrite, 'party_type' | 'first_name' | 'last_name' | 'company_name' | 'email' | 'phone'>;

const valuesPath = (id: number) => `/api/accounts/${id}/custom_field_values`;

/** Every custom field of the account's module with its value (null when unset). */
export function getCustomFieldValues(id: number, signal?: AbortSignal): Promise<CustomFieldValueRow[]> {
  return apiRequest('GET', valuesPath(id), { signal });
}
/** Sets the fields named (null clears); the server answers every field again. */
export function saveCustomFieldValues(id: number, values: Record<string, string | number | null>): Promise<CustomFieldValueRow[]> {
  return apiRequest('PUT', valuesPath(id), { json: { values } });
}
