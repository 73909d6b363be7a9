/**
 * The settings lists every module shares, the administration of users and the organization's own
 * settings (hosts/api/src/shared/settings, checklists, organizations). Reads are open to every
 * staff role; writes need an Office Administrator unless said.
 */
import { z } from 'zod';
import {
  CategoryWrite,
  ChecklistApplied,
  ChecklistApplyRequest,
  ChecklistItemRow,
  ChecklistItemWrite,
  ChecklistRow,
  ChecklistWrite,
  ContactRoleWrite,
  CustomFieldRow,
  CustomFieldWrite,
  ExpectedDocumentTypeWrite,
  InviteUserRequest,
  ListQuery,
  NamedRow,
  OfficeRoleWrite,
  OfficeRow,
  OfficeWrite,
  Page,
  PipelineRow,
  PipelineStageWrite,
  PipelineWrite,
  ProductRow,
  ProductWrite,
  ReorderRequest,
  SecureFileShareCreated,
  SecureFileShareRow,
  SecureFileShareWrite,
  StandardFileRow,
  StandardFileWrite,
  TeamMemberAdd,
  TeamMemberRow,
  TeamRow,
  TeamWrite,
} from '../admin.ts';
import { User } from '../auth.ts';
import { CONFIG_PROPERTY_NAMES } from '../config-properties.ts';
import { WRITE_ROLES } from '../enums.ts';
import { ConfigPropertyValue, OrganizationLogo } from '../organization.ts';
import { BUSINESS_CENTRAL_FIELDS, BusinessCentralConfiguration, ModulesAllowedResponse } from '../organization-config.ts';
import { PathId, resource, type ApiRoute } from './types.ts';

const ModuleKindFilter = z.coerce.number().int().min(1).max(7).optional().meta({ description: 'Only this module kind (1-7).' });
const IdFilter = PathId.optional();

const staff = { tag: 'Settings', auth: 'staff' } as const;
const oa = { ...staff, roles: ['OA'] } as const;
const users = { tag: 'Users', auth: 'staff', roles: ['OA'] } as const;
const org = { tag: 'Organization', auth: 'staff' } as const;

/** A standard file's upload: the file and, optionally, its name (else the file's own) and description. */
const StandardFileUpload = StandardFileWrite.partial().extend({ file: z.string().meta({ format: 'binary' }) });

const ConfigPropertyQuery = z.object({ config_property_name: z.enum(CONFIG_PROPERTY_NAMES) });
const ConfigPropertyWrite = z.object({
  config_property_name: z.enum(CONFIG_PROPERTY_NAMES),
  config_property_value: z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.unknown()), z.record(z.string(), z.unknown())]).meta({
    description: "The value, checked by the property's own rule (bank_account_details: a JSON array of bank accounts).",
  }),
});
const bcFields = Object.keys(BUSINESS_CENTRAL_FIELDS) as (keyof typeof BUSINESS_CENTRAL_FIELDS)[];
const BusinessCentralWrite = z
  .object(Object.fromEntries(bcFields.map((k) => [k, z.union([z.string(), z.number(), z.boolean(), z.null()]).optional()])))
  .meta({ description: 'Any subset of the fields; `client_secret` left out or sent back masked keeps the stored secret.' });
const LogoWrite = z.object({
  logo_dark: z.string().nullable().optional().meta({ description: 'A data URL of a PNG, JPEG or SVG image of at most 1 MB; null or "" removes it.' }),
  logo_light: z.string().nullable().optional(),
});

