/** Rows to the contract's portal shapes (packages/contract/src/portal.ts). */
import { and, count, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { PortalComment, PortalFile, PortalItem } from '@si/contract';
import { formatAmount } from '@si/contract/money';
import type { Db } from '../../db/client.ts';
import { account, answer, bill, comment, contact, contract, covenant, covenantResult, covenantTest, expectedDocumentType, file, invoice, item, loanRequest, metric, purchaseOrder, receivablesSettings, requirement, review, statement, user } from '../../db/schema.ts';
import { contactName } from './access.ts';

export type ItemRow = typeof item.$inferSelect;
/** An item with its kind's own row (at most one of invoice, statement, contract, loan). */
export interface PortalItemRow {
  item: ItemRow;
  invoice: typeof invoice.$inferSelect | null;
  /** A payables purchase order (an order, never a debt: its open amount is its total). */
  purchaseOrder?: typeof purchaseOrder.$inferSelect | null;
  /** A vendor's bill (payables): its number, dates, totals and where it is on its way to being paid. */
  bill?: typeof bill.$inferSelect | null;
  statement: typeof statement.$inferSelect | null;
  contract: typeof contract.$inferSelect | null;
  loan: typeof loanRequest.$inferSelect | null;
  requirement: typeof requirement.$inferSelect | null;
  metric?: typeof metric.$inferSelect | null;
  answer?: typeof answer.$inferSelect | null;
  /** The name of the expected document type, when the requirement names one. */
  expectedType?: string | null;
  /** A lending covenant test's METRIC: the test, its covenant's figures and its current result. */
  covenantTest?: { testDate: string; figures: { name: string; label: string }[] | null; reported: Record<string, string> | null; status: string | null; value: string | null; problem: string | null } | null;
}
export type FileRow = typeof file.$inferSelect;
export type CommentRow = typeof comment.$inferSelect;

const iso = (d: Date) => d.toISOString();
/** numeric columns come back as strings on both drivers ("1250.00"). */
/** An amount in its currency's minor units ("1200" JPY, "12.30" USD, "1.250" KWD); two decimals when the currency is not known. */
const money = (v: string | null, currency?: string | null) => (v === null ? null : formatAmount(v, currency ?? 'USD'));

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

/** numeric(18,4) reads back as "12.5000"; answers carry "12.5". */
export function decimalText(v: string | null | undefined): string | null {
  if (v == null) return null;
  const trimmed = v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v;
  return trimmed === '-0' ? '0' : trimmed;
}

export function toPortalItem(
  { item: row, invoice: inv, purchaseOrder: po, bill: bl, statement: st, contract: ct, loan, requirement: req, metric: met, answer: ans, expectedType, covenantTest: ct2 }: PortalItemRow,
  files: PortalFile[],
  commentCount: number,
  returnedReason: string | null = null,
): PortalItem {
  const status = row.status.toLowerCase();
  // The priced document, an invoice's, a purchase order's or a bill's: number, date, lines and totals.
  const doc = inv ?? po ?? (bl ? { ...bl, issueDate: bl.billDate } : null);
  return {
    id: row.id,
    kind: row.kind as PortalItem['kind'],
    title: row.title,
    description: bl ? bl.memo : row.description,
    status: row.status,
    due_date: row.dueDate,
    allowed_file_types: req?.allowedFileTypes ?? [],
    max_file_size: req?.maxFileSize ?? 0,
    expected_document_type: expectedType ?? null,
    files,
    comment_count: commentCount,
    number: doc?.number ?? null,
    issue_date: doc?.issueDate ?? st?.statementDate ?? null,
    currency: doc?.currency ?? st?.currency ?? null,
    lines: (doc?.lines ?? []).map((l) => ({ description: l.description, quantity: Number(l.quantity), unit_price: l.unit_price, amount: l.amount })),
    subtotal: money(doc?.subtotal ?? null, doc?.currency),
    tax: money(doc?.tax ?? null, doc?.currency),
    total: money(doc?.total ?? st?.totalDue ?? loan?.amount ?? null, doc?.currency ?? st?.currency),
    // A purchase order is open for its whole total.
    balance: money(inv ? inv.balance : bl ? bl.balance : (po?.total ?? null), doc?.currency),
    paid: inv?.paid ?? bl?.state === 'paid',
    subtype: po ? 'purchase_order' : bl ? 'bill' : loan ? 'loan_request' : null,
    ...(bl
      ? {
          bill_state: bl.state,
          reject_reason: bl.state === 'rejected' ? bl.rejectReason : null,
          paid_on: bl.paidOn,
          payment_reference: bl.paymentReference,
          replaces_id: bl.replacesItemId,
        }
      : {}),
    ...(po ? { po_state: po.state, decline_reason: po.state === 'declined' ? po.declineReason : null } : {}),
    body: ct?.body ?? null,
    returned_reason: status === 'returned' ? returnedReason : null,
    locked: status === 'accepted',
    answer: ans?.text ?? null,
    threshold_kind: met?.thresholdKind ?? 0,
    threshold_value: decimalText(met?.thresholdValue),
    reported_value: decimalText(met?.reportedValue),
    ...(ct2
      ? {
          covenant: {
            test_date: ct2.testDate,
            figures: ct2.figures ?? [],
            reported: ct2.reported,
            status: (ct2.status as 'compliant' | 'warning' | 'breach' | 'invalid' | null) ?? null,
            value: decimalText(ct2.value),
            problem: ct2.problem ?? '',
          },
        }
      : {}),
  };
}

/** The reason of each item's latest review when that review sent it back. */
async function returnedReasons(db: Db, itemIds: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (!itemIds.length) return out;
  const rows = await db.select().from(review).where(inArray(review.itemId, itemIds)).orderBy(desc(review.createdAt), desc(review.id));
  const seen = new Set<number>();
  for (const r of rows) {
    if (seen.has(r.itemId)) continue;
    seen.add(r.itemId);
    if (r.decision === 'returned') out.set(r.itemId, r.reason);
  }
  return out;
}

/** Whether the account's organization takes part of an invoice's balance online (no settings row: the default, yes). */
async function allowsPartialPayment(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ allow: receivablesSettings.allowPartialPayment })
    .from(account)
    .innerJoin(receivablesSettings, eq(receivablesSettings.organizationId, account.organizationId))
    .where(eq(account.id, accountId))
    .limit(1);
  return row?.allow ?? true;
}

