/**
 * Staff comments on a workspace, its items and files: GET and POST /api/accounts/{id}/comments.
 * Staff see every comment, contacts' included; `internal: true` marks a note the contact never
 * sees (every portal answer leaves it out).
 */
import { Hono } from 'hono';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { AuditEntityKind, StaffCommentCreate, StaffCommentListQuery, type StaffComment } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { comment, contact, file, item, user } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { requireRole, staffAuth, staffOf, WRITE_ROLES, type StaffEnv } from '../../platform/http/roles.ts';
import { body, query } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { contactName } from '../portal/access.ts';
import { ownAccount } from '../requirements/scope.ts';

type CommentRow = typeof comment.$inferSelect;

/** The target must belong to the account (400 on target_id otherwise: the account itself was found). */
async function assertTarget(db: Db, accountId: number, type: StaffComment['target_type'], id: number) {
  let found = type === 'workspace' && id === accountId;
  if (type === 'item') found = (await db.select({ id: item.id }).from(item).where(and(eq(item.id, id), eq(item.accountId, accountId))).limit(1)).length === 1;
  if (type === 'file') found = (await db.select({ id: file.id }).from(file).where(and(eq(file.id, id), eq(file.accountId, accountId))).limit(1)).length === 1;
  if (!found) throw badRequest({ target_id: [`No such ${type} on this workspace.`] });
}

async function toStaffComments(db: Db, rows: CommentRow[]): Promise<StaffComment[]> {
  const names = new Map<string, string>();
  for (const r of rows) {
    const key = r.authorContactId !== null ? `c${r.authorContactId}` : `u${r.authorUserId}`;
    if (names.has(key)) continue;
    if (r.authorContactId !== null) {
      const [who] = await db.select().from(contact).where(eq(contact.id, r.authorContactId)).limit(1);
      names.set(key, who ? contactName(who) : '');
    } else if (r.authorUserId !== null) {
      const [who] = await db.select({ first: user.firstName, last: user.lastName, email: user.email }).from(user).where(eq(user.id, r.authorUserId)).limit(1);
      names.set(key, who ? `${who.first} ${who.last}`.trim() || who.email : '');
    }
  }
  return rows.map((r) => ({
    id: r.id,
    target_type: r.targetType as StaffComment['target_type'],
    target_id: r.targetId,
    comment_text: r.text,
    internal: r.internal,
    author_name: names.get(r.authorContactId !== null ? `c${r.authorContactId}` : `u${r.authorUserId}`) ?? '',
    author_kind: r.authorContactId !== null ? 'contact' : 'user',
    created_at: r.createdAt.toISOString(),
  }));
}

export function staffCommentRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<StaffEnv>();
  const path = '/api/accounts/:id{[0-9]+}/comments';
  app.use(path, staffAuth(deps));

  app.get(path, async (c) => {
    staffOf(c);
    const acct = await ownAccount(c, deps);
    const q = query(c, StaffCommentListQuery);
    if ((q.target_type === undefined) !== (q.target_id === undefined)) throw badRequest({ target_id: ['Send target_type and target_id together.'] });
    const rows = await db
      .select()
      .from(comment)
      .where(
        and(
          eq(comment.accountId, acct.id),
          isNull(comment.deletedAt),
          q.target_type ? eq(comment.targetType, q.target_type) : undefined,
          q.target_id ? eq(comment.targetId, q.target_id) : undefined,
        ),
      )
      .orderBy(asc(comment.createdAt), asc(comment.id));
    return c.json({ comments: await toStaffComments(db, rows) });
  });

  app.post(path, async (c) => {
    const staff = requireRole(c, WRITE_ROLES);
    const acct = await ownAccount(c, deps);
    const v = await body(c, StaffCommentCreate);
    await assertTarget(db, acct.id, v.target_type, v.target_id);
    const [row] = await db
      .insert(comment)
      .values({ organizationId: acct.organizationId, accountId: acct.id, targetType: v.target_type, targetId: v.target_id, authorUserId: staff.user.id, text: v.comment_text, internal: v.internal })
      .returning();
    await audit(db, {
      orgId: acct.organizationId,
      entityKind: v.target_type === 'item' ? AuditEntityKind.ITEM : AuditEntityKind.WORKSPACE,
      entityId: v.target_type === 'item' ? v.target_id : acct.id,
      action: v.internal ? 'internal_note_added' : 'comment_added',
      actorUserId: staff.user.id,
      details: { comment_id: row!.id, target_type: v.target_type, target_id: v.target_id },
    });
    return c.json((await toStaffComments(db, [row!]))[0], 201);
  });

  return app;
}
