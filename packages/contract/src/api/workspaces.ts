/**
 * Workspaces (accounts) of every module, the contact directory, contacts on a workspace and their
 * portal links, reminders, the CSV import, custom field values, and a workspace's requirements
 * (hosts/api/src/shared/accounts, contacts, reminders, imports, requirements, items, comments).
 * Staff with a write role (IC, OA, LRA) write; every staff role reads. Another organization's
 * workspace, or one of a module the organization does not allow, is a 404.
 */
import { z } from 'zod';
import {
  AccountBulk,
  AccountContactAdd,
  AccountContactRow,
  AccountContactUpdate,
  AccountCreate,
  AccountListQuery,
  AccountRow,
  AccountTimelineRow,
  AccountUpdate,
  ContactListQuery,
  ContactRow,
  ContactWrite,
  PortalAccessRow,
  PortalLinkExpiry,
  PortalLinkIssue,
  PortalLinkIssued,
} from '../accounts.ts';
import { Counted, CustomFieldValueRow, CustomFieldValuesWrite, ListQuery, Page } from '../admin.ts';
import { WRITE_ROLES } from '../enums.ts';
import { AccountImport, AccountImportResult } from '../imports.ts';
import { AccountReminderSchedulePut, AccountReminderScheduleRow, ReminderScheduleRow, ReminderScheduleWrite, RemindNowResult } from '../reminders.ts';
import { RequirementCreate, RequirementReorder, RequirementRow, RequirementUpdate, ReviewRequest, StaffComment, StaffCommentCreate, StaffCommentListQuery } from '../requirements.ts';
import { ItemFileUploaded } from '../workflow.ts';
import { ContactMerge } from '../sales/contacts.ts';
import type { ApiRoute } from './types.ts';

const read = { tag: 'Workspaces', auth: 'staff' } as const;
const write = { ...read, roles: WRITE_ROLES } as const;
const reqRead = { tag: 'Requirements', auth: 'staff' } as const;
const reqWrite = { ...reqRead, roles: WRITE_ROLES } as const;
const BYTES = 'application/octet-stream';
const FileUpload = z.object({ file: z.string().meta({ format: 'binary' }) });