/** The account's items with their files and live comment counts, in a fixed order. */
export async function portalItems(db: Db, accountId: number, itemIds?: number[]): Promise<PortalItem[]> {
  const conditions = [eq(item.accountId, accountId)];
  // A draft invoice is staff's until finalized; a credit note lowers the balance of the invoice it credits and is not listed as one to pay.
  conditions.push(or(isNull(invoice.itemId), and(ne(invoice.state, 'draft'), ne(invoice.docType, 'credit_note')))!);
  // A draft purchase order is staff's until sent.
  conditions.push(or(isNull(purchaseOrder.itemId), ne(purchaseOrder.state, 'draft'))!);
  if (itemIds) conditions.push(inArray(item.id, itemIds.length ? itemIds : [0]));
  const rows = await db
    .select({
      item,
      invoice,
      purchaseOrder,
      bill,
      statement,
      contract,
      loan: loanRequest,
      requirement,
      metric,
      answer,
      expectedType: expectedDocumentType.name,
      testDate: covenantTest.testDate,
      covenantFigures: covenant.figures,
      reported: covenantResult.figures,
      resultStatus: covenantResult.status,
      resultValue: covenantResult.value,
      resultProblem: covenantResult.problem,
    })
    .from(item)
    .leftJoin(invoice, eq(invoice.itemId, item.id))
    .leftJoin(purchaseOrder, eq(purchaseOrder.itemId, item.id))
    .leftJoin(bill, eq(bill.itemId, item.id))
    .leftJoin(statement, eq(statement.itemId, item.id))
    .leftJoin(contract, eq(contract.itemId, item.id))
    .leftJoin(loanRequest, eq(loanRequest.itemId, item.id))
    .leftJoin(requirement, eq(requirement.itemId, item.id))
    .leftJoin(expectedDocumentType, eq(expectedDocumentType.id, requirement.expectedDocumentTypeId))
    .leftJoin(metric, eq(metric.itemId, item.id))
    .leftJoin(answer, eq(answer.itemId, item.id))
    // A lending covenant test's METRIC: in this one statement, never one query per item.
    .leftJoin(covenantTest, and(eq(covenantTest.itemId, item.id), eq(covenantTest.organizationId, item.organizationId)))
    .leftJoin(covenant, eq(covenant.id, covenantTest.covenantId))
    .leftJoin(covenantResult, and(eq(covenantResult.testId, covenantTest.id), eq(covenantResult.current, true)))
    .where(and(...conditions))
    .orderBy(item.section, item.position, item.dueDate, item.id);
  const files = await filesWithUploader(db, eq(file.accountId, accountId));
  const counts = await db
    .select({ targetId: comment.targetId, n: count() })
    .from(comment)
    .where(and(eq(comment.accountId, accountId), eq(comment.targetType, 'item'), eq(comment.internal, false), isNull(comment.deletedAt)))
    .groupBy(comment.targetId);
  const countOf = new Map(counts.map((c) => [c.targetId, Number(c.n)]));
  const reasons = await returnedReasons(db, rows.filter((r) => r.item.status.toLowerCase() === 'returned').map((r) => r.item.id));
  const partial = rows.some((r) => r.invoice) && (await allowsPartialPayment(db, accountId));
  // A rejected bill the vendor already answered with a corrected one.
  const corrected = new Set(rows.map((r) => r.bill?.replacesItemId).filter((id): id is number => id != null));
  return rows.map((r) => {
    const covenantTestOf = r.testDate
      ? { testDate: r.testDate, figures: r.covenantFigures, reported: r.reported, status: r.resultStatus, value: r.resultValue, problem: r.resultProblem }
      : null;
    const out = toPortalItem(
      { ...r, covenantTest: covenantTestOf },
      files.filter((f) => f.itemId === r.item.id).map((f) => f.file),
      countOf.get(r.item.id) ?? 0,
      reasons.get(r.item.id) ?? null,
    );
    if (r.bill) return { ...out, corrected: corrected.has(r.item.id) };
    return r.invoice ? { ...out, allow_partial_payment: partial } : out;
  });
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
