/** DELETE /api/bank_account_details/{id} (spec 7.3): removes one of the organization's bank accounts. */
import { Hono } from 'hono';
import { moduleById } from '@si/contract';
import type { Deps } from '../../platform/http/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { requireModule, requireRole, staffAuth, type StaffEnv } from '../../platform/http/roles.ts';
import { pathId } from '../../platform/http/validate.ts';
import { deleteBankAccount } from './bank-accounts.ts';

/** Pay instructions are settings of the invoicing modules (receivables, payables, expenses). */
const BANK_ACCOUNT_MODULES = [...new Set((['receivables', 'payables', 'expenses'] as const).map((id) => moduleById(id).application))];

export function bankAccountDetailsRoutes(deps: Deps) {
  const app = new Hono<StaffEnv>();
  app.use('/api/bank_account_details/*', staffAuth(deps));
  app.delete('/api/bank_account_details/:id', async (c) => {
    const { orgId, user } = requireRole(c, ['OA']);
    await requireModule(c, BANK_ACCOUNT_MODULES);
    if (!(await deleteBankAccount(deps.db, orgId, user.id, pathId(c)))) throw notFound();
    return c.body(null, 204);
  });
  return app;
}
