/** The demo's portal: a monitored loan with covenant and reporting requirements. */
import { ItemKind, WorkspaceKind, moduleById } from '@si/contract';
import type { PortalSeed } from '../../seed/portals.ts';

const DOCS = ['.pdf', '.xlsx', '.docx'];

export async function seedLendingPortal({ ctx, kit, add, staff }: PortalSeed): Promise<void> {
  const a = await kit.makeAccount(ctx, { module: moduleById('lending').kind, workspaceKind: WorkspaceKind.MONITORING, name: 'Riverside Farms LLC', role: kit.role('Borrower'), people: [['Grace', 'Okafor', 'grace.okafor@riverside-farms.example']] });
  const items = await kit.addRequirements(ctx, a.accountId, [
    { kind: ItemKind.METRIC, title: 'Debt service coverage ratio, Q2', description: 'Minimum 1.25x; attach the calculation.', due: 21, types: DOCS, maxMb: 10 },
    { title: 'Quarterly financial statements, Q2', description: 'Balance sheet, income statement and cash flow.', due: 21, types: DOCS, maxMb: 25 },
    { kind: ItemKind.QUESTION, title: 'Any change in ownership this quarter?', description: 'Answer in a comment or upload a board resolution.', due: 21, types: ['.pdf'], maxMb: 5 },
  ]);
  await kit.addComment(ctx, a.accountId, items[0]!.id, 'Grace, please use the template from the loan agreement, schedule C.', staff);
  const loan = await kit.addInvoices(ctx, a.accountId, 'USD', [{ number: 'LN-7781-06', title: 'Loan instalment, June', issued: -20, due: 10, rows: [['Principal', 1, 4200], ['Interest', 1, 1375.4]] }]);
  await kit.addStatement(ctx, a.accountId, 'Riverside Farms LLC', 'USD', loan);
  add('lending', a.links[0]!.token);
}
