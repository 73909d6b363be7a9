/** Rows to the contract's portal shapes (packages/contract/src/portal.ts). */
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PortalComment, PortalFile, PortalItem } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { comment, contact, contract, file, invoice, item, loanRequest, requirement, statement, user } from '../../db/schema.ts';
import { contactName } from './access.ts';

export type ItemRow = typeof item.$inferSelect;
/** An item with its kind's own row (at most one of invoice, statement, contract, loan). */
export interface PortalItemRow {
  item: ItemRow;
  invoice: typeof invoice.$inferSelect | null;
  statement: typeof statement.$inferSelect | null;
  contract: typeof contract.$inferSelect | null;
  loan: typeof loanRequest.$inferSelect | null;
  requirement: typeof requirement.$inferSelect | null;
}
export type FileRow = typeof file.$inferSelect;
export type CommentRow = typeof comment.$inferSelect;

const iso = (d: Date) => d.toISOString();
/** numeric columns come back as strings on both drivers ("1250.00"). */
const money = (v: string | null) => (v === null ? null : Number(v).toFixed(2));

/** Files with the uploader's display name, newest first. */
export async function filesWithUploader(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({ file, contactFirst: contact.firstName, contactLast: contact.lastName, contactCompany: contact.companyName, userFirst: user.firstName, userLast: user.lastName })
    .from(file)
    .leftJoin(contact, eq(contact.id, file.uploadedByContactId))
    .leftJoin(user, eq(user.id, file.uploadedByUserId))
    .where(where)
    .orderBy(desc(file.createdAt), desc(file.id));
  return rows.map((r) => {
    const byContact = r.contactFirst !== null ? contactName({ firstName: r.contactFirst, lastName: r.contactLast ?? '', companyName: r.contactCompany ?? '' }) : '';
    const byUser = r.userFirst !== null ? `${r.userFirst} ${r.userLast ?? ''}`.trim() : '';
    return { itemId: r.file.itemId, file: toPortalFile(r.file, byContact || byUser) };
  });
}

export function toPortalFile(f: FileRow, uploadedBy: string): PortalFile {
  return {
    id: f.id,
    name: f.name,
    content_type: f.contentType,
    size: f.size,
    checksum_sha256: f.sha256,
    version: f.version,
    uploaded_at: iso(f.createdAt),
    uploaded_by: uploadedBy,
  };
}

export function toPortalItem({ item: row, invoice: inv, statement: st, contract: ct, loan, requirement: req }: PortalItemRow, files: PortalFile[], commentCount: number): PortalItem {
  return {
    id: row.id,
    kind: row.kind as PortalItem['kind'],
    title: row.title,
    description: row.description,
    status: row.status,
    due_date: row.dueDate,
    allowed_file_types: req?.allowedFileTypes ?? [],
    max_file_size: req?.maxFileSize ?? 0,
    files,
    comment_count: commentCount,
    number: inv?.number ?? null,
    issue_date: inv?.issueDate ?? st?.statementDate ?? null,
    currency: inv?.currency ?? st?.currency ?? null,
    lines: inv?.lines ?? [],
    subtotal: money(inv?.subtotal ?? null),
    tax: money(inv?.tax ?? null),
    total: money(inv?.total ?? st?.totalDue ?? loan?.amount ?? null),
    balance: money(inv?.balance ?? null),
    paid: inv?.paid ?? false,
    subtype: inv?.purchaseOrder ? 'purchase_order' : loan ? 'loan_request' : null,
    body: ct?.body ?? null,
  };
}

/** The account's items with their files and live comment counts, in a fixed order. */
export async function portalItems(db: Db, accountId: number, itemIds?: number[]): Promise<PortalItem[]> {
  const conditions = [eq(item.accountId, accountId)];
  if (itemIds) conditions.push(inArray(item.id, itemIds.length ? itemIds : [0]));
  const rows = await db
    .select({ item, invoice, statement, contract, loan: loanRequest, requirement })
    .from(item)
    .leftJoin(invoice, eq(invoice.itemId, item.id))
    .leftJoin(statement, eq(statement.itemId, item.id))
    .leftJoin(contract, eq(contract.itemId, item.id))
    .leftJoin(loanRequest, eq(loanRequest.itemId, item.id))
    .leftJoin(requirement, eq(requirement.itemId, item.id))
    .where(and(...conditions))
    .orderBy(item.dueDate, item.id);
  const files = await filesWithUploader(db, eq(file.accountId, accountId));
  const counts = await db
    .select({ targetId: comment.targetId, n: count() })
    .from(comment)
    .where(and(eq(comment.accountId, accountId), eq(comment.targetType, 'item'), isNull(comment.deletedAt)))
    .groupBy(comment.targetId);
  const countOf = new Map(counts.map((c) => [c.targetId, Number(c.n)]));
  return rows.map((r) =>
    toPortalItem(
      r,
      files.filter((f) => f.itemId === r.item.id).map((f) => f.file),
      countOf.get(r.item.id) ?? 0,
    ),
  );
}

export function toPortalComment(c: CommentRow, authorName: string, myContactId: number): PortalComment {
  return {
    id: c.id,
    target_type: c.targetType as PortalComment['target_type'],
    target_id: c.targetId,
    comment_text: c.text,
    author_name: authorName,
    author_kind: c.authorContactId !== null ? 'contact' : 'user',
    mine: c.authorContactId !== null && c.authorContactId === myContactId,
    created_at: iso(c.createdAt),
    updated_at: iso(c.updatedAt),
  };
}
