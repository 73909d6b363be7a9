/**
 * The demo's expenses, made through the module's own actions (so every row, total, finding, bill
 * and audit event is what the product writes): six categories with their policy, the settings (an
 * approver team of Olivia and Ivan), and nine claims of four staff members across the whole way:
 * drafts (one still missing a receipt the policy asks for), claims waiting for approval (one over
 * its day limit with a justification), one rejected with its reason, approved claims with their
 * reimbursement bills, one reimbursed by a paid payment run, and splits to customers, one of them
 * already billed on to a customer's draft invoice. Receipts are photos (drawn, then kept as the
 * upload keeps them: JPEG, no metadata) and PDFs drawn by the suite's PDF engine.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { AuditEntityKind, ModuleKind } from '@si/contract';
import { account, item, payInstruction, team, teamMember, user, userOffice } from '../../db/schema.ts';
import { audit } from '../../platform/audit.ts';
import { newUserIdentifier } from '../../shared/users/users.ts';
import { dayOffset } from '../../shared/dates/days.ts';
import type { PortalSeed, SeedCtx } from '../../seed/portals.ts';
import { renderTablePdf } from '../../shared/pdf/lazy.ts';
import { bill, paymentRun, paymentRunBill, vendorBankDetails } from '../payables/schema.ts';
import { addLine, createClaim, type ActingStaff } from './actions.ts';
import { approveClaim, payeeAccount, rejectClaim, submitClaim } from './decide.ts';
import { rebillClaim } from './rebill.ts';
import { attachReceipt, processReceipt, type ReceiptFile } from './receipts.ts';
import { expenseClaim } from './schema.ts';
import { createCategory, putSettings } from './settings.ts';

const CATEGORIES = [
  { name: 'Travel', account_code: '6410', limit_per_claim: '1500', limit_per_day: null, receipt_required_above: '25' },
  { name: 'Meals', account_code: '6420', limit_per_claim: '75', limit_per_day: '120', receipt_required_above: '25' },
  { name: 'Lodging', account_code: '6430', limit_per_claim: '250', limit_per_day: '250', receipt_required_above: '0' },
  { name: 'Mileage', account_code: '6440', limit_per_claim: '400', limit_per_day: null, receipt_required_above: null },
  { name: 'Software', account_code: '6510', limit_per_claim: '300', limit_per_day: null, receipt_required_above: '0' },
  { name: 'Office supplies', account_code: '6520', limit_per_claim: '150', limit_per_day: null, receipt_required_above: '50' },
] as const;
type Category = (typeof CATEGORIES)[number]['name'];

type Receipt = { kind: 'photo' | 'pdf'; lines: [string, string][]; total: string; currency: string };

interface LineSpec {
  /** Days from today. */
  day: number;
  merchant: string;
  category: Category;
  amount: string;
  currency?: string;
  rate?: string;
  note?: string;
  justification?: string;
  receipt?: Receipt;
  /** Customers by their index in the demo's customer list, with the amount billed on to each. */
  splits?: [number, string][];
}

interface ClaimSpec {
  who: 'lea' | 'ivan' | 'samira' | 'olivia';
  title: string;
  note?: string;
  /** Days from today the claim was started. */
  started: number;
  lines: LineSpec[];
  to: 'draft' | 'submitted' | 'rejected' | 'approved' | 'reimbursed';
  rejectReason?: string;
  /** Bill its splits on to the customers once approved. */
  rebill?: boolean;
}

const receiptOf = (rows: [string, string][], currency: string, kind: Receipt['kind'] = 'photo'): Receipt => {
  const cents = rows.reduce((n, [, amount]) => n + Math.round(Number(amount) * 100), 0);
  return { kind, lines: rows, total: (cents / 100).toFixed(2), currency };
};

