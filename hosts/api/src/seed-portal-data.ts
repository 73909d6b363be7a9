/** The demo portals' content: who, what is owed, what is asked for, what was said. */
import { ItemKind, ModuleKind, WorkspaceKind, type PortalModule } from '@si/contract';
import type { DemoPortal, SeedCtx, SeedKit } from './seed-portal.ts';
import { tablePdf } from './services/portal/pdf.ts';

const DOCS = ['.pdf', '.xlsx', '.docx'];

export async function portals(ctx: SeedCtx, kit: SeedKit): Promise<DemoPortal[]> {
  const out: DemoPortal[] = [];
  const add = (module: PortalModule, token: string, onHold = false) => out.push({ module, path: `${kit.paths[module]}${token}`, token, onHold });
  const staff = { userId: ctx.leadUserId };

  // Secure invoice (receivables): a customer with open, overdue and paid invoices.
  {
    const a = await kit.makeAccount(ctx, { module: ModuleKind.SECURE_INVOICE_SALES, name: 'Contoso Retail', role: kit.role('Customer'), people: [['Maria', 'Garcia', 'maria.garcia@contoso.example'], ['Tom', 'Baker', 'tom.baker@contoso.example']] });
    const invoices = await kit.addInvoices(ctx, a.accountId, 'USD', [
      { number: 'INV-1001', title: 'Store fit-out, phase 1', issued: -10, due: 20, rows: [['Shelving units', 12, 240], ['Installation (hours)', 16, 65], ['Delivery', 1, 150]] },
      { number: 'INV-0994', title: 'Point-of-sale hardware', issued: -50, due: -20, rows: [['Card terminals', 4, 320], ['Receipt printers', 4, 180]] },
      { number: 'INV-0981', title: 'Signage', issued: -90, due: -60, rows: [['Window decals', 6, 45]], paid: true },
    ]);
    const first = invoices[0]!;
    const pdf = await tablePdf({
      title: `Invoice ${first.number}`,
      subtitle: [ctx.orgName, 'Bill to: Contoso Retail', `Issued ${first.issueDate}, due ${first.dueDate}`],
      columns: ['Description', 'Qty', 'Unit price', 'Amount'],
      rows: first.lines.map((l) => [l.description, String(l.quantity), l.unit_price, l.amount]),
      footer: [`Subtotal ${first.subtotal}  Tax ${first.tax}  Total ${first.total} USD`],
    });
    await kit.storeFile(ctx, a.accountId, first.id, `${first.number}.pdf`, 'application/pdf', pdf, staff);
    await kit.addComment(ctx, a.accountId, first.id, 'Hello Maria, the shelving was delivered on Monday. Let us know if anything is missing.', staff);
    await kit.addComment(ctx, a.accountId, first.id, 'Thanks! Everything arrived. We will pay by the due date.', { contactId: a.links[0]!.contactId });
    await kit.addStatement(ctx, a.accountId, 'Contoso Retail', 'USD', invoices);
    add('secureinvoice', a.links[0]!.token);
  }

  // Payable: a vendor with an invoice, a purchase order and an invoice to upload.
  {
    const a = await kit.makeAccount(ctx, { module: ModuleKind.SECURE_INVOICE_PURCHASE, name: 'Fabrikam Supplies', role: kit.role('Vendor'), people: [['Kenji', 'Sato', 'kenji.sato@fabrikam.example']] });
    const docs = await kit.addInvoices(ctx, a.accountId, 'USD', [
      { number: 'FAB-5521', title: 'Office chairs', issued: -12, due: 18, rows: [['Ergonomic chair', 20, 189]] },
      { number: 'PO-2001', title: 'Printer paper, Q3', issued: -3, due: 27, rows: [['Paper, A4, box of 5 reams', 40, 27.5]], subtype: 'purchase_order' },
    ]);
    const [upload] = await kit.addRequirements(ctx, a.accountId, [{ title: 'Invoice for PO-2001', description: 'Upload your invoice for purchase order PO-2001 (PDF).', due: 30, types: ['.pdf'], maxMb: 10 }]);
    await kit.addComment(ctx, a.accountId, upload!.id, 'Please quote PO-2001 on the invoice.', staff);
    await kit.addStatement(ctx, a.accountId, 'Fabrikam Supplies', 'USD', docs.filter((d) => !d.subtype));
    add('payable', a.links[0]!.token);
  }

  // File collection: one account collecting year-end documents, one on hold.
  for (const [name, hold, person] of [
    ['Northwind Traders', false, ['Liam', 'Chen', 'liam.chen@northwind-traders.example']],
    ['Adventure Works', true, ['Sofia', 'Rossi', 'sofia.rossi@adventure-works.example']],
  ] as const) {
    const a = await kit.makeAccount(ctx, { module: ModuleKind.FILE, name, hold, role: kit.role('CFO'), people: [[...person]] });
    const items = await kit.addRequirements(ctx, a.accountId, [
      { title: '2024 tax return', description: 'The signed federal return with all schedules.', due: 14, types: ['.pdf'], maxMb: 20 },
      { title: 'Bank statements, last 3 months', description: 'One file per month, PDF or CSV export.', due: 7, types: ['.pdf', '.csv'], maxMb: 10 },
      { title: 'Photo ID of the signatory', description: 'Passport or driving licence, both sides.', due: -2, types: ['.pdf', '.png', '.jpg', '.jpeg'], maxMb: 5 },
    ]);
    const csv = Buffer.from('date,description,amount\n2025-01-03,Opening balance,12500.00\n2025-01-15,Payroll,-8400.00\n');
    await kit.storeFile(ctx, a.accountId, items[1]!.id, 'statement-january.csv', 'text/csv', csv, { contactId: a.links[0]!.contactId });
    await kit.addComment(ctx, a.accountId, items[0]!.id, 'Is the draft return enough, or do you need the filed copy?', { contactId: a.links[0]!.contactId });
    await kit.addComment(ctx, a.accountId, items[0]!.id, 'The filed copy please, with the acknowledgement page.', staff);
    await kit.addStatement(ctx, a.accountId, name, 'USD', []);
    add('filestride', a.links[0]!.token, hold);
  }

  // Lender: a monitored loan with covenant and reporting requirements.
  {
    const a = await kit.makeAccount(ctx, { module: ModuleKind.BANK, workspaceKind: WorkspaceKind.MONITORING, name: 'Riverside Farms LLC', role: kit.role('Borrower'), people: [['Grace', 'Okafor', 'grace.okafor@riverside-farms.example']] });
    const items = await kit.addRequirements(ctx, a.accountId, [
      { kind: ItemKind.METRIC, title: 'Debt service coverage ratio, Q2', description: 'Minimum 1.25x; attach the calculation.', due: 21, types: DOCS, maxMb: 10 },
      { title: 'Quarterly financial statements, Q2', description: 'Balance sheet, income statement and cash flow.', due: 21, types: DOCS, maxMb: 25 },
      { kind: ItemKind.QUESTION, title: 'Any change in ownership this quarter?', description: 'Answer in a comment or upload a board resolution.', due: 21, types: ['.pdf'], maxMb: 5 },
    ]);
    await kit.addComment(ctx, a.accountId, items[0]!.id, 'Grace, please use the template from the loan agreement, schedule C.', staff);
    const loan = await kit.addInvoices(ctx, a.accountId, 'USD', [{ number: 'LN-7781-06', title: 'Loan instalment, June', issued: -20, due: 10, rows: [['Principal', 1, 4200], ['Interest', 1, 1375.4]] }]);
    await kit.addStatement(ctx, a.accountId, 'Riverside Farms LLC', 'USD', loan);
    add('bank', a.links[0]!.token);
  }

  // Sales CRM: a deal in due diligence.
  {
    const a = await kit.makeAccount(ctx, { module: ModuleKind.SALES_PIPELINE, name: 'Blue Yonder Airlines', role: kit.role('Customer'), people: [['Olga', 'Petrova', 'olga.petrova@blueyonder.example']] });
    const items = await kit.addRequirements(ctx, a.accountId, [
      { title: 'Signed order form', description: 'Pages 1-4, signed by an authorised officer.', due: 10, types: ['.pdf'], maxMb: 10 },
      { title: 'Fleet list', description: 'Spreadsheet of aircraft in scope.', due: 15, types: ['.xlsx', '.csv'], maxMb: 10 },
    ]);
    await kit.addComment(ctx, a.accountId, items[0]!.id, 'Olga, the order form reflects the 3-year term we discussed.', staff);
    await kit.addStatement(ctx, a.accountId, 'Blue Yonder Airlines', 'USD', []);
    add('spm', a.links[0]!.token);
  }

  // Contract lifecycle: a contract to review.
  {
    const a = await kit.makeAccount(ctx, { module: ModuleKind.CONTRACT_LIFECYCLE, name: 'Litware Inc', role: kit.role('Signatory'), people: [['Daniel', 'Novak', 'daniel.novak@litware.example']] });
    const body = [
      '# Master services agreement',
      '',
      '1. Services. Northwind provides trade finance advisory services as described in Schedule A.',
      '2. Term. Twelve months from the effective date, renewing for further twelve-month terms unless either party gives 60 days notice.',
      '3. Fees. As set out in Schedule B, invoiced monthly, payable within 30 days.',
      '4. Confidentiality. Each party keeps the other party\'s confidential information confidential.',
    ].join('\n');
    const [contract] = await kit.addRequirements(ctx, a.accountId, [{ kind: ItemKind.CONTRACT, title: 'Master services agreement', description: 'Please review and comment before signature.', due: 12, types: ['.pdf', '.docx'], maxMb: 10, status: 'in_review', body }]);
    await kit.addComment(ctx, a.accountId, contract!.id, 'Daniel, section 2 now has the 60-day notice period you asked for.', staff);
    await kit.addStatement(ctx, a.accountId, 'Litware Inc', 'USD', []);
    add('clm', a.links[0]!.token);
  }
  return out;
}
