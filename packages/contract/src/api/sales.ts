/**
 * Sales pipeline: leads (typed, imported, or sent by the lead form a tenant embeds), their
 * qualification and conversion into an account, a contact and a deal; deals on the pipelines'
 * boards, won or lost, and a won deal handed on to receivables; activities on an account's and a
 * deal's timeline; the sales settings.
 *
 * Every staff role of an organization with the sales pipeline application reads; write roles (IC,
 * OA, LRA) change leads, deals and activities (a Viewer Only's move is a 403); the settings are an
 * Office Administrator's. Another organization's lead, deal, activity, account, pipeline, stage,
 * product or user is a 404 (in a path) or a 400 on its field (in a body). The lead form is public:
 * per address at most 5 posts an hour (429, nothing stored past it), a filled honeypot is dropped
 * silently, and a form sent faster than a person could fill it is refused.
 */
import { Page } from '../answers.ts';
import { WRITE_ROLES } from '../enums.ts';
import {
  ActivityList,
  ActivityListQuery,
  ActivityPatch,
  ActivityRow,
  ActivityWrite,
  Board,
  BoardColumnPage,
  BoardColumnQuery,
  BoardQuery,
  DealCreate,
  DealDetail,
  DealHandedOver,
  DealListQuery,
  DealLose,
  DealMove,
  DealPatch,
  DealRow,
  Forecast,
  ForecastQuery,
} from '../sales/deals.ts';
import {
  LeadAssign,
  LeadConvert,
  LeadConverted,
  LeadDetail,
  LeadDisqualify,
  LeadDuplicates,
  LeadFormAnswer,
  LeadFormDefinition,
  LeadFormParams,
  LeadFormPost,
  LeadImportResult,
  LeadImportUpload,
  LeadListQuery,
  LeadPatch,
  LeadRow,
  LeadWrite,
} from '../sales/leads.ts';
import { SalesSettingsRow, SalesSettingsWrite } from '../sales/settings.ts';
import { SalesContactListQuery, SalesContactRow } from '../sales/contacts.ts';
import type { ApiRoute } from './types.ts';

const read = { tag: 'Sales', auth: 'staff' } as const;
const write = { ...read, roles: WRITE_ROLES } as const;
const admin = { ...read, roles: ['OA'] } as const;
const form = { tag: 'Sales', auth: 'none', params: LeadFormParams } as const;
const OPEN_LEAD = 'A converted or disqualified lead is a 409.';
const OPEN_DEAL = 'A won or lost deal is a 409 (reopen it first).';