export const SETTINGS_ROUTES: ApiRoute[] = [
  ...resource({ path: '/api/offices', tag: 'Settings', noun: 'office', plural: 'offices', write: OfficeWrite, row: OfficeRow, listQuery: ListQuery }),
  ...resource({ path: '/api/teams', tag: 'Settings', noun: 'team', plural: 'teams', write: TeamWrite, row: TeamRow, listQuery: ListQuery }),
  { ...staff, method: 'get', path: '/api/teams/{id}/members', operationId: 'listTeamMembers', summary: "A team's members", query: ListQuery, response: Page(TeamMemberRow) },
  { ...oa, method: 'post', path: '/api/teams/{id}/members', operationId: 'addTeamMember', summary: 'Add a user of the organization to a team', body: TeamMemberAdd, response: TeamMemberRow, status: 201 },
  { ...oa, method: 'delete', path: '/api/teams/{id}/members/{userId}', operationId: 'removeTeamMember', summary: 'Remove a user from a team', status: 204 },
  ...resource({ path: '/api/contact_roles', tag: 'Settings', noun: 'contact role', plural: 'contact roles', write: ContactRoleWrite, row: NamedRow, listQuery: ListQuery }),
  ...resource({ path: '/api/expected_document_types', tag: 'Settings', noun: 'expected document type', plural: 'expected document types', write: ExpectedDocumentTypeWrite, row: NamedRow, listQuery: ListQuery }),
  ...resource({ path: '/api/categories', tag: 'Settings', noun: 'category', plural: 'categories', write: CategoryWrite, row: NamedRow, listQuery: ListQuery }),
  ...resource({ path: '/api/products', tag: 'Settings', noun: 'product', plural: 'products', write: ProductWrite, row: ProductRow, listQuery: ListQuery.extend({ category_id: IdFilter }) }),
  ...resource({ path: '/api/custom_fields', tag: 'Settings', noun: 'custom field', plural: 'custom fields', write: CustomFieldWrite, row: CustomFieldRow, listQuery: ListQuery.extend({ module_kind: ModuleKindFilter }) }),
  ...resource({ path: '/api/pipelines', tag: 'Settings', noun: 'pipeline', plural: 'pipelines', write: PipelineWrite, row: PipelineRow, listQuery: ListQuery }),
  { ...oa, method: 'post', path: '/api/pipelines/{id}/stages', operationId: 'addPipelineStage', summary: 'Add a stage at the end of a pipeline', body: PipelineStageWrite, response: PipelineRow, status: 201 },
  { ...oa, method: 'patch', path: '/api/pipelines/{id}/stages/{stageId}', operationId: 'renamePipelineStage', summary: 'Rename a stage', body: PipelineStageWrite, response: PipelineRow },
  { ...oa, method: 'delete', path: '/api/pipelines/{id}/stages/{stageId}', operationId: 'deletePipelineStage', summary: 'Delete a stage', response: PipelineRow },
  { ...oa, method: 'post', path: '/api/pipelines/{id}/stages/reorder', operationId: 'reorderPipelineStages', summary: "Reorder a pipeline's stages (every stage id once)", body: ReorderRequest, response: PipelineRow },
  ...resource({
    path: '/api/checklists',
    tag: 'Settings',
    noun: 'checklist',
    plural: 'checklists',
    write: ChecklistWrite,
    row: ChecklistRow,
    listQuery: ListQuery.extend({ module_kind: ModuleKindFilter }),
  }),
  { ...staff, method: 'get', path: '/api/checklists/{id}/items', operationId: 'listChecklistItems', summary: "A checklist's item templates, in order", response: z.array(ChecklistItemRow) },
  { ...oa, method: 'post', path: '/api/checklists/{id}/items', operationId: 'addChecklistItem', summary: 'Add an item template at the end', body: ChecklistItemWrite, response: ChecklistItemRow, status: 201 },
  { ...oa, method: 'patch', path: '/api/checklists/{id}/items/{itemId}', operationId: 'updateChecklistItem', summary: 'Change an item template (any subset of the fields)', body: ChecklistItemWrite.partial(), response: ChecklistItemRow },
  { ...oa, method: 'delete', path: '/api/checklists/{id}/items/{itemId}', operationId: 'deleteChecklistItem', summary: 'Delete an item template', status: 204 },
  { ...oa, method: 'post', path: '/api/checklists/{id}/items/reorder', operationId: 'reorderChecklistItems', summary: "Reorder a checklist's item templates (every id once)", body: ReorderRequest, response: z.array(ChecklistItemRow) },
  {
    ...staff,
    roles: WRITE_ROLES,
    tag: 'Requirements',
    method: 'post',
    path: '/api/checklists/{id}/apply',
    operationId: 'applyChecklist',
    summary: "Add a checklist's items to a workspace",
    body: ChecklistApplyRequest,
    response: ChecklistApplied,
    status: 201,
  },
  { ...staff, method: 'get', path: '/api/standard_files', operationId: 'listStandardFiles', summary: 'List standard files', query: ListQuery, response: Page(StandardFileRow) },
  { ...staff, method: 'get', path: '/api/standard_files/{id}', operationId: 'getStandardFile', summary: 'Read one standard file', response: StandardFileRow },
  { ...staff, method: 'get', path: '/api/standard_files/{id}/download', operationId: 'downloadStandardFile', summary: "A standard file's bytes", produces: 'application/octet-stream' },
  {
    ...oa,
    method: 'post',
    path: '/api/standard_files',
    operationId: 'createStandardFile',
    summary: 'Upload a standard file (up to 25 MB)',
    body: StandardFileUpload,
    bodyType: 'multipart',
    handChecked: true,
    response: StandardFileRow,
    status: 201,
  },
  { ...oa, method: 'patch', path: '/api/standard_files/{id}', operationId: 'updateStandardFile', summary: "Change a standard file's name or description", body: StandardFileWrite.partial(), response: StandardFileRow },
  { ...oa, method: 'delete', path: '/api/standard_files/{id}', operationId: 'deleteStandardFile', summary: 'Delete a standard file', status: 204 },
  { ...staff, method: 'get', path: '/api/secure_file_share', operationId: 'listSecureFileShares', summary: 'List secure file shares', query: ListQuery, response: Page(SecureFileShareRow) },
  {
    ...oa,
    method: 'post',
    path: '/api/secure_file_share',
    operationId: 'createSecureFileShare',
    summary: 'Share a file with a contact by an expiring link (mailed)',
    description: 'JSON with `standard_file_id`, or multipart with the `file` itself (up to 25 MB). Answers the share and its `link`.',
    body: SecureFileShareWrite,
    bodyType: 'json-or-multipart',
    response: SecureFileShareCreated,
    status: 201,
  },
  {
    method: 'get',
    path: '/api/secure_file_share/{key}',
    operationId: 'getSecureFileShare',
    summary: "A share's file by its link; with a numeric key, the share itself for staff",
    description: 'A link key (20-100 url-safe characters) answers the file and counts the download; expired, revoked or unknown is a 404. A numeric key is a staff read (`Authorization: JWT`) of the share of that id.',
    tag: 'Settings',
    auth: 'link',
    params: z.object({ key: z.string().max(100) }),
    produces: 'application/octet-stream',
  },
  { ...oa, method: 'patch', path: '/api/secure_file_share/{id}', operationId: 'updateSecureFileShare', summary: "Change a share's message or set a new expiry from now", body: SecureFileShareWrite.pick({ expires_in_days: true, message: true }).partial().strict(), response: SecureFileShareRow },
  { ...oa, method: 'delete', path: '/api/secure_file_share/{id}', operationId: 'revokeSecureFileShare', summary: 'Revoke a share: its link stops at once', status: 204 },

  {
    tag: 'Users',
    auth: 'staff',
    method: 'get',
    path: '/api/users',
    operationId: 'listUsers',
    summary: "The organization's users",
    query: ListQuery.extend({ is_active: z.enum(['true', 'false']).optional(), office_id: IdFilter }),
    handChecked: true,
    response: Page(User),
  },
  { ...users, method: 'post', path: '/api/users', operationId: 'inviteUser', summary: 'Invite a user (mails an activation link)', body: InviteUserRequest, response: User, status: 201 },
  { ...users, method: 'put', path: '/api/users/{id}/offices/{officeId}', operationId: 'setUserOfficeRole', summary: "Set a user's role in an office", body: OfficeRoleWrite, response: User },
  { ...users, method: 'delete', path: '/api/users/{id}/offices/{officeId}', operationId: 'removeUserOfficeRole', summary: 'Take a user out of an office', response: User },
  { ...users, method: 'post', path: '/api/users/{id}/deactivate', operationId: 'deactivateUser', summary: 'Deactivate a user (their sessions end)', response: User },
  { ...users, method: 'post', path: '/api/users/{id}/reactivate', operationId: 'reactivateUser', summary: 'Reactivate a user', response: User },
  { ...users, method: 'post', path: '/api/users/{id}/reset_mfa', operationId: 'resetUserMfa', summary: "Turn a user's MFA off (they set it up again)", response: User },
  { ...users, method: 'post', path: '/api/users/{id}/resend_invitation', operationId: 'resendInvitation', summary: 'Mail a new activation link', response: User },

  { ...org, method: 'get', path: '/api/organizations/config_property', operationId: 'getConfigProperty', summary: 'Read a config property (secrets masked)', query: ConfigPropertyQuery, handChecked: true, response: ConfigPropertyValue },
  {
    ...org,
    roles: ['OA'],
    method: 'post',
    path: '/api/organizations/config_property',
    operationId: 'setConfigProperty',
    summary: 'Write a config property',
    body: ConfigPropertyWrite,
    handChecked: true,
    response: z.object({ config_property_name: z.string(), config_property_value: z.string().nullable() }),
  },
  { ...org, method: 'get', path: '/api/organizations/modules_allowed', operationId: 'getModulesAllowed', summary: 'The application types the organization may use', response: ModulesAllowedResponse },
  { ...org, method: 'get', path: '/api/organizations/organization_logo', operationId: 'getOrganizationLogo', summary: "The organization's logos (data URLs)", response: OrganizationLogo },
  {
    ...org,
    roles: ['OA'],
    method: 'post',
    path: '/api/organizations/organization_logo',
    operationId: 'setOrganizationLogo',
    summary: 'Replace or remove the dark and light logos',
    description: 'JSON with data URLs, or multipart with the image files (3 MB in all).',
    body: LogoWrite,
    bodyType: 'json-or-multipart',
    handChecked: true,
    response: OrganizationLogo,
  },
  {
    ...org,
    method: 'get',
    path: '/api/organizations/business_central_configuration',
    operationId: 'getBusinessCentralConfiguration',
    summary: 'The accounting-system (Business Central) settings of the receivables module',
    response: BusinessCentralConfiguration,
  },
  {
    ...org,
    roles: ['OA'],
    method: 'post',
    path: '/api/organizations/business_central_configuration',
    operationId: 'setBusinessCentralConfiguration',
    summary: 'Change the accounting-system settings',
    body: BusinessCentralWrite,
    handChecked: true,
    response: BusinessCentralConfiguration,
  },
  { ...org, roles: ['OA'], method: 'delete', path: '/api/bank_account_details/{id}', operationId: 'deleteBankAccount', summary: 'Delete one of the bank accounts shown in the pay instructions', status: 204 },
];
