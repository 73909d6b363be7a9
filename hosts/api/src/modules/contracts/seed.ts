/** The demo's portal: a contract to review. */
import { ItemKind, moduleById } from '@si/contract';
import type { PortalSeed } from '../../seed/portals.ts';

export async function seedContractsPortal({ ctx, kit, add, staff }: PortalSeed): Promise<void> {
  const a = await kit.makeAccount(ctx, { module: moduleById('contracts').kind, name: 'Litware Inc', role: kit.role('Signatory'), people: [['Daniel', 'Novak', 'daniel.novak@litware.example']] });
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
  add('contracts', a.links[0]!.token);
}
