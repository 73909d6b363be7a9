/** DELETE /api/bank_account_details/{id} (spec 7.3): removes one of the organization's bank accounts. */
import { Hono } from 'hono';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { requireModule, requireRole, staffAuth, type StaffEnv } from '../../lib/roles.ts';
import { pathId } from '../../lib/validate.ts';
import { deleteBankAccount } from './bank-accounts.ts';

/** Pay instructions are settings of the invoicing modules (receivables, payables, expenses). */
export const BANK_ACCOUNT_MODULES = ['secure_invoice_sales', 'secure_invoice_purchase'] as const;

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
