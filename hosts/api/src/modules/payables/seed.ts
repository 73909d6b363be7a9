/** The demo's portal: a vendor with an invoice, a purchase order and an invoice to upload. */
import { moduleById } from '@si/contract';
import type { PortalSeed } from '../../seed/portals.ts';

export async function seedPayablesPortal({ ctx, kit, add, staff }: PortalSeed): Promise<void> {
  const a = await kit.makeAccount(ctx, { module: moduleById('payables').kind, name: 'Fabrikam Supplies', role: kit.role('Vendor'), people: [['Kenji', 'Sato', 'kenji.sato@fabrikam.example']] });
  const docs = await kit.addInvoices(ctx, a.accountId, 'USD', [
    { number: 'FAB-5521', title: 'Office chairs', issued: -12, due: 18, rows: [['Ergonomic chair', 20, 189]] },
    { number: 'PO-2001', title: 'Printer paper, Q3', issued: -3, due: 27, rows: [['Paper, A4, box of 5 reams', 40, 27.5]], subtype: 'purchase_order' },
  ]);
  const [upload] = await kit.addRequirements(ctx, a.accountId, [{ title: 'Invoice for PO-2001', description: 'Upload your invoice for purchase order PO-2001 (PDF).', due: 30, types: ['.pdf'], maxMb: 10 }]);
  await kit.addComment(ctx, a.accountId, upload!.id, 'Please quote PO-2001 on the invoice.', staff);
  await kit.addStatement(ctx, a.accountId, 'Fabrikam Supplies', 'USD', docs.filter((d) => !d.subtype));
  add('payables', a.links[0]!.token);
}
