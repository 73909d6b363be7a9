/**
 * The suite's one PDF engine and the documents it prints: every report table (receivables'
 * and the shared reports'), invoice and credit note, payment receipt, statement of account and
 * free-form documents, in English, French or Arabic (shaped, right to left), with any name in
 * Latin, Greek, Cyrillic or Arabic script printed as written. Pure
 * functions: data in (types.ts), PDF bytes out; text stays extractable (embedded subset fonts
 * with ToUnicode maps).
 */
import { PdfWriter, GREY, type Column } from './writer.ts';
import type {
  DocumentPdfData,
  InvoicePdfData,
  PdfCustomer,
  PdfOrganization,
  ReceiptPdfData,
  StatementPdfData,
  TableCell,
  TablePdfData,
} from './types.ts';
import type { LabelKey } from './labels.ts';

export type * from './types.ts';

/**
 * The letterhead: the logo (when there is one) and the seller's name, address, e-mail and phone
 * at the start side, the document's title as its heading at the end side. Answers the top.
 */
async function letterhead(w: PdfWriter, org: PdfOrganization, title: string): Promise<number> {
  const top = w.y;
  const half = w.contentWidth * 0.5;
  w.text(title, half, half, top - 20, 'end', { size: 20, bold: true });
  const logo = await w.image(org.logo, 0, Math.min(160, half - 8), top, 48);
  w.y = logo ? top - logo - 16 : top - 16;
  w.doc.setAuthor(org.name);
  w.wrap(org.name, half - 8, { size: 14, bold: true })
    .slice(0, 2)
    .forEach((line, i) => {
      if (i) w.y -= 17;
      w.text(line, 0, half - 8, w.y, 'start', { size: 14, bold: true });
    });
  const lines = [...(org.address ?? '').split(/\r?\n/), org.email ?? '', org.phone ?? ''].map((l) => l.trim()).filter(Boolean);
  for (const line of lines.flatMap((l) => w.wrap(l, half - 8, { size: 9 }))) {
    w.y -= 12.5;
    w.text(line, 0, half - 8, w.y, 'start', { size: 9, color: GREY });
  }
  return top;
}

function party(w: PdfWriter, heading: string, c: PdfCustomer): void {
  w.y -= 14;
  w.text(heading, 0, w.contentWidth * 0.5, w.y, 'start', { size: 8.5, color: GREY });
  w.y -= 14;
  w.text(c.name, 0, w.contentWidth * 0.5, w.y, 'start', { size: 11, bold: true });
  for (const line of (c.address ?? '').split(/\r?\n/).map((l) => l.trim()).filter(Boolean)) {
    w.y -= 12.5;
    w.text(line, 0, w.contentWidth * 0.5, w.y, 'start', { size: 9 });
  }
}

/** Label/value pairs in the end half, from `top` down; answers the y reached. */
function facts(w: PdfWriter, top: number, rows: [string, string][]): number {
  const saved = w.y;
  w.y = top - 26;
  w.pairs(
    rows.filter(([, v]) => v),
    w.contentWidth * 0.55,
    w.contentWidth * 0.45,
    w.contentWidth * 0.2,
  );
  const reached = w.y;
  w.y = Math.min(saved, reached);
  return reached;
}

/** Totals in the end side, bold rows marked with `true`. */
function totals(w: PdfWriter, rows: [string, string, boolean?][]): void {
  const x = w.contentWidth * 0.5;
  const width = w.contentWidth * 0.5;
  for (const [label, value, strong] of rows) {
    const size = strong ? 10.5 : 9.5;
    const lh = w.lineHeight(size) + 1;
    w.ensure(lh);
    w.y -= lh;
    if (strong) w.band(x, width, w.y + lh, lh);
    w.text(label, x + 4, width * 0.55, w.y + lh * 0.3, 'start', { size, bold: strong });
    w.text(value, x + width * 0.55, width * 0.45 - 4, w.y + lh * 0.3, 'end', { size, bold: strong });
  }
}

function section(w: PdfWriter, heading: string): void {
  w.ensure(40);
  w.y -= 20;
  w.text(heading, 0, w.contentWidth, w.y, 'start', { size: 10.5, bold: true });
  w.y -= 6;
}

function isZero(v: string | null | undefined): boolean {
  return !v || Number(v) === 0;
}

