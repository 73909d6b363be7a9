/**
 * Data shapes for the receivables PDFs. The renderers (index.ts) are pure: they take one of
 * these objects and answer the PDF bytes; routes load the rows, fill these in and store or
 * send the bytes. Amounts are decimal strings in the document's currency (formatted by the
 * renderer with the currency's minor units); dates are ISO `YYYY-MM-DD`.
 */
import type { AgingInvoiceRow, AgingTotals, DocType, InvoiceLineRow, PaymentMethod, StatementLine } from '@si/contract';

export type PdfLanguage = 'en' | 'fr' | 'ar';

export interface PdfOrganization {
  name: string;
  /** May hold several lines separated by newlines. */
  address?: string;
  email?: string;
  phone?: string;
  /**
   * The logo as a data URL (the organization's light variant, for paper). PNG and JPEG are
   * drawn; an SVG logo is left out, as the PDF library embeds raster images only.
   */
  logo?: string;
}

/** Bank details a customer pays to (the organization's pay instructions); empty fields are left out. */
export interface PdfPayInstruction {
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
  routingNumber?: string;
  iban?: string;
  swift?: string;
  /** What the payer should quote: printed only when the invoice has no number yet (a draft). */
  reference?: string;
  notes?: string;
}

export interface PdfCustomer {
  name: string;
  address?: string;
}

export interface InvoicePdfData {
  language: PdfLanguage;
  docType: DocType;
  organization: PdfOrganization;
  customer: PdfCustomer;
  /** Null on a draft (printed as "Draft"). */
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
  currency: string;
  lines: InvoiceLineRow[];
  subtotal: string;
  tax: string;
  total: string;
  balance: string;
  memo: string;
  /** The portal's pay page, printed under the totals. */
  payLink?: string;
  /** Bank details; the invoice number is printed as the payment reference to quote. */
  payInstructions?: PdfPayInstruction[];
  /** On a credit note: the number of the invoice it credits. */
  creditedNumber?: string;
  /** A purchase order drawn in the invoice's layout: its title, the vendor, the day wanted, no balance or payment. */
  purchaseOrder?: boolean;
}

export interface ReceiptAllocation {
  invoiceNumber: string | null;
  amount: string;
}

export interface ReceiptPdfData {
  language: PdfLanguage;
  organization: PdfOrganization;
  customer: PdfCustomer;
  /** The receipt number (payment.receipt_number). */
  number: string | null;
  receivedOn: string;
  method: PaymentMethod;
  reference: string;
  currency: string;
  amount: string;
  allocations: ReceiptAllocation[];
  /** What is left unapplied (customer credit). */
  unapplied: string;
}

export interface StatementPdfData {
  language: PdfLanguage;
  organization: PdfOrganization;
  customer: PdfCustomer;
  currency: string;
  from: string;
  asOf: string;
  openingBalance: string;
  lines: StatementLine[];
  closingBalance: string;
  aging: AgingTotals;
  openInvoices?: AgingInvoiceRow[];
}

export type TableAlign = 'start' | 'end';

export interface TableColumn {
  /** Key into each row. */
  key: string;
  label: string;
  /** 'money' formats with the row's (or the table's) currency; 'number' with Intl; 'date' as a date. */
  kind?: 'text' | 'money' | 'number' | 'date';
  /** Relative width (default 1). */
  width?: number;
  align?: TableAlign;
}

export type TableCell = string | number | null | undefined;

export interface TablePdfData {
  language: PdfLanguage;
  title: string;
  /** One line, or several. */
  subtitle?: string | string[];
  columns: TableColumn[];
  rows: Record<string, TableCell>[];
  /** Printed as a bold last row. */
  totals?: Record<string, TableCell>;
  /** Currency for 'money' columns, unless a row has a `currency` value. */
  currency?: string;
  /** Landscape when many columns (default: landscape above 6 columns). */
  landscape?: boolean;
}

export interface DocumentPdfData {
  language: PdfLanguage;
  title: string;
  /** Plain text; blank lines separate paragraphs, single newlines are kept as line breaks. */
  body: string;
  organization?: PdfOrganization;
}

export type RenderInvoicePdf = (d: InvoicePdfData) => Promise<Uint8Array>;
export type RenderReceiptPdf = (d: ReceiptPdfData) => Promise<Uint8Array>;
export type RenderStatementPdf = (d: StatementPdfData) => Promise<Uint8Array>;
export type RenderTablePdf = (d: TablePdfData) => Promise<Uint8Array>;
export type RenderDocumentPdf = (d: DocumentPdfData) => Promise<Uint8Array>;