export const SALES_ROUTES: ApiRoute[] = [
  // ---- leads
  {
    ...read,
    method: 'get',
    path: '/api/sales/leads',
    operationId: 'listLeads',
    summary: 'Leads, newest first: filter by state, source and owner (`me`, `none` or a user id), search names, company, e-mail and phone',
    description: '`ordering`: `created_at` (default `-created_at`), `name`, `company`, `state`.',
    query: LeadListQuery,
    response: Page(LeadRow),
  },
  { ...write, method: 'post', path: '/api/sales/leads', operationId: 'createLead', summary: 'Capture a lead by hand', body: LeadWrite, response: LeadDetail, status: 201 },
  {
    ...write,
    method: 'post',
    path: '/api/sales/leads/import',
    operationId: 'importLeads',
    summary: 'Import leads from a CSV file (any number of rows up to 100,000): all or nothing',
    description:
      'Multipart, `file`. Columns by their header: first_name, last_name, company, email, phone, message, owner_email (a user of the organization). A file with any bad row stores nothing and answers 400 with `errors`: every problem by row (1 = the first data row) and column. New leads get an owner in turn when the sales settings name a team.',
    body: LeadImportUpload,
    bodyType: 'multipart',
    handChecked: true,
    response: LeadImportResult,
    status: 201,
  },
  { ...read, method: 'get', path: '/api/sales/leads/{id}', operationId: 'getLead', summary: 'One lead with its message, custom fields, and what its conversion made', response: LeadDetail },
  { ...write, method: 'patch', path: '/api/sales/leads/{id}', operationId: 'updateLead', summary: "Change a lead's fields or owner", description: OPEN_LEAD, body: LeadPatch, response: LeadDetail },
  { ...write, method: 'post', path: '/api/sales/leads/{id}/qualify', operationId: 'qualifyLead', summary: 'Mark a new lead qualified', description: OPEN_LEAD, response: LeadDetail },
  { ...write, method: 'post', path: '/api/sales/leads/{id}/disqualify', operationId: 'disqualifyLead', summary: 'Disqualify a lead, with the reason', description: OPEN_LEAD, body: LeadDisqualify, response: LeadDetail },
  { ...write, method: 'post', path: '/api/sales/leads/{id}/reopen', operationId: 'reopenLead', summary: 'Make a disqualified lead new again', response: LeadDetail },
  {
    ...write,
    method: 'post',
    path: '/api/sales/leads/{id}/assign',
    operationId: 'assignLead',
    summary: "Give a lead an owner: a user, nobody (`user_id: null`), or the next active member of the sales settings' team in turn (`round_robin`)",
    description: OPEN_LEAD,
    body: LeadAssign,
    response: LeadDetail,
  },
  {
    ...read,
    method: 'get',
    path: '/api/sales/leads/{id}/duplicates',
    operationId: 'leadDuplicates',
    summary: 'What the lead may already be: contacts with its e-mail (any case), and sales accounts with a name like its company (trigram similarity where pg_trgm is installed, as it is on both databases here, else a plain match)',
    response: LeadDuplicates,
  },
  {
    ...write,
    method: 'post',
    path: '/api/sales/leads/{id}/convert',
    operationId: 'convertLead',
    summary: 'Convert a lead in one step: into an account (an existing one to merge into, or a new one), a contact (existing or new) and a deal',
    description: `${OPEN_LEAD} A new contact whose e-mail is already a contact's is that contact (merged), never a second one. The deal starts on the pipeline's first stage unless one is given.`,
    body: LeadConvert,
    response: LeadConverted,
  },
  // ---- deals
  {
    ...read,
    method: 'get',
    path: '/api/sales/deals',
    operationId: 'listDeals',
    summary: 'Deals: filter by pipeline, stage, account, state and owner; search titles and account names',
    description: '`ordering`: `updated_at` (default `-updated_at`), `title`, `amount`, `expected_close`, `created_at`.',
    query: DealListQuery,
    response: Page(DealRow),
  },
  {
    ...read,
    method: 'get',
    path: '/api/sales/deals/export',
    operationId: 'exportDeals',
    summary: 'Every deal the filters select as CSV, streamed in pages of rows (flat memory whatever the number)',
    query: DealListQuery.omit({ page: true, page_size: true }),
    produces: 'text/csv',
  },
  { ...write, method: 'post', path: '/api/sales/deals', operationId: 'createDeal', summary: 'Open a deal on a sales account', body: DealCreate, response: DealDetail, status: 201 },
  { ...read, method: 'get', path: '/api/sales/deals/{id}', operationId: 'getDeal', summary: "One deal with its pipeline's stages, its stage history, contacts and handover", response: DealDetail },
  { ...write, method: 'patch', path: '/api/sales/deals/{id}', operationId: 'updateDeal', summary: "Change a deal's title, amount, product, close date, owner or probability", description: OPEN_DEAL, body: DealPatch, response: DealDetail },
  {
    ...write,
    method: 'post',
    path: '/api/sales/deals/{id}/move',
    operationId: 'moveDeal',
    summary: 'Move a deal to another stage of its pipeline (a card dropped on a column)',
    description: `${OPEN_DEAL} A stage of another pipeline is a 400 on \`stage_id\`. Two moves at once: the last one wins; each answers where the deal is.`,
    body: DealMove,
    response: DealDetail,
  },
  { ...write, method: 'post', path: '/api/sales/deals/{id}/won', operationId: 'winDeal', summary: 'Mark a deal won', description: OPEN_DEAL, response: DealDetail },
  { ...write, method: 'post', path: '/api/sales/deals/{id}/lost', operationId: 'loseDeal', summary: 'Mark a deal lost, with the reason', description: OPEN_DEAL, body: DealLose, response: DealDetail },
  { ...write, method: 'post', path: '/api/sales/deals/{id}/reopen', operationId: 'reopenDeal', summary: 'Reopen a won or lost deal on its stage', response: DealDetail },
  {
    ...write,
    method: 'post',
    path: '/api/sales/deals/{id}/handover/invoice',
    operationId: 'handDealToInvoice',
    summary: "Hand a won deal on to receivables: a draft invoice for its amount (its product's name as the line), on the customer account of the same name (made, with the deal's contacts, when there is none)",
    description: 'A deal not won, or already handed on, is a 409; the organization must have secure invoice (403 otherwise).',
    response: DealHandedOver,
    status: 201,
  },
  // ---- boards
  {
    ...read,
    method: 'get',
    path: '/api/sales/board',
    operationId: 'getBoard',
    summary: "A pipeline's board (the first pipeline when none is given): a column per stage with its open deals' count, totals and weighted totals per currency, and its first cards",
    query: BoardQuery,
    response: Board,
  },
  { ...read, method: 'get', path: '/api/sales/board/column', operationId: 'getBoardColumn', summary: "A board column's next cards (by expected close)", query: BoardColumnQuery, response: BoardColumnPage },
  { ...read, method: 'get', path: '/api/sales/forecast', operationId: 'getForecast', summary: "Open deals by month of expected close: each month's count, totals and weighted totals per currency", query: ForecastQuery, response: Forecast },
  // ---- activities
  { ...read, method: 'get', path: '/api/sales/activities', operationId: 'listActivities', summary: "An account's or a deal's timeline, or the caller's own open activities (My Tasks): open ones by due time first, then the rest newest first", description: 'At most 500 entries.', query: ActivityListQuery, response: ActivityList },
  { ...write, method: 'post', path: '/api/sales/activities', operationId: 'createActivity', summary: 'Log a call, meeting, note or mail, or plan a task with its due time', body: ActivityWrite, response: ActivityRow, status: 201 },
  { ...write, method: 'patch', path: '/api/sales/activities/{id}', operationId: 'updateActivity', summary: 'Change an activity, or mark it done (or not)', body: ActivityPatch, response: ActivityRow },
  { ...write, method: 'delete', path: '/api/sales/activities/{id}', operationId: 'deleteActivity', summary: 'Delete an activity', status: 204 },
  // ---- settings
  { ...read, method: 'get', path: '/api/sales/settings', operationId: 'getSalesSettings', summary: "The lead form's settings and the owner assignment", response: SalesSettingsRow },
  { ...admin, method: 'put', path: '/api/sales/settings', operationId: 'putSalesSettings', summary: "Set the lead form's settings and the owner assignment", body: SalesSettingsWrite, response: SalesSettingsRow },
  // ---- the public lead form
  { ...form, method: 'get', path: '/api/public/lead-form/{key}', operationId: 'getLeadForm', summary: "The lead form's fields and a fill-time stamp (404 when the key is unknown or the form is off)", response: LeadFormDefinition },
  {
    ...form,
    method: 'post',
    path: '/api/public/lead-form/{key}',
    operationId: 'postLeadForm',
    summary: "A visitor's answer: a new lead (source `form`)",
    description:
      'JSON, or a plain HTML form post (`application/x-www-form-urlencoded`, custom fields as `field_<id>`), which answers the thank-you page. A filled honeypot (`website`) answers as a success and stores nothing; a form sent under 3 seconds after its stamp, or with no valid stamp, is a 400; more than 5 posts an hour from one address are a 429 and store nothing.',
    body: LeadFormPost,
    bodyType: 'json-or-multipart',
    handChecked: true,
    response: LeadFormAnswer,
    status: 201,
  },
  {
    ...form,
    method: 'get',
    path: '/lead-form/{key}',
    operationId: 'leadFormPage',
    summary: 'The lead form as a plain HTML page, for visitors without JavaScript',
    produces: 'text/html',
  },
  // ---- contacts
  {
    ...read,
    method: 'get',
    path: '/api/sales/contacts',
    operationId: 'listSalesContacts',
    summary: "The contact directory narrowed to contacts on a sales account (not archived), each with its sales accounts and the open deals on them (count, amounts per currency); search names, company and e-mail",
    description: '`ordering`: `name` (default), `company_name`, `email`, `created_at`. Merging two contacts is `POST /api/contacts/{id}/merge`.',
    query: SalesContactListQuery,
    response: Page(SalesContactRow),
  },
];