export async function renderInvoicePdf(d: InvoicePdfData): Promise<Uint8Array> {
  const credit = d.docType === 'credit_note';
  const order = d.purchaseOrder === true;
  const titleKey: LabelKey = order ? 'purchase_order' : credit ? 'credit_note' : 'invoice';
  const w = await PdfWriter.create({ language: d.language, title: '', arabic: PdfWriter.needsArabic(d) });
  const f = w.f;
  const number = d.number ?? f.label('draft');
  const title = f.label(titleKey);
  w.setTitle(`${title} ${number}`);
  w.onNewPage = () => {
    w.y -= 10;
    w.text(`${d.organization.name} · ${title} ${number}`, 0, w.contentWidth, w.y, 'start', { size: 8.5, color: GREY });
    w.y -= 12;
  };
  const top = await letterhead(w, d.organization, title);
  const factsEnd = facts(w, top, [
    [f.label('number'), number],
    [f.label('issue_date'), f.date(d.issueDate)],
    [credit ? '' : f.label(order ? 'wanted_by' : 'due_date'), credit ? '' : f.date(d.dueDate)],
    [f.label('currency'), d.currency.toUpperCase()],
    [credit && d.creditedNumber ? f.label('credits_invoice') : '', d.creditedNumber ?? ''],
  ]);
  w.y = Math.min(w.y, factsEnd);
  w.y -= 8;
  party(w, f.label(order ? 'order_to' : 'bill_to'), d.customer);
  w.y -= 16;

  const money = (v: string) => f.money(v, d.currency);
  const withDiscount = d.lines.some((l) => !isZero(l.discount));
  const cw = w.contentWidth;
  const columns: Column[] = [
    { label: f.label('description'), width: 0, align: 'start' },
    { label: f.label('quantity'), width: 56, align: 'end' },
    { label: f.label('unit_price'), width: 74, align: 'end' },
    { label: f.label('tax_rate'), width: 52, align: 'end' },
    ...(withDiscount ? [{ label: f.label('discount'), width: 58, align: 'end' as const }] : []),
    { label: f.label('amount'), width: 84, align: 'end' },
  ];
  columns[0].width = cw - columns.slice(1).reduce((s, c) => s + c.width, 0);
  const rows = d.lines.map((l) => [
    l.description,
    f.number(l.quantity),
    money(l.unit_price),
    f.number(l.tax_rate),
    ...(withDiscount ? [f.number(l.discount)] : []),
    money(l.amount),
  ]);
  w.table(columns, rows, { maxLines: 6 });
  w.y -= 6;
  totals(w, [
    [f.label('subtotal'), money(d.subtotal)],
    [f.label('tax'), money(d.tax)],
    [f.label('total'), f.money(d.total, d.currency, true), true],
    ...(order ? [] : [[f.label(credit ? 'credit_remaining' : 'balance_due'), f.money(d.balance, d.currency, true), true] as [string, string, boolean]]),
  ]);
  if (d.memo.trim()) {
    section(w, f.label('memo'));
    w.paragraph(d.memo, { size: 9.5 });
  }
  if (!credit && !order && (d.payLink || d.payInstructions?.length)) {
    section(w, f.label('how_to_pay'));
    if (d.payLink) w.paragraph(`${f.label('pay_online')}: ${d.payLink}`, { size: 9.5 });
    for (const p of d.payInstructions ?? []) {
      w.pairs(
        [
          [f.label('bank'), p.bankName ?? ''],
          [f.label('account_name'), p.accountName ?? ''],
          [f.label('account_number'), p.accountNumber ?? ''],
          [f.label('routing_number'), p.routingNumber ?? ''],
          [f.label('iban'), p.iban ?? ''],
          [f.label('swift'), p.swift ?? ''],
          // The number to quote is the invoice's own; the instruction's wording ("your invoice
          // number") is only printed on a draft, which has no number yet.
          [f.label('payment_reference'), d.number ?? p.reference ?? ''],
        ],
        0,
        w.contentWidth,
        w.contentWidth * 0.25,
      );
      if (p.notes?.trim()) {
        w.gap(4);
        w.paragraph(p.notes, { size: 9, color: GREY });
      }
      w.gap(6);
    }
  }
  w.footers(`${title} ${number}`);
  return w.save();
}

