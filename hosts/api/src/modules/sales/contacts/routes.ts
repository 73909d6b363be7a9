/**
 * GET /api/sales/contacts: the contact directory narrowed to contacts on a sales account, with
 * their sales accounts and open deals (rows.ts). Every staff role of an organization with the
 * sales pipeline reads it; merging two contacts is the directory's own call
 * (POST /api/contacts/{id}/merge, shared/contacts/merge.ts), open to any module's screens.
 */
import { Hono } from 'hono';
import type { Deps } from '../../../platform/http/deps.ts';
import { listParams, pageOf } from '../../../platform/http/paging.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { salesAccess } from '../module.ts';
import { listSalesContacts, SALES_CONTACT_LIST } from './rows.ts';

export function salesContactRoutes(deps: Deps) {
  const app = new Hono<StaffEnv>();
  const access = salesAccess(deps);

  app.get('/api/sales/contacts', access.read, async (c) => {
    const { orgId } = staffOf(c);
    // The query is the contract's SalesContactListQuery (ListQuery), which listParams checks.
    const params = listParams(c, SALES_CONTACT_LIST);
    const page = await listSalesContacts(deps.db, orgId, params);
    return c.json(pageOf(c, params, page.count, page.rows));
  });

  return app;
}
