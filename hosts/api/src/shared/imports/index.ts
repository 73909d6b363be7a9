/**
 * Importing workspaces and contacts from CSV (`POST /api/accounts/import`): the file is parsed
 * again on the server whatever the browser showed, every row is checked, and only a clean file is
 * written, in one transaction, so an import lands whole or not at all.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AccountImport, IMPORT_LIMITS, ImportMessage, type AccountImportErrors, type ImportRowError } from '@si/contract';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { requireRole, staffAuth, WRITE_ROLES, type StaffEnv } from '../../platform/http/roles.ts';
import { body } from '../../platform/http/validate.ts';
import { allowedKinds } from '../items/rows.ts';
import { parseCsv } from './parse.ts';
import { missingColumns, planImport } from './check.ts';
import { contactsByEmail, referencesOf } from './references.ts';
import { writeImport } from './write.ts';

export const ACCOUNT_IMPORT_PATH = '/api/accounts/import';
/** The import carries a file of up to 5 MB inside JSON, so it sets its own limit instead of the API's 1 MB. */
export const isAccountImport = (method: string, path: string) => method === 'POST' && path.replace(/\/$/, '') === ACCOUNT_IMPORT_PATH;

// JSON escaping (quotes, line breaks) makes the body somewhat larger than the file itself.
const importLimit = bodyLimit({ maxSize: 6 * 1024 * 1024, onError: (c) => c.json({ detail: ImportMessage.TOO_LARGE }, 413) });

const MODULE_NOT_ALLOWED = 'This module is not allowed for your organization.';

const rowErrors = (errors: ImportRowError[]): AccountImportErrors => ({ errors: errors.slice(0, IMPORT_LIMITS.errors), total: errors.length });

export function accountImportRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();

  app.post(ACCOUNT_IMPORT_PATH, staffAuth(deps), importLimit, async (c) => {
    const staff = requireRole(c, WRITE_ROLES);
    const { orgId, user } = staff;
    // A binary file holds control characters: say what it is rather than which rule it breaks.
    const input = await body(c, AccountImport, { csv: ImportMessage.NOT_CSV });
    if (!(await allowedKinds(staff)).includes(input.module_kind)) throw badRequest({ module_kind: [MODULE_NOT_ALLOWED] });
    const csv = parseCsv(input.csv);
    const missing = missingColumns(input.mapping, csv.headers);
    if (missing.length) return c.json(rowErrors(missing), 400);
    const { plan, errors } = planImport(csv, input.mapping, await referencesOf(db, orgId));
    if (errors.length) return c.json(rowErrors(errors), 400);
    const existing = await contactsByEmail(db, orgId, [...plan.contacts.keys()]);
    const result = await db.transaction((tx) => writeImport(tx as Db, { orgId, userId: user.id, moduleKind: input.module_kind, plan, existing }));
    return c.json(result, 201);
  });

  return app;
}