export const WORKSPACE_ROUTES: ApiRoute[] = [
  { ...read, method: 'get', path: '/api/accounts', operationId: 'listAccounts', summary: 'List workspaces (filtered, searched, paged)', query: AccountListQuery, response: Page(AccountRow) },
  { ...read, method: 'get', path: '/api/accounts/export.csv', operationId: 'exportAccounts', summary: 'Every workspace matching the same filters, as a CSV file', query: AccountListQuery, produces: 'text/csv' },
  { ...read, method: 'get', path: '/api/accounts/{id}', operationId: 'getAccount', summary: 'Read one workspace', response: AccountRow },
  { ...write, method: 'post', path: '/api/accounts', operationId: 'createAccount', summary: 'Create a workspace', body: AccountCreate, response: AccountRow, status: 201 },
  { ...write, method: 'patch', path: '/api/accounts/{id}', operationId: 'updateAccount', summary: 'Change a workspace', body: AccountUpdate, response: AccountRow },
  { ...write, method: 'post', path: '/api/accounts/bulk', operationId: 'bulkUpdateAccounts', summary: 'One action on several workspaces (lead, team, hold, archive, remind)', body: AccountBulk, response: z.object({ updated: z.number() }) },
  { ...write, method: 'post', path: '/api/accounts/import', operationId: 'importAccounts', summary: 'Import workspaces and their contacts from a CSV file (every row checked first)', body: AccountImport, response: AccountImportResult, status: 201 },
  { ...read, method: 'get', path: '/api/accounts/{id}/contacts', operationId: 'listAccountContacts', summary: "A workspace's contacts with their portal link state", response: Counted(AccountContactRow) },
  { ...write, method: 'post', path: '/api/accounts/{id}/contacts', operationId: 'addAccountContact', summary: 'Put a contact on a workspace (an existing one, or a new one for the directory)', body: AccountContactAdd, response: AccountContactRow, status: 201 },
  { ...write, method: 'patch', path: '/api/accounts/{id}/contacts/{cid}', operationId: 'updateAccountContact', summary: "Change a contact's role on a workspace", body: AccountContactUpdate, response: AccountContactRow },
  { ...write, method: 'delete', path: '/api/accounts/{id}/contacts/{cid}', operationId: 'removeAccountContact', summary: 'Take a contact off a workspace (it stays in the directory)', status: 204 },
  { ...write, method: 'post', path: '/api/accounts/{id}/contacts/{cid}/link', operationId: 'issuePortalLink', summary: 'Issue a portal link (mailed); an older link stops at once', body: PortalLinkIssue, response: PortalLinkIssued, status: 201 },
  { ...write, method: 'patch', path: '/api/accounts/{id}/contacts/{cid}/link', operationId: 'setPortalLinkExpiry', summary: "Change a portal link's expiry", body: PortalLinkExpiry, response: AccountContactRow },
  { ...write, method: 'delete', path: '/api/accounts/{id}/contacts/{cid}/link', operationId: 'revokePortalLink', summary: 'Revoke a portal link', status: 204 },
  { ...read, method: 'get', path: '/api/accounts/{id}/contacts/{cid}/access_log', operationId: 'listPortalAccess', summary: "A contact's portal visits on a workspace, newest first", query: ListQuery, response: Page(PortalAccessRow) },
  { ...read, method: 'get', path: '/api/accounts/{id}/files.zip', operationId: 'downloadAccountFiles', summary: "Every file of a workspace as one ZIP, streamed", produces: 'application/zip' },
  { ...read, method: 'get', path: '/api/accounts/{id}/timeline', operationId: 'listAccountTimeline', summary: "A workspace's audit trail", query: ListQuery, response: Page(AccountTimelineRow) },
  { ...read, method: 'get', path: '/api/accounts/{id}/custom_field_values', operationId: 'getCustomFieldValues', summary: "A workspace's custom fields and their values", response: z.array(CustomFieldValueRow) },
  { ...write, method: 'put', path: '/api/accounts/{id}/custom_field_values', operationId: 'setCustomFieldValues', summary: "Set a workspace's custom field values", body: CustomFieldValuesWrite, response: z.array(CustomFieldValueRow) },

  { ...read, method: 'get', path: '/api/contacts', operationId: 'listContacts', summary: 'The contact directory', query: ContactListQuery, response: Page(ContactRow) },
  { ...read, method: 'get', path: '/api/contacts/{id}', operationId: 'getContact', summary: 'Read one contact', response: ContactRow },
  { ...write, method: 'post', path: '/api/contacts', operationId: 'createContact', summary: 'Add a contact to the directory', body: ContactWrite, response: ContactRow, status: 201 },
  { ...write, method: 'patch', path: '/api/contacts/{id}', operationId: 'updateContact', summary: 'Change a contact', description: 'Any subset of the fields; merged with the stored contact, then checked as a whole.', body: ContactWrite, response: ContactRow },

  { ...read, method: 'get', path: '/api/reminder_schedule', operationId: 'getReminderSchedule', summary: "The organization's default reminder schedule", response: ReminderScheduleRow },
  { ...read, roles: ['OA'], method: 'put', path: '/api/reminder_schedule', operationId: 'setReminderSchedule', summary: "Change the organization's default reminder schedule", body: ReminderScheduleWrite, response: ReminderScheduleRow },
  { ...read, method: 'get', path: '/api/accounts/{id}/reminder_schedule', operationId: 'getAccountReminderSchedule', summary: "A workspace's effective reminder schedule", response: AccountReminderScheduleRow },
  {
    ...write,
    method: 'put',
    path: '/api/accounts/{id}/reminder_schedule',
    operationId: 'setAccountReminderSchedule',
    summary: "Give a workspace its own reminder schedule, or `{inherit: true}` to follow the organization's",
    body: AccountReminderSchedulePut,
    response: AccountReminderScheduleRow,
  },
  {
    ...write,
    method: 'post',
    path: '/api/accounts/{id}/contacts/{contactId}/remind',
    operationId: 'remindContact',
    summary: 'Mail a contact a reminder of their open items now',
    response: RemindNowResult,
  },

  { ...reqRead, method: 'get', path: '/api/accounts/{id}/items', operationId: 'listRequirements', summary: "A workspace's requirements by section, then position", response: Counted(RequirementRow) },
  { ...reqWrite, method: 'post', path: '/api/accounts/{id}/items', operationId: 'createRequirement', summary: 'Add a requirement at the end of the list', body: RequirementCreate, response: RequirementRow, status: 201 },
  { ...reqWrite, method: 'post', path: '/api/accounts/{id}/items/reorder', operationId: 'reorderRequirements', summary: "Reorder a workspace's requirements (every id once)", body: RequirementReorder, response: Counted(RequirementRow) },
  { ...reqWrite, method: 'patch', path: '/api/items/{id}', operationId: 'updateRequirement', summary: 'Change a requirement (any field but its kind)', body: RequirementUpdate, response: RequirementRow },
  { ...reqWrite, method: 'delete', path: '/api/items/{id}', operationId: 'deleteRequirement', summary: 'Delete a requirement with its files, comments and reviews', status: 204 },
  { ...reqWrite, method: 'post', path: '/api/items/{id}/review', operationId: 'reviewRequirement', summary: 'Accept or return a requirement', body: ReviewRequest, response: RequirementRow },
  {
    ...reqWrite,
    method: 'post',
    path: '/api/items/{id}/files',
    operationId: 'uploadItemFile',
    summary: "Upload a file to an item on the contact's behalf",
    description: "Within the item's accepted types (400) and size limit (413); a file of the same name becomes a new version.",
    body: FileUpload,
    bodyType: 'multipart',
    handChecked: true,
    response: ItemFileUploaded,
    status: 201,
  },
  { ...reqRead, method: 'get', path: '/api/files/{id}/download', operationId: 'downloadFile', summary: "A workspace file's bytes, as an attachment", produces: BYTES },
  { ...reqRead, method: 'get', path: '/api/files/{id}/preview', operationId: 'previewFile', summary: "A workspace file's bytes, inline for PDF, PNG and JPEG", produces: BYTES },
  { ...reqRead, method: 'get', path: '/api/accounts/{id}/comments', operationId: 'listStaffComments', summary: "A workspace's comments and internal notes, oldest first", query: StaffCommentListQuery, response: z.object({ comments: z.array(StaffComment) }) },
  { ...reqWrite, method: 'post', path: '/api/accounts/{id}/comments', operationId: 'addStaffComment', summary: 'Comment, or add an internal note the contact never sees', body: StaffCommentCreate, response: StaffComment, status: 201 },
  {
    ...write,
    method: 'post',
    path: '/api/contacts/{id}/merge',
    operationId: 'mergeContacts',
    summary: 'Merge a contact into another (`into_id`, which is kept), in one transaction; answers the contact kept',
    description:
      "Everything of the contact merged moves to the one kept: its places on accounts (where both are on an account, the kept contact's place, role and portal link stay), items, comments, files, answers, leads, shares, reminders and workflow references; the kept contact's empty names, company and phone are filled from it. The merged contact is deleted and its portal links stop working. `into_id` equal to the path's id, or not a contact of the organization, is a 400 on `into_id`; another organization's contact in the path is a 404; both contacts paying the same invoice at that moment is a 409.",
    body: ContactMerge,
    response: ContactRow,
  },
];