const CLAIMS: ClaimSpec[] = [
  {
    who: 'lea',
    title: 'Client workshop, Lyon',
    note: 'Two-day onboarding workshop at Contoso Pharma, Lyon site.',
    started: -41,
    to: 'reimbursed',
    rebill: true,
    lines: [
      { day: -45, merchant: 'SNCF', category: 'Travel', amount: '142.00', currency: 'EUR', rate: '1.0850', note: 'Paris - Lyon return, second class', receipt: receiptOf([['TGV INOUI Paris > Lyon', '71.00'], ['TGV INOUI Lyon > Paris', '71.00']], 'EUR', 'pdf'), splits: [[0, '154.07']] },
      { day: -45, merchant: 'Hôtel Carlton Lyon', category: 'Lodging', amount: '198.00', currency: 'EUR', rate: '1.0850', receipt: receiptOf([['Chambre classique, 1 nuit', '186.00'], ['Taxe de séjour', '12.00']], 'EUR') },
      { day: -44, merchant: 'Brasserie Georges', category: 'Meals', amount: '38.50', currency: 'EUR', rate: '1.0850', receipt: receiptOf([['Menu du jour', '29.00'], ['Café', '3.50'], ['Eau minérale', '6.00']], 'EUR') },
    ],
  },
  {
    who: 'ivan',
    title: 'Trade fair, Chicago',
    note: 'Booth at the Midwest Supply Chain Expo.',
    started: -20,
    to: 'approved',
    lines: [
      { day: -24, merchant: 'United Airlines', category: 'Travel', amount: '486.20', receipt: receiptOf([['SEA-ORD economy, return', '486.20']], 'USD', 'pdf'), splits: [[1, '243.10']] },
      { day: -23, merchant: 'Hyatt Regency Chicago', category: 'Lodging', amount: '229.00', receipt: receiptOf([['King room, 1 night', '209.00'], ['City tax', '20.00']], 'USD'), splits: [[1, '229.00']] },
      { day: -23, merchant: 'Lou Malnati’s', category: 'Meals', amount: '64.80', receipt: receiptOf([['Deep dish, large', '38.00'], ['Salad', '12.50'], ['Drinks', '14.30']], 'USD') },
    ],
  },
  {
    who: 'samira',
    title: 'Quarterly visit, Montréal',
    note: 'Review of the Q1 loan draws with Desjardins.',
    started: -6,
    to: 'submitted',
    lines: [
      { day: -9, merchant: 'Air Canada', category: 'Travel', amount: '612.40', currency: 'CAD', rate: '0.7310', receipt: receiptOf([['SEA-YUL return', '612.40']], 'CAD', 'pdf') },
      { day: -8, merchant: 'Le Germain Hotel Montréal', category: 'Lodging', amount: '329.00', currency: 'CAD', rate: '0.7310', receipt: receiptOf([['Chambre, 1 nuit', '289.00'], ['Taxes', '40.00']], 'CAD') },
      {
        day: -8,
        merchant: 'Joe Beef',
        category: 'Meals',
        amount: '148.00',
        currency: 'CAD',
        rate: '0.7310',
        justification: 'Dinner with the Desjardins credit team (three people).',
        receipt: receiptOf([['Dinner for 3', '126.00'], ['Service', '22.00']], 'CAD'),
        splits: [[2, '108.19']],
      },
    ],
  },
  {
    who: 'ivan',
    title: 'Team dinner after the audit',
    started: -3,
    to: 'submitted',
    lines: [
      {
        day: -4,
        merchant: 'Canlis',
        category: 'Meals',
        amount: '74.00',
        justification: 'Closing dinner of the year-end audit; the day went over the limit with the lunch.',
        receipt: receiptOf([['Tasting menu', '62.00'], ['Tea', '12.00']], 'USD'),
      },
      { day: -4, merchant: 'Pike Place Chowder', category: 'Meals', amount: '58.25', justification: 'Working lunch with the auditors.', receipt: receiptOf([['Chowder x3', '45.00'], ['Drinks', '13.25']], 'USD') },
    ],
  },
  {
    who: 'samira',
    title: 'Software subscriptions, March',
    started: -15,
    to: 'rejected',
    rejectReason: 'Design tools are bought centrally by IT: ask for a licence instead and remove the Figma line.',
    lines: [
      { day: -16, merchant: 'Figma', category: 'Software', amount: '45.00', receipt: receiptOf([['Professional, 1 editor, monthly', '45.00']], 'USD', 'pdf') },
      { day: -16, merchant: 'Grammarly', category: 'Software', amount: '30.00', receipt: receiptOf([['Premium, monthly', '30.00']], 'USD', 'pdf') },
    ],
  },
  {
    who: 'olivia',
    title: 'Board meeting, Boston',
    started: -1,
    to: 'draft',
    lines: [
      { day: -2, merchant: 'Amtrak', category: 'Travel', amount: '212.00', note: 'Acela, New York - Boston return' },
      { day: -2, merchant: 'The Langham Boston', category: 'Lodging', amount: '289.00', receipt: receiptOf([['Deluxe room, 1 night', '259.00'], ['Taxes', '30.00']], 'USD') },
    ],
  },
  {
    who: 'lea',
    title: 'Mileage, March',
    started: -2,
    to: 'draft',
    lines: [
      { day: -12, merchant: 'Own car: Seattle - Tacoma return (68 mi)', category: 'Mileage', amount: '47.60', note: '68 miles at 0.70 USD', splits: [[0, '47.60']] },
      { day: -5, merchant: 'Own car: Seattle - Everett return (54 mi)', category: 'Mileage', amount: '37.80', note: '54 miles at 0.70 USD' },
    ],
  },
  {
    who: 'olivia',
    title: 'Office supplies for the Branch office',
    started: -10,
    to: 'approved',
    lines: [
      { day: -11, merchant: 'Staples', category: 'Office supplies', amount: '86.45', receipt: receiptOf([['Printer paper, 5 reams', '42.95'], ['Toner', '43.50']], 'USD') },
      { day: -11, merchant: 'IKEA', category: 'Office supplies', amount: '129.00', receipt: receiptOf([['Desk lamp x3', '89.00'], ['Cable trays', '40.00']], 'USD') },
    ],
  },
  {
    who: 'ivan',
    title: 'Conference ticket',
    started: 0,
    to: 'draft',
    lines: [{ day: -1, merchant: 'FinTech Northwest', category: 'Travel', amount: '349.00', note: 'Early-bird ticket, two days' }],
  },
];

