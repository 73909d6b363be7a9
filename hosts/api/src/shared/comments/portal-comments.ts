/**
 * Portal comments (spec 7.4): a thread per target (an item, a file, or the workspace itself)
 * of the token's account. Text is stored exactly as sent and returned as JSON; escaping is the
 * renderer's job. A contact edits and deletes only their own comments. Staff's internal notes
 * are never read, counted or touched here.
 */
import { Hono } from 'hono';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { AddCommentRequest, AuditEntityKind, CommentTargetType, DeleteCommentQuery, ObjectCommentsQuery, UpdateCommentRequest } from '@si/contract';
import { z } from 'zod';
import type { Deps } from '../../platform/http/deps.ts';
import { comment, contact, file, item, user } from '../../db/schema.ts';
import { detailError } from '../../platform/http/errors.ts';
import { check, readJson } from '../../platform/http/validate.ts';
import { audit } from '../../platform/audit.ts';
import { contactName, portalOf, tokenIn, type PortalAccess } from '../portal/access.ts';
import { toPortalComment, type CommentRow } from '../portal/serialize.ts';

export function portalCommentRoutes(deps: Deps) {
  const app = new Hono();
  const { db } = deps;

  /** A target outside the token's account is simply not there. */
  async function assertTarget(p: PortalAccess, type: z.infer<typeof CommentTargetType>, id: number) {
    let found = false;
    if (type === 'workspace') found = id === p.account.id;
    else if (type === 'item') found = (await db.select({ id: item.id }).from(item).where(and(eq(item.id, id), eq(item.accountId, p.account.id))).limit(1)).length === 1;
    else found = (await db.select({ id: file.id }).from(file).where(and(eq(file.id, id), eq(file.accountId, p.account.id))).limit(1)).length === 1;
    if (!found) throw detailError(404, 'Not found.');
  }

  async function withAuthors(rows: CommentRow[], p: PortalAccess) {
    const names = new Map<string, string>();
    for (const r of rows) {
      const key = r.authorContactId !== null ? `c${r.authorContactId}` : `u${r.authorUserId}`;
      if (names.has(key)) continue;
      if (r.authorContactId !== null) {
        const [who] = await db.select().from(contact).where(eq(contact.id, r.authorContactId)).limit(1);
        names.set(key, who ? contactName(who) : '');
      } else if (r.authorUserId !== null) {
        const [who] = await db.select({ first: user.firstName, last: user.lastName }).from(user).where(eq(user.id, r.authorUserId)).limit(1);
        names.set(key, who ? `${who.first} ${who.last}`.trim() : '');
      } else names.set(key, '');
    }
    return rows.map((r) => toPortalComment(r, names.get(r.authorContactId !== null ? `c${r.authorContactId}` : `u${r.authorUserId}`) ?? '', p.contact.id));
  }

  /** A live comment of the token's account, written by this contact (403 for someone else's). */
  async function ownComment(p: PortalAccess, id: number): Promise<CommentRow> {
    const [row] = await db
      .select()
      .from(comment)
      .where(and(eq(comment.id, id), eq(comment.accountId, p.account.id), eq(comment.internal, false), isNull(comment.deletedAt)))
      .limit(1);
    if (!row) throw detailError(404, 'Not found.');
    if (row.authorContactId !== p.contact.id) throw detailError(403, 'You can only change your own comments.');
    return row;
  }

  app.get('/api/portal_comments/object_comments', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const q = check(ObjectCommentsQuery, c.req.query());
    await assertTarget(p, q.target_type, q.target_id);
    const rows = await db
      .select()
      .from(comment)
      .where(and(eq(comment.accountId, p.account.id), eq(comment.targetType, q.target_type), eq(comment.targetId, q.target_id), eq(comment.internal, false), isNull(comment.deletedAt)))
      .orderBy(asc(comment.createdAt), asc(comment.id));
    return c.json({ comments: await withAuthors(rows, p) });
  });

  app.post('/api/portal_comments/add_comment', async (c) => {
    const raw = await readJson(c);
    const p = await portalOf(c, deps, tokenIn(raw));
    const request = check(AddCommentRequest, raw);
    await assertTarget(p, request.target_type, request.target_id);
    const [row] = await db
      .insert(comment)
      .values({ organizationId: p.orgId, accountId: p.account.id, targetType: request.target_type, targetId: request.target_id, authorContactId: p.contact.id, text: request.comment_text })
      .returning();
    await audit(db, { orgId: p.orgId, entityKind: AuditEntityKind.CONTACT, entityId: p.contact.id, action: 'comment_added', details: { comment_id: row!.id, target_type: request.target_type, target_id: request.target_id } });
    const [out] = await withAuthors([row!], p);
    return c.json(out, 201);
  });

  app.put('/api/portal_comments/update_comment', async (c) => {
    const raw = await readJson(c);
    const p = await portalOf(c, deps, tokenIn(raw));
    const request = check(UpdateCommentRequest, raw);
    await ownComment(p, request.comment_id);
    const [row] = await db.update(comment).set({ text: request.comment_text, updatedAt: new Date() }).where(eq(comment.id, request.comment_id)).returning();
    await audit(db, { orgId: p.orgId, entityKind: AuditEntityKind.CONTACT, entityId: p.contact.id, action: 'comment_updated', details: { comment_id: row!.id } });
    const [out] = await withAuthors([row!], p);
    return c.json(out);
  });

  app.delete('/api/portal_comments/delete_comment', async (c) => {
    const p = await portalOf(c, deps, c.req.query('token'));
    const q = check(DeleteCommentQuery, c.req.query());
    await ownComment(p, q.comment_id);
    await db.update(comment).set({ deletedAt: new Date() }).where(eq(comment.id, q.comment_id));
    await audit(db, { orgId: p.orgId, entityKind: AuditEntityKind.CONTACT, entityId: p.contact.id, action: 'comment_deleted', details: { comment_id: q.comment_id } });
    return c.body(null, 204);
  });

  return app;
}
