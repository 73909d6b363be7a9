/**
 * The activities' staff calls: a timeline (an account's, a deal's, or the caller's own open ones),
 * log or plan one, change it or mark it done, delete it. The rules are in activities.ts. Every
 * route is behind the module's access; another organization's activity is a 404, checked before
 * the body is read.
 */
import { Hono, type Context } from 'hono';
import { ActivityListQuery, ActivityPatch, ActivityWrite } from '@si/contract';
import type { Deps } from '../../../platform/http/deps.ts';
import { staffOf, type StaffEnv } from '../../../platform/http/roles.ts';
import { body, pathId, query } from '../../../platform/http/validate.ts';
import type { SalesStaff } from '../deals/actions.ts';
import { salesAccess } from '../module.ts';
import { activityAnswer, createActivity, deleteActivity, listActivities, updateActivity } from './activities.ts';

const acting = (c: Context): SalesStaff => {
  const staff = staffOf(c);
  return { orgId: staff.orgId, userId: staff.user.id };
};

export function activityRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const access = salesAccess(deps);
  const one = '/api/sales/activities/:id{[0-9]+}';

  app.get('/api/sales/activities', access.read, async (c) => c.json({ results: await listActivities(db, acting(c), query(c, ActivityListQuery)) }));

  app.post('/api/sales/activities', access.write, async (c) => {
    const by = acting(c);
    const id = await createActivity(db, by, await body(c, ActivityWrite));
    return c.json(await activityAnswer(db, by.orgId, id), 201);
  });

  app.patch(one, access.write, async (c) => {
    const by = acting(c);
    const id = pathId(c);
    await activityAnswer(db, by.orgId, id);
    await updateActivity(db, by, id, await body(c, ActivityPatch));
    return c.json(await activityAnswer(db, by.orgId, id));
  });

  app.delete(one, access.write, async (c) => {
    await deleteActivity(db, acting(c), pathId(c));
    return c.body(null, 204);
  });

  return app;
}
