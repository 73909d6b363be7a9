/**
 * The route catalogue's shape: one entry per call the API server mounts, with who may make it
 * and the contract schemas its handler validates with. The OpenAPI document
 * (GET /api/openapi.json) is generated from it, and a test holds it equal to the mounted routes.
 */
import { z } from 'zod';
import type { OfficeRole } from '../enums.ts';
import { DB_ID_MAX } from '../input-rules.ts';
import { Page } from '../answers.ts';
import { portalToken } from '../portal.ts';

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * The credential a call takes:
 * - `none`: public (sign-in, sign-up, password reset, this document);
 * - `staff`: a staff user's access token, `Authorization: JWT <token>` (or `Bearer`);
 * - `mfa`: only the short-lived MFA token that sign-in hands out (see `mfa` for its purpose);
 * - `portal`: a contact's portal token (`token`, see `token` for where it travels), and the
 *   `X-Portal-Grant` header when the organization turned the file-drop MFA challenge on;
 * - `link`: the secret in the path itself (a secure file share's link);
 * - `signature`: a payment provider's signed webhook (`Stripe-Signature`).
 */
export type ApiAuth = 'none' | 'staff' | 'mfa' | 'portal' | 'link' | 'signature';
export type MfaPurpose = 'setup' | 'challenge';

export const API_TAGS = {
  'Sign-in': 'Sign-in, sessions, passwords, MFA and the free sign-up.',
  Users: 'Staff users: profiles, the administration of users and their office roles, user reports.',
  Organization: 'The organization: config properties, logo, allowed modules, accounting-system settings.',
  Settings: 'The settings lists every module shares: offices, teams, contact roles, categories, products, custom fields, pipelines, checklists, standard files, secure file shares.',
  Workspaces: 'Accounts (workspaces) of every module, the contact directory, contacts on a workspace and their portal links, reminders, the CSV import.',
  Requirements: "A workspace's requirements, their review, files and staff comments.",
  Workflows: 'Workflows, their steps and transitions; item status changes, My Tasks, dashboards, reports and the audit log.',
  Receivables: 'Secure invoice: invoices and credit notes, payments and credit, statements, the aging and accounts reports, settings and the accounting-system sync.',
  Payables: 'Accounts payable: vendors, their bills, the bank details they are paid to and their verification, payment runs and their files.',
  Expenses: "Expense management: staff expense claims with their receipts and policy, their approval, reimbursements, billing expenses on to customers, categories and settings.",
  Sales: 'Sales pipeline: leads and the embedded lead form, their conversion, deals on the pipelines\' boards, the forecast, activities, handing a won deal on, the sales settings.',
  Lending: 'Lending: loans and their sections, covenants tested from the borrower\'s figures and their waivers, portfolio monitoring and the compliance report, the loan pipeline and its decisions, construction draws, the lending settings.',
  Portals: 'Token portals: what a contact sees and does through the link they were sent.',
  Payments: 'Invoice payments: payment sessions, the sandbox checkout and the payment provider webhook.',
  Reference: 'This document.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

/** Content types of a request body other than JSON. */
export type ApiBodyType = 'json' | 'multipart' | 'json-or-multipart' | 'form' | 'raw';

export interface ApiRoute {
  method: ApiMethod;
  /** OpenAPI style: `/api/accounts/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: ApiTag;
  auth: ApiAuth;
  /** `staff`: the office roles that may call it (any office of the organization); absent means every staff role. */
  roles?: readonly OfficeRole[];
  /** MFA tokens of these purposes: accepted besides an access token (`staff`), or the only credential (`mfa`). */
  mfa?: readonly MfaPurpose[];
  /** `portal`: where the portal token travels. */
  token?: 'query' | 'body';
  /** `portal`: the file-drop MFA grant is not asked (the calls that obtain it). */
  noGrant?: true;
  /** Path parameters that are not positive integer ids (every other `{name}` is one). */
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** `json` unless said. */
  bodyType?: ApiBodyType;
  /**
   * True when the handler checks the query or body by hand (not with `schema.parse`) and the
   * schema here describes what it accepts, so a fuzzer should expect the same answers, not the same messages.
   */
  handChecked?: boolean;
  /** The success answer's schema (a contract schema; the API's tests parse every 2xx JSON answer with it). */
  response?: z.ZodType;
  /** 200 unless said. */
  status?: 200 | 201 | 202 | 204 | 303;
  /** The success answer's content type when it is not JSON (a file, a CSV, an HTML page). */
  produces?: string;
}

/** A path id as `pathId()` reads it: a whole number from 1 to PostgreSQL's integer maximum; anything else is a 404. */
export const PathId = z.coerce.number().int().min(1).max(DB_ID_MAX);

/** The `{name}` parameters of an OpenAPI path, in order. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** The path parameters of a route as one object: its own `params`, and an id for every other name. */
export function routeParams(route: ApiRoute): z.ZodObject | undefined {
  const names = pathParamNames(route.path);
  if (!names.length) return undefined;
  const own = route.params?.shape ?? {};
  return z.object(Object.fromEntries(names.map((name) => [name, own[name] ?? PathId])));
}

/** The portal token in the query string, as every portal read takes it. */
export const PortalTokenQuery = z.object({ token: portalToken.meta({ description: 'The portal token from the link the contact was sent.' }) });

interface ResourceNames {
  /** `/api/offices` */
  path: string;
  tag: ApiTag;
  /** Singular and plural for summaries and operation ids: `office`, `offices`. */
  noun: string;
  plural: string;
  write: z.ZodObject;
  /** The schema of one row, answered by the list (in pages) and by each single-row call. */
  row: z.ZodType;
  /** The list query when the list takes more than `ListQuery` (a filter). */
  listQuery: z.ZodObject;
}

const pascal = (words: string) => words.replace(/(^|[\s_-])(\w)/g, (_, __, ch: string) => ch.toUpperCase());

/**
 * The five calls of a settings resource (hosts/api/src/platform/http/crud.ts `resourceRoutes`):
 * list and read for every staff role, create, change and delete for an Office Administrator.
 */
export function resource(r: ResourceNames): ApiRoute[] {
  const one = pascal(r.noun);
  const many = pascal(r.plural);
  const base = { tag: r.tag, auth: 'staff' } as const;
  const write = { ...base, roles: ['OA'] as const };
  return [
    { ...base, method: 'get', path: r.path, operationId: `list${many}`, summary: `List ${r.plural}`, query: r.listQuery, response: Page(r.row) },
    { ...base, method: 'get', path: `${r.path}/{id}`, operationId: `get${one}`, summary: `Read one ${r.noun}`, response: r.row },
    { ...write, method: 'post', path: r.path, operationId: `create${one}`, summary: `Create a ${r.noun}`, body: r.write, response: r.row, status: 201 },
    { ...write, method: 'patch', path: `${r.path}/{id}`, operationId: `update${one}`, summary: `Change a ${r.noun} (any subset of the fields)`, body: r.write.partial(), response: r.row },
    { ...write, method: 'delete', path: `${r.path}/{id}`, operationId: `delete${one}`, summary: `Delete a ${r.noun}`, status: 204 },
  ];
}
