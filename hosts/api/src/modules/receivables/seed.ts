/** The demo's portal: a customer with open, overdue and paid invoices. */
import { moduleById } from '@si/contract';
import type { PortalSeed } from '../../seed/portals.ts';
import { tablePdf } from '../../seed/pdf.ts';

export async function seedReceivablesPortal({ ctx, kit, add, staff }: PortalSeed): Promise<void> {
  const a = await kit.makeAccount(ctx, { module: moduleById('receivables').kind, name: 'Contoso Retail', role: kit.role('Customer'), people: [['Maria', 'Garcia', 'maria.garcia@contoso.example'], ['Tom', 'Baker', 'tom.baker@contoso.example']] });
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
  add('receivables', a.links[0]!.token);
}