export async function renderReceiptPdf(d: ReceiptPdfData): Promise<Uint8Array> {
  const w = await PdfWriter.create({ language: d.language, title: '', arabic: PdfWriter.needsArabic(d) });
  const f = w.f;
  const title = f.label('receipt');
  const number = d.number ?? '';
  w.setTitle(number ? `${title} ${number}` : title);
  w.onNewPage = () => {
    w.y -= 10;
    w.text(`${d.organization.name} · ${title} ${number}`, 0, w.contentWidth, w.y, 'start', { size: 8.5, color: GREY });
    w.y -= 12;
  };
  const top = await letterhead(w, d.organization, title);
  const factsEnd = facts(w, top, [
    [f.label('receipt_number'), number],
    [f.label('payment_date'), f.date(d.receivedOn)],
    [f.label('method'), f.method(d.method)],
    [f.label('reference'), d.reference],
  ]);
  w.y = Math.min(w.y, factsEnd);
  w.y -= 8;
  party(w, f.label('received_from'), d.customer);
  w.y -= 10;
  totals(w, [[f.label('amount_received'), f.money(d.amount, d.currency, true), true]]);
  section(w, f.label('applied_to'));
  if (d.allocations.length) {
    const cw = w.contentWidth;
    w.table(
      [
        { label: f.label('invoice_number'), width: cw - 140 },
        { label: f.label('amount'), width: 140, align: 'end' },
      ],
      d.allocations.map((a) => [a.invoiceNumber ?? '—', f.money(a.amount, d.currency)]),
    );
  } else {
    w.paragraph(f.label('none'), { size: 9.5, color: GREY });
  }
  w.y -= 6;
  totals(w, [[f.label('unapplied'), f.money(d.unapplied, d.currency, true), !isZero(d.unapplied)]]);
  w.footers(number ? `${title} ${number}` : title);
  return w.save();
}

