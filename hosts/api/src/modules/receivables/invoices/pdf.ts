/**
 * An invoice's PDF: the renderer's data filled from the rows, and the bytes attached to the
 * invoice's item as a `file` row (a new version when the same name is attached again).
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import { ConfigProperty } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { invoice, organization, organizationLogo, payInstruction } from '../../../db/schema.ts';
import { getConfig } from '../../../platform/config.ts';
import type { Storage } from '../../../platform/storage.ts';
import { storeFileVersion } from '../../../shared/files/store.ts';
import { renderDocumentPdf, renderInvoicePdf } from '../../../shared/pdf/lazy.ts';
import type { InvoicePdfData, PdfOrganization, PdfPayInstruction } from '../../../shared/pdf/types.ts';
import { fillTemplate, payLinkText, templateVariables } from './document.ts';
import { lineRow, toInvoiceRow, type Loaded } from './rows.ts';

/**
 * The seller as the PDFs print it, from the organization's settings: the tenant's full name, its
 * full address, info e-mail and phone, and its logo (the light variant, for paper). There is no
 * tax ID setting, so none is printed.
 */
export async function pdfOrganization(db: Db, orgId: number): Promise<PdfOrganization> {
  const [org] = await db.select({ name: organization.name }).from(organization).where(eq(organization.id, orgId));
  const [logo] = await db.select({ light: organizationLogo.logoLight, dark: organizationLogo.logoDark }).from(organizationLogo).where(eq(organizationLogo.organizationId, orgId));
  const config = async (name: string) => (await getConfig(db, orgId, name))?.trim() || undefined;
  return {
    name: (await config(ConfigProperty.TENANT_FULL_NAME)) ?? org?.name ?? '',
    address: await config(ConfigProperty.FULL_ADDRESS),
    email: await config(ConfigProperty.INFO_EMAIL),
    phone: await config(ConfigProperty.PHONE_NUMBER),
    logo: logo?.light ?? logo?.dark ?? undefined,
  };
}

/** The bank details a customer pays to: the account's own, else the organization's. */
async function payInstructions(db: Db, orgId: number, accountId: number): Promise<PdfPayInstruction[]> {
  const rows = await db
    .select()
    .from(payInstruction)
    .where(and(eq(payInstruction.organizationId, orgId), or(isNull(payInstruction.accountId), eq(payInstruction.accountId, accountId))))
    .orderBy(payInstruction.id);
  const own = rows.filter((r) => r.accountId === accountId);
  return (own.length ? own : rows).map((r) => ({
    bankName: r.bankName,
    accountName: r.accountName,
    accountNumber: r.accountNumber,
    routingNumber: r.routingNumber,
    iban: r.iban,
    swift: r.swift,
    reference: r.reference,
    notes: r.notes,
  }));
}

export async function invoicePdfData(db: Db, orgId: number, r: Loaded, payLink?: string): Promise<InvoicePdfData> {
  const inv = r.invoice;
  let creditedNumber: string | undefined;
  if (inv.creditedItemId !== null) {
    const [credited] = await db.select({ number: invoice.number }).from(invoice).where(eq(invoice.itemId, inv.creditedItemId));
    creditedNumber = credited?.number ?? undefined;
  }
  return {
    language: inv.language as InvoicePdfData['language'],
    docType: inv.docType as InvoicePdfData['docType'],
    organization: await pdfOrganization(db, orgId),
    customer: { name: r.accountName },
    number: inv.number,
    issueDate: inv.issueDate,
    dueDate: r.item.dueDate,
    currency: inv.currency ?? 'USD',
    lines: inv.lines.map(lineRow),
    subtotal: inv.subtotal ?? '0',
    tax: inv.tax ?? '0',
    total: inv.total ?? '0',
    balance: inv.balance ?? inv.total ?? '0',
    memo: inv.memo,
    payLink,
    payInstructions: inv.docType === 'invoice' ? await payInstructions(db, orgId, r.item.accountId) : undefined,
    creditedNumber,
  };
}

/** The free-form document's variables (customer, lines, totals, due date, pay link...) as the invoice stands now. */
export async function documentVariables(db: Db, orgId: number, r: Loaded): Promise<Record<string, string>> {
  return templateVariables(r, toInvoiceRow(r, null), (await pdfOrganization(db, orgId)).name, payLinkText(r.invoice.language));
}

/** The free-form document as a PDF: `text` (the saved body) with its variables filled in. */
export async function documentPdf(db: Db, orgId: number, r: Loaded, text: string): Promise<Uint8Array> {
  const number = r.invoice.number;
  const title = `${r.invoice.docType === 'credit_note' ? 'Credit note' : 'Invoice'}${number ? ` ${number}` : ''}`;
  const variables = await documentVariables(db, orgId, r);
  return renderDocumentPdf({ language: r.invoice.language as 'en' | 'fr' | 'ar', title, body: fillTemplate(text, variables), organization: await pdfOrganization(db, orgId) });
}

/** The invoice's PDF as it stands: its saved free-form document when it has one, else the standard layout. */
export async function currentInvoicePdf(db: Db, orgId: number, r: Loaded): Promise<Uint8Array> {
  return r.invoice.document ? documentPdf(db, orgId, r, r.invoice.document) : renderInvoicePdf(await invoicePdfData(db, orgId, r));
}

/** The file name of an invoice's PDF: its number, or "draft-<id>" before it has one. */
export const pdfName = (r: Loaded, suffix = ''): string => `${(r.invoice.number ?? `draft-${r.item.id}`).replace(/[^\w.-]+/g, '_')}${suffix}.pdf`;

/** Stores the bytes and attaches them to the invoice's item as its file's next version, audited (userId null: the scheduler). */
export async function attachPdf(db: Db, storage: Storage, orgId: number, r: Loaded, name: string, bytes: Uint8Array, userId: number | null) {
  return storeFileVersion(db, storage, { orgId, accountId: r.item.accountId, itemId: r.item.id, name, contentType: 'application/pdf', bytes: Buffer.from(bytes), by: { userId } });
}
