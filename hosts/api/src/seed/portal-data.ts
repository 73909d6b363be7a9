/** The demo portals' content: who, what is owed, what is asked for, what was said. */
import { moduleById, type ModuleId, type PortalModule } from '@si/contract';
import type { DemoPortal, PortalSeed, SeedCtx, SeedKit } from './portals.ts';
import { seedReceivablesPortal } from '../modules/receivables/seed.ts';
import { seedPayablesPortal, seedVendorBills } from '../modules/payables/seed.ts';
import { seedDocumentCollectionPortals } from '../modules/document-collection/seed.ts';
import { seedLending, seedLendingPortal } from '../modules/lending/seed.ts';
import { seedSales, seedSalesPortal } from '../modules/sales/seed.ts';
import { seedContractsPortal } from '../modules/contracts/seed.ts';
import { seedWorkspaces } from './workspaces.ts';
import { seedVendorBankDetails } from '../modules/payables/bank-details/seed.ts';
import { seedPaymentRuns } from '../modules/payables/payment-runs/seed.ts';
import { seedApprovalRules } from '../modules/payables/approvals/seed.ts';
import { seedVendorCredits } from '../modules/payables/credits/seed.ts';
import { seedExpenses } from '../modules/expenses/seed.ts';

/** Each module seeds its own demo portal; the order fixes the demo's account ids (the workspaces list comes last). */
const MODULE_SEEDS: ((seed: PortalSeed) => Promise<void>)[] = [seedReceivablesPortal, seedPayablesPortal, seedDocumentCollectionPortals, seedLendingPortal, seedSalesPortal, seedContractsPortal, seedWorkspaces, seedVendorBankDetails, seedVendorBills, seedPaymentRuns, seedApprovalRules, seedVendorCredits, seedExpenses, seedSales, seedLending];

export async function portals(ctx: SeedCtx, kit: SeedKit): Promise<DemoPortal[]> {
  const out: DemoPortal[] = [];
  const add = (id: ModuleId, token: string, onHold = false) => {
    const m = moduleById(id);
    out.push({ module: m.prefix as PortalModule, path: `${m.portal!.path}${token}`, token, onHold });
  };
  const staff = { userId: ctx.leadUserId };
  for (const seed of MODULE_SEEDS) await seed({ ctx, kit, add, staff });
  return out;
}
