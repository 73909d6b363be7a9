/** The demo's portal: a deal in due diligence. */
import { moduleById } from '@si/contract';
import type { PortalSeed } from '../../seed/portals.ts';

export async function seedSalesPortal({ ctx, kit, add, staff }: PortalSeed): Promise<void> {
  const a = await kit.makeAccount(ctx, { module: moduleById('sales').kind, name: 'Blue Yonder Airlines', role: kit.role('Customer'), people: [['Olga', 'Petrova', 'olga.petrova@blueyonder.example']] });
  const items = await kit.addRequirements(ctx, a.accountId, [
    { title: 'Signed order form', description: 'Pages 1-4, signed by an authorised officer.', due: 10, types: ['.pdf'], maxMb: 10 },
    { title: 'Fleet list', description: 'Spreadsheet of aircraft in scope.', due: 15, types: ['.xlsx', '.csv'], maxMb: 10 },
  ]);
  await kit.addComment(ctx, a.accountId, items[0]!.id, 'Olga, the order form reflects the 3-year term we discussed.', staff);
  await kit.addStatement(ctx, a.accountId, 'Blue Yonder Airlines', 'USD', []);
  add('sales', a.links[0]!.token);
}
