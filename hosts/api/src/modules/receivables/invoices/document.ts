/**
 * The free-form document of an invoice: the organization's template with `{{variable}}`
 * placeholders filled in from the invoice.
 *
 * The template comes from the "free-form invoice template path" property: the name of one of
 * the organization's standard files (a UTF-8 text file in the file store), so the path never
 * reaches the server's own disk; a value that names no standard file but holds placeholders is
 * the template text itself ("\n" for a line break). Empty: the built-in English template.
 */
import { and, desc, eq, or } from 'drizzle-orm';
import { ConfigProperty } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { standardFile } from '../../../db/schema.ts';
import { getConfig } from '../../../platform/config.ts';
import { detailError } from '../../../platform/http/errors.ts';
import type { Storage } from '../../../platform/storage.ts';
import { lineRow, type Loaded } from './rows.ts';

export const DEFAULT_TEMPLATE = [
  'Invoice {{number}}',
  '',
  'To: {{customer}}',
  'Issued: {{issue_date}}',
  'Due: {{due_date}}',
  '',
  '{{lines}}',
  '',
  'Total: {{total}} {{currency}}',
  'Balance due: {{balance}} {{currency}}',
  '',
  'Pay online: {{pay_link}}',
  '',
  'Thank you for your business.',
  '{{organization}}',
].join('\n');

/**
 * What `{{pay_link}}` says, in the invoice's language. A portal link is personal: each contact's
 * is issued, with its token, in the mail that sends the invoice, and only its hash is kept. A
 * PDF is one file for every recipient and may be forwarded, so it points to that mail instead
 * of printing a link (a portal address without a token would not open anything).
 */
const PAY_LINK_TEXT: Record<string, string> = {
  en: 'the secure link in the e-mail that came with this document',
  fr: "le lien sécurisé de l'e-mail qui accompagne ce document",
  ar: 'الرابط الآمن في البريد الإلكتروني المرسل مع هذا المستند',
};
export const payLinkText = (language: string): string => PAY_LINK_TEXT[language] ?? PAY_LINK_TEXT.en!;

/** The placeholders a template may use, in the order the screens list them. */
export const TEMPLATE_VARIABLES = ['customer', 'number', 'title', 'issue_date', 'due_date', 'subtotal', 'tax', 'total', 'balance', 'currency', 'lines', 'memo', 'pay_link', 'organization'] as const;

const TEMPLATE_MAX_BYTES = 50_000;
const NO_TEMPLATE = 'The free-form invoice template path names no standard file of this organization.';

async function readAll(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw detailError(409, `The free-form invoice template is larger than ${limit} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export async function readTemplate(db: Db, storage: Storage, orgId: number): Promise<string> {
  const path = (await getConfig(db, orgId, ConfigProperty.FREE_FORM_INVOICE_TEMPLATE_PATH))?.trim() ?? '';
  if (!path) return DEFAULT_TEMPLATE;
  const [found] = await db
    .select()
    .from(standardFile)
    .where(and(eq(standardFile.organizationId, orgId), or(eq(standardFile.name, path), eq(standardFile.fileName, path))))
    .orderBy(desc(standardFile.id))
    .limit(1);
  if (found) return (await readAll(await storage.get(found.storageKey), TEMPLATE_MAX_BYTES)).toString('utf8').replace(/^\uFEFF/, '');
  if (path.includes('{{')) return path.replace(/\\n/g, '\n');
  throw detailError(409, NO_TEMPLATE);
}

export function templateVariables(r: Loaded, totals: { subtotal: string; tax: string; total: string; balance: string }, organizationName: string, payLink: string): Record<string, string> {
  const inv = r.invoice;
  const currency = inv.currency ?? '';
  const lines = inv.lines
    .map(lineRow)
    .map((l) => `- ${l.description}: ${l.quantity} x ${l.unit_price}${l.discount !== '0' ? ` less ${l.discount}%` : ''} = ${l.amount}${l.tax !== '0' && Number(l.tax) !== 0 ? ` + tax ${l.tax} (${l.tax_rate}%)` : ''}`)
    .join('\n');
  return {
    customer: r.accountName,
    number: inv.number ?? 'Draft',
    title: r.item.title,
    issue_date: inv.issueDate ?? '',
    due_date: r.item.dueDate ?? '',
    subtotal: totals.subtotal,
    tax: totals.tax,
    total: totals.total,
    balance: totals.balance,
    currency,
    lines,
    memo: inv.memo,
    pay_link: payLink,
    organization: organizationName,
  };
}

/** Each `{{name}}` replaced by its value; an unknown name is left as it is written. */
export const fillTemplate = (template: string, variables: Record<string, string>): string =>
  template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(variables, name) ? variables[name]! : whole));