const AGING_KEYS = ['current', 'days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;

export async function renderStatementPdf(d: StatementPdfData): Promise<Uint8Array> {
  const w = await PdfWriter.create({ language: d.language, title: '', arabic: PdfWriter.needsArabic(d) });
  const f = w.f;
  const title = f.label('statement');
  const period = f.label('from_to', { from: f.date(d.from), to: f.date(d.asOf) });
  w.setTitle(`${title} · ${d.customer.name}`);
  const money = (v: string) => (isZero(v) ? '' : f.money(v, d.currency));
  const cw = w.contentWidth;
  const columns: Column[] = [
    { label: f.label('date'), width: 70 },
    { label: f.label('reference'), width: 78 },
    { label: f.label('description'), width: 0 },
    { label: f.label('charge'), width: 72, align: 'end' },
    { label: f.label('credit'), width: 72, align: 'end' },
    { label: f.label('balance'), width: 80, align: 'end' },
  ];
  columns[2].width = cw - columns.reduce((s, c) => s + c.width, 0);
  w.onNewPage = () => {
    w.y -= 10;
    w.text(`${d.organization.name} · ${title} · ${d.customer.name} · ${period}`, 0, cw, w.y, 'start', { size: 8.5, color: GREY });
    w.y -= 12;
  };
  const top = await letterhead(w, d.organization, title);
  const factsEnd = facts(w, top, [
    [f.label('period'), period],
    [f.label('currency'), d.currency.toUpperCase()],
    [f.label('closing_balance'), f.money(d.closingBalance, d.currency)],
  ]);
  w.y = Math.min(w.y, factsEnd);
  w.y -= 8;
  party(w, f.label('bill_to'), d.customer);
  w.y -= 16;
  const rows: string[][] = [['', '', f.label('opening_balance'), '', '', f.money(d.openingBalance, d.currency)]];
  for (const l of d.lines) {
    const description = l.description ? `${f.kind(l.kind)} · ${l.description}` : f.kind(l.kind);
    rows.push([f.date(l.date), l.reference, description, money(l.charge), money(l.credit), f.money(l.balance, d.currency)]);
  }
  rows.push(['', '', f.label('closing_balance'), '', '', f.money(d.closingBalance, d.currency, true)]);
  w.table(columns, rows, { size: 8.5, maxLines: 2, strong: new Set([0, rows.length - 1]) });

  section(w, f.label('aging'));
  const aw = cw / 6;
  w.table(
    [...AGING_KEYS.map((k) => ({ label: f.label(k), width: aw, align: 'end' as const })), { label: f.label('total'), width: cw - 5 * aw, align: 'end' }],
    [[...AGING_KEYS.map((k) => f.money(d.aging[k], d.currency)), f.money(d.aging.total, d.currency, true)]],
    { size: 8.5 },
  );
  if (d.openInvoices?.length) {
    section(w, f.label('open_invoices'));
    w.table(
      [
        { label: f.label('invoice_number'), width: cw - 4 * 90 },
        { label: f.label('due_date'), width: 90 },
        { label: f.label('days_past_due'), width: 90, align: 'end' },
        { label: f.label('total'), width: 90, align: 'end' },
        { label: f.label('open'), width: 90, align: 'end' },
      ],
      d.openInvoices.map((i) => [i.number ?? '', f.date(i.due_date), f.number(i.days_past_due), f.money(i.total, d.currency), f.money(i.open, d.currency)]),
      { size: 8.5 },
    );
  }
  w.footers(`${title} · ${d.customer.name}`);
  return w.save();
}

export async function renderTablePdf(d: TablePdfData): Promise<Uint8Array> {
  if (!d.columns.length) throw new Error('A table PDF needs at least one column');
  const landscape = d.landscape ?? d.columns.length > 6;
  const w = await PdfWriter.create({ language: d.language, title: d.title, arabic: PdfWriter.needsArabic(d), landscape });
  const f = w.f;
  const cell = (v: TableCell, kind: TablePdfData['columns'][number]['kind'], currency?: string): string => {
    if (v === null || v === undefined || v === '') return '';
    if (kind === 'money') return currency ? f.money(String(v), currency) : f.number(v);
    if (kind === 'number') return f.number(v);
    if (kind === 'date') return f.date(String(v));
    return String(v);
  };
  const total = d.columns.reduce((s, c) => s + (c.width ?? 1), 0);
  const columns: Column[] = d.columns.map((c) => ({
    label: c.label,
    width: (w.contentWidth * (c.width ?? 1)) / total,
    align: c.align ?? (c.kind === 'money' || c.kind === 'number' ? 'end' : 'start'),
  }));
  const rowCurrency = (r: Record<string, TableCell>) => (typeof r.currency === 'string' && r.currency ? r.currency : d.currency);
  const rows = d.rows.map((r) => d.columns.map((c) => cell(r[c.key], c.kind, rowCurrency(r))));
  if (d.totals) rows.push(d.columns.map((c) => cell(d.totals?.[c.key], c.kind, rowCurrency(d.totals ?? {}))));
  w.onNewPage = () => {
    w.y -= 10;
    w.text(d.title, 0, w.contentWidth, w.y, 'start', { size: 8.5, color: GREY });
    w.y -= 12;
  };
  w.y -= 14;
  w.text(d.title, 0, w.contentWidth, w.y, 'start', { size: 16, bold: true });
  for (const [i, line] of [d.subtitle ?? []].flat().entries()) {
    w.y -= i ? 13 : 16;
    w.text(line, 0, w.contentWidth, w.y, 'start', { size: 9.5, color: GREY });
  }
  w.y -= 14;
  w.table(columns, rows, { size: 8.5, maxLines: 3, strong: d.totals ? new Set([rows.length - 1]) : undefined });
  w.footers(d.title);
  return w.save();
}

export async function renderDocumentPdf(d: DocumentPdfData): Promise<Uint8Array> {
  const w = await PdfWriter.create({ language: d.language, title: d.title, arabic: PdfWriter.needsArabic(d) });
  if (d.organization) {
    w.doc.setAuthor(d.organization.name);
    const logo = await w.image(d.organization.logo, 0, 160, w.y, 40);
    w.y -= logo ? logo + 14 : 10;
    w.text(d.organization.name, 0, w.contentWidth, w.y, 'start', { size: 9, color: GREY });
  }
  w.y -= 20;
  w.paragraph(d.title, { size: 16, bold: true });
  w.y -= 8;
  const paragraphs = d.body.replace(/\r\n/g, '\n').split(/\n\s*\n/);
  for (const p of paragraphs) {
    if (!p.trim()) continue;
    w.paragraph(p.trim(), { size: 10.5 });
    w.gap(8);
  }
  w.footers(d.title);
  return w.save();
}