/** A receipt photo as a phone would take it: the paper, its lines, a total (SVG drawn, then kept as uploads keep photos). */
function receiptSvg(merchant: string, day: string, r: Receipt): Buffer {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const rows = r.lines.map(([what, amount], i) => `<text x="50" y="${250 + i * 44}" font-size="24">${esc(what)}</text><text x="590" y="${250 + i * 44}" font-size="24" text-anchor="end">${amount}</text>`).join('');
  const totalY = 280 + r.lines.length * 44;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="${totalY + 160}" font-family="DejaVu Sans, Noto Sans, sans-serif">` +
      `<rect width="100%" height="100%" fill="#efece4"/><rect x="20" y="20" width="600" height="${totalY + 120}" fill="#fdfcf8"/>` +
      `<text x="320" y="100" font-size="34" font-weight="bold" text-anchor="middle">${esc(merchant)}</text>` +
      `<text x="50" y="180" font-size="22">Date: ${day}</text>${rows}` +
      `<line x1="50" y1="${totalY - 20}" x2="590" y2="${totalY - 20}" stroke="#333" stroke-dasharray="6 4"/>` +
      `<text x="50" y="${totalY + 30}" font-size="28" font-weight="bold">TOTAL</text><text x="590" y="${totalY + 30}" font-size="28" font-weight="bold" text-anchor="end">${r.total} ${r.currency}</text>` +
      `</svg>`,
  );
}

/** The receipt as its claimant uploaded it: a phone photo (PNG) or the merchant's PDF. */
async function receiptFile(merchant: string, day: string, r: Receipt, n: number): Promise<ReceiptFile> {
  if (r.kind === 'photo') return { name: `IMG_${4100 + n}.png`, contentType: 'image/png', bytes: await sharp(receiptSvg(merchant, day, r)).png().toBuffer() };
  const pdf = await renderTablePdf({
    language: 'en',
    title: merchant,
    subtitle: [`Receipt, ${day}`],
    columns: [
      { key: 'what', label: 'Item', width: 3 },
      { key: 'amount', label: 'Amount', width: 1, align: 'end' },
    ],
    rows: r.lines.map(([what, amount]) => ({ what, amount: `${amount} ${r.currency}` })),
    totals: { what: 'Total', amount: `${r.total} ${r.currency}` },
  });
  return { name: `${merchant.replace(/[^\p{L}\p{N}]+/gu, '-')}-${day}.pdf`, contentType: 'application/pdf', bytes: Buffer.from(pdf) };
}

/** Two staff members who claim but do not sign in to the demo (invited, no password yet). */
async function claimants(ctx: SeedCtx): Promise<Record<ClaimSpec['who'], number>> {
  const { tx, orgId } = ctx;
  const people = await tx.select({ id: user.id, email: user.email, office: user.homeOfficeId }).from(user).where(eq(user.organizationId, orgId)).orderBy(asc(user.id));
  const olivia = people.find((p) => p.email.startsWith('olivia.'))?.id ?? ctx.leadUserId;
  const ivan = people.find((p) => p.email.startsWith('ivan.'))?.id ?? olivia;
  const offices = [...new Set(people.map((p) => p.office).filter((o): o is number => o !== null))];
  const add = async (first: string, last: string, email: string, officeId: number | undefined) => {
    const [row] = await tx.insert(user).values({ organizationId: orgId, identifier: newUserIdentifier(), email, firstName: first, lastName: last, homeOfficeId: officeId ?? null }).returning({ id: user.id });
    if (officeId) await tx.insert(userOffice).values({ organizationId: orgId, userId: row!.id, officeId, role: 'IC' });
    await audit(tx, { orgId, entityKind: AuditEntityKind.USER, entityId: row!.id, action: 'seeded' });
    return row!.id;
  };
  const lea = await add('Léa', 'Martin', 'lea.martin@northwind.example', offices[0]);
  const samira = await add('Samira', 'Haddad', 'samira.haddad@northwind.example', offices[1] ?? offices[0]);
  return { lea, ivan, samira, olivia };
}

export async function seedExpenses({ ctx }: PortalSeed): Promise<void> {
  const { tx, orgId, storage } = ctx;
  const who = await claimants(ctx);
  const admin: ActingStaff = { orgId, userId: who.olivia };
  const as = (userId: number): ActingStaff => ({ orgId, userId });

  // The approvers: Olivia and Ivan (each approves the other's claims; never their own).
  const [approvers] = await tx.insert(team).values({ organizationId: orgId, name: 'Expense approvers' }).returning({ id: team.id });
  await tx.insert(teamMember).values([who.olivia, who.ivan].map((userId) => ({ organizationId: orgId, teamId: approvers!.id, userId })));
  await putSettings(tx, admin, { currency: 'USD', approver_team_id: approvers!.id, approver_office_role: null, reimbursement_days: 14 });
  const categoryIds = new Map<string, number>();
  for (const [i, c] of CATEGORIES.entries()) categoryIds.set(c.name, await createCategory(tx, admin, { ...c, active: true, position: (i + 1) * 10 }));

  const customers = (
    await tx
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.organizationId, orgId), eq(account.moduleKind, ModuleKind.SECURE_INVOICE_SALES)))
      .orderBy(asc(account.id))
  ).map((r) => r.id);

  const reimbursed: number[] = [];
  for (const spec of CLAIMS) {
    const claimant = as(who[spec.who]);
    const approver = as(spec.who === 'olivia' ? who.ivan : who.olivia);
    const id = await createClaim(tx, claimant, { title: spec.title, note: spec.note });
    for (const l of spec.lines) {
      const splits = (l.splits ?? []).filter(([i]) => customers[i] !== undefined).map(([i, amount]) => ({ account_id: customers[i]!, amount }));
      const lineId = await addLine(tx, claimant, id, {
        spent_on: dayOffset(l.day),
        merchant: l.merchant,
        category_id: categoryIds.get(l.category)!,
        amount: l.amount,
        currency: l.currency ?? 'USD',
        rate: l.rate,
        note: l.note,
        justification: l.justification,
        splits,
      });
      if (l.receipt) {
        const day = dayOffset(l.day);
        await attachReceipt(tx, storage, claimant, id, lineId, await processReceipt(await receiptFile(l.merchant, day, l.receipt, lineId)));
      }
    }
    const started = new Date(`${dayOffset(spec.started)}T09:15:00Z`);
    await tx.update(expenseClaim).set({ createdAt: started, updatedAt: started }).where(eq(expenseClaim.id, id));
    if (spec.to === 'draft') continue;
    await submitClaim(tx, claimant, id);
    const sent = new Date(`${dayOffset(Math.min(spec.started + 1, 0))}T16:40:00Z`);
    await tx.update(expenseClaim).set({ submittedAt: sent, updatedAt: sent }).where(eq(expenseClaim.id, id));
    if (spec.to === 'submitted') continue;
    if (spec.to === 'rejected') await rejectClaim(tx, approver, id, spec.rejectReason!);
    else await approveClaim(tx, approver, id);
    const decided = new Date(`${dayOffset(Math.min(spec.started + 2, 0))}T10:05:00Z`);
    await tx.update(expenseClaim).set({ decidedAt: decided, updatedAt: decided }).where(eq(expenseClaim.id, id));
    if (spec.rebill) await rebillClaim(tx, approver, id);
    if (spec.to === 'reimbursed') reimbursed.push(id);
  }

  // The reimbursed claim's bill, paid by a payment run to the payee's verified bank details.
  await payReimbursements(ctx, reimbursed, who.olivia, who.ivan);
}

async function payReimbursements(ctx: SeedCtx, claimIds: number[], maker: number, approver: number): Promise<void> {
  const { tx, orgId } = ctx;
  if (!claimIds.length) return;
  const claims = await tx.select().from(expenseClaim).where(inArray(expenseClaim.id, claimIds));
  const [paying] = await tx.select({ id: payInstruction.id }).from(payInstruction).where(and(eq(payInstruction.organizationId, orgId), eq(payInstruction.bankName, 'First Harbor Bank'))).limit(1);
  for (const c of claims) {
    if (!c.reimbursementItemId) continue;
    const payee = await payeeAccount(tx, orgId, c.claimantUserId, maker);
    const [u] = await tx.select({ first: user.firstName, last: user.lastName }).from(user).where(eq(user.id, c.claimantUserId));
    const [details] = await tx
      .insert(vendorBankDetails)
      .values({ organizationId: orgId, accountId: payee.id, state: 'verified', holderName: `${u!.first} ${u!.last}`, bankName: 'Chase', accountNumber: '483920175', routingNumber: '021000021', currency: 'USD', requestedBy: maker, verifiedBy: approver, decidedAt: new Date(`${dayOffset(-40)}T11:00:00Z`) })
      .returning({ id: vendorBankDetails.id });
    const [b] = await tx.select().from(bill).where(eq(bill.itemId, c.reimbursementItemId));
    const paidOn = dayOffset(-30);
    const reference = `ACH-EXP-${c.number}`;
    const [run] = await tx
      .insert(paymentRun)
      .values({ organizationId: orgId, payingAccountId: paying?.id ?? null, currency: b!.currency, dueBy: paidOn, executionDate: paidOn, state: 'paid', total: b!.total, billCount: 1, createdBy: maker, approvedBy: approver, approvedAt: new Date(`${dayOffset(-31)}T09:00:00Z`), paidOn, reference })
      .returning({ id: paymentRun.id });
    await tx.insert(paymentRunBill).values({ runId: run!.id, itemId: b!.itemId, amount: b!.total, bankDetailsId: details!.id });
    await tx.update(bill).set({ state: 'paid', balance: '0', paidOn, paymentReference: reference }).where(eq(bill.itemId, b!.itemId));
    await tx.update(item).set({ status: 'paid' }).where(eq(item.id, b!.itemId));
    await audit(tx, { orgId, entityKind: AuditEntityKind.USER, entityId: maker, actorUserId: maker, action: 'payment_run_created', details: { payment_run_id: run!.id, total: b!.total, bill_count: 1 } });
  }
}
