/** A workspace's requirements as the staff screens read them (RequirementRow), section then position. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REQUIREMENT_KINDS, type RequirementKind, type RequirementRow } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { answer, contact, contactRole, expectedDocumentType, file, item, metric, requirement, requirementOrigin, review, user } from '../../db/schema.ts';
import { contactName } from '../portal/access.ts';
import { decimalText, filesWithUploader } from '../portal/serialize.ts';

const answeredBy = alias(contact, 'answered_by');
const reportedBy = alias(contact, 'reported_by');

const nameOf = (c: { firstName: string | null; lastName: string | null; companyName: string | null } | null) =>
  c && c.firstName !== null ? contactName({ firstName: c.firstName, lastName: c.lastName ?? '', companyName: c.companyName ?? '' }) : '';

/** The latest review of each item (newest first per item). */
export async function latestReviews(db: Db, itemIds: number[]) {
  if (!itemIds.length) return new Map<number, RequirementRow['review']>();
  const rows = await db
    .select({ review, first: user.firstName, last: user.lastName, email: user.email })
    .from(review)
    .leftJoin(user, eq(user.id, review.userId))
    .where(inArray(review.itemId, itemIds))
    .orderBy(desc(review.createdAt), desc(review.id));
  const out = new Map<number, RequirementRow['review']>();
  for (const r of rows) {
    if (out.has(r.review.itemId)) continue;
    out.set(r.review.itemId, {
      decision: r.review.decision as 'accepted' | 'returned',
      reason: r.review.reason,
      by: r.review.userId === null ? null : { id: r.review.userId, name: `${r.first ?? ''} ${r.last ?? ''}`.trim() || (r.email ?? '') },
      at: r.review.createdAt.toISOString(),
    });
  }
  return out;
}

/** The account's requirements (or only `itemIds` of them). */
export async function requirementRows(db: Db, accountId: number, itemIds?: number[]): Promise<RequirementRow[]> {
  const rows = await db
    .select({
      item,
      requirement,
      metric,
      answer,
      roleId: contactRole.id,
      roleName: contactRole.name,
      expectedType: { id: expectedDocumentType.id, name: expectedDocumentType.name },
      assignee: { id: contact.id, firstName: contact.firstName, lastName: contact.lastName, companyName: contact.companyName },
      answeredBy: { firstName: answeredBy.firstName, lastName: answeredBy.lastName, companyName: answeredBy.companyName },
      reportedBy: { firstName: reportedBy.firstName, lastName: reportedBy.lastName, companyName: reportedBy.companyName },
    })
    .from(item)
    .leftJoin(requirement, eq(requirement.itemId, item.id))
    .leftJoin(expectedDocumentType, eq(expectedDocumentType.id, requirement.expectedDocumentTypeId))
    .leftJoin(metric, eq(metric.itemId, item.id))
    .leftJoin(answer, eq(answer.itemId, item.id))
    .leftJoin(requirementOrigin, eq(requirementOrigin.itemId, item.id))
    .leftJoin(contactRole, eq(contactRole.id, requirementOrigin.contactRoleId))
    .leftJoin(contact, eq(contact.id, item.assigneeContactId))
    .leftJoin(answeredBy, eq(answeredBy.id, answer.answeredByContactId))
    .leftJoin(reportedBy, eq(reportedBy.id, metric.reportedByContactId))
    .where(and(eq(item.accountId, accountId), inArray(item.kind, [...REQUIREMENT_KINDS]), itemIds ? inArray(item.id, itemIds.length ? itemIds : [0]) : undefined))
    .orderBy(asc(item.section), asc(item.position), asc(item.id));
  const ids = rows.map((r) => r.item.id);
  const files = ids.length ? await filesWithUploader(db, inArray(file.itemId, ids)) : [];
  const reviews = await latestReviews(db, ids);
  return rows.map((r): RequirementRow => ({
    id: r.item.id,
    account_id: r.item.accountId,
    kind: r.item.kind as RequirementKind,
    title: r.item.title,
    description: r.item.description,
    due_date: r.item.dueDate,
    status: r.item.status,
    section: r.item.section,
    position: r.item.position,
    assignment: {
      kind: r.item.assignmentKind as 1 | 2 | 3,
      contact: r.assignee ? { id: r.assignee.id, name: nameOf(r.assignee) } : null,
      role: r.item.assignmentKind === 2 && r.roleId !== null ? { id: r.roleId, name: r.roleName ?? '' } : null,
    },
    allowed_file_types: r.requirement?.allowedFileTypes ?? [],
    max_file_size: r.requirement?.maxFileSize ?? 0,
    expected_document_type: r.expectedType?.id != null ? { id: r.expectedType.id, name: r.expectedType.name } : null,
    threshold: r.metric ? { kind: r.metric.thresholdKind, value: decimalText(r.metric.thresholdValue) } : null,
    figure:
      r.metric?.reportedValue != null
        ? { value: decimalText(r.metric.reportedValue)!, reported_at: r.metric.reportedAt?.toISOString() ?? null, reported_by: nameOf(r.reportedBy) }
        : null,
    answer: r.answer ? { text: r.answer.text, answered_at: r.answer.answeredAt.toISOString(), answered_by: nameOf(r.answeredBy) } : null,
    files: files
      .filter((f) => f.itemId === r.item.id)
      .map(({ file: f }) => ({ id: f.id, name: f.name, size: f.size, version: f.version, uploaded_by: f.uploaded_by, uploaded_at: f.uploaded_at })),
    review: reviews.get(r.item.id) ?? null,
  }));
}
