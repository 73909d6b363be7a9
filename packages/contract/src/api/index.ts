/**
 * The route catalogue: every call the API server mounts, with its credential, roles and the
 * contract schemas its handler validates with. hosts/api builds the OpenAPI 3.1 document served at
 * GET /api/openapi.json from it; hosts/api/src/platform/openapi.test.ts fails when a mounted route
 * is missing here or a route here is not mounted. Server-only (it carries zod schemas): import it as
 * `@si/contract/api`.
 */
import { z } from 'zod';
import { PORTAL_ROUTES } from './portals.ts';
import { EXPENSE_ROUTES } from './expenses.ts';
import { PAYABLES_ROUTES } from './payables.ts';
import { RECEIVABLES_ROUTES } from './receivables.ts';
import { SALES_ROUTES } from './sales.ts';
import { SALES_REPORT_ROUTES } from './sales-reports.ts';
import { LENDING_ROUTES } from './lending.ts';
import { SETTINGS_ROUTES } from './settings.ts';
import { SIGN_IN_ROUTES } from './sign-in.ts';
import type { ApiRoute } from './types.ts';
import { WORKFLOW_ROUTES } from './workflows.ts';
import { WORKSPACE_ROUTES } from './workspaces.ts';

export * from './types.ts';

export const OPENAPI_PATH = '/api/openapi.json';

const REFERENCE_ROUTES: ApiRoute[] = [
  {
    method: 'get',
    path: OPENAPI_PATH,
    operationId: 'getOpenApiDocument',
    summary: 'This OpenAPI 3.1 document',
    tag: 'Reference',
    auth: 'none',
    response: z.object({ openapi: z.string() }).loose(),
  },
];

export const API_ROUTES: readonly ApiRoute[] = [...SIGN_IN_ROUTES, ...SETTINGS_ROUTES, ...WORKSPACE_ROUTES, ...WORKFLOW_ROUTES, ...RECEIVABLES_ROUTES, ...PAYABLES_ROUTES, ...EXPENSE_ROUTES, ...SALES_ROUTES, ...SALES_REPORT_ROUTES, ...LENDING_ROUTES, ...PORTAL_ROUTES, ...REFERENCE_ROUTES];

/** What the server mounts but the document leaves out on purpose, and why. */
export const UNDOCUMENTED_ROUTES = [
  {
    route: 'ALL /api/portal/uploads, ALL /api/portal/uploads/{id}',
    reason: "The portal's resumable uploads speak the tus 1.0 protocol (@tus/server owns every method, headers rather than JSON); see docs/api.md, \"Uploads (tus 1.0.0)\".",
  },
  { route: 'GET|HEAD * (static files)', reason: 'The built suite, its docs pages and the element bundles, with the single-page fallback; not API calls.' },
] as const;
