/** The demo's portals: one account collecting year-end documents, one on hold. */
import { moduleById } from '@si/contract';
import type { PortalSeed } from '../../seed/portals.ts';

export async function seedDocumentCollectionPortals({ ctx, kit, add, staff }: PortalSeed): Promise<void> {
  for (const [name, hold, person] of [
    ['Northwind Traders', false, ['Liam', 'Chen', 'liam.chen@northwind-traders.example']],
    ['Adventure Works', true, ['Sofia', 'Rossi', 'sofia.rossi@adventure-works.example']],
  ] as const) {
    const a = await kit.makeAccount(ctx, { module: moduleById('document-collection').kind, name, hold, role: kit.role('CFO'), people: [[...person]] });
    const items = await kit.addRequirements(ctx, a.accountId, [
      { title: '2024 tax return', description: 'The signed federal return with all schedules.', due: 14, types: ['.pdf'], maxMb: 20, expected: 'Tax return' },
      { title: 'Bank statements, last 3 months', description: 'One file per month, PDF or CSV export.', due: 7, types: ['.pdf', '.csv'], maxMb: 10, expected: 'Bank statement' },
      { title: 'Photo ID of the signatory', description: 'Passport or driving licence, both sides.', due: -2, types: ['.pdf', '.png', '.jpg', '.jpeg'], maxMb: 5, expected: 'Proof of identity' },
    ]);
    const csv = Buffer.from('date,description,amount\n2025-01-03,Opening balance,12500.00\n2025-01-15,Payroll,-8400.00\n');
    await kit.storeFile(ctx, a.accountId, items[1]!.id, 'statement-january.csv', 'text/csv', csv, { contactId: a.links[0]!.contactId });
    await kit.addComment(ctx, a.accountId, items[0]!.id, 'Is the draft return enough, or do you need the filed copy?', { contactId: a.links[0]!.contactId });
    await kit.addComment(ctx, a.accountId, items[0]!.id, 'The filed copy please, with the acknowledgement page.', staff);
    await kit.addStatement(ctx, a.accountId, name, 'USD', []);
    add('document-collection', a.links[0]!.token, hold);
  }
}
