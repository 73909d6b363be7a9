/**
 * The demo's construction draws, so the draws screen is lived-in: one construction loan's budget
 * (site work, foundation, framing, roofing, MEP, finishes, soft costs), two draws disbursed a month
 * apart, and a third inspected and awaiting approval with its lien waiver uploaded by the borrower.
 * Made through the module's own actions (the same rules and history rows as a person's), then
 * dated back. The loan itself (workspace kind 3, its loan row) is made by the loans seed.
 */
import { eq } from 'drizzle-orm';
import type { OfficeRole } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import type { SeedCtx, SeedKit } from '../../../seed/portals.ts';
import { tablePdf } from '../../../seed/pdf.ts';
import { drawRequest } from '../schema.ts';
import { approveDraw, disburseDraw, inspectDraw, requestDraw, saveBudget } from './actions.ts';

export interface DrawSeed {
  orgId: number;
  /** The construction loan (a lending account of workspace kind 3 with its loan row). */
  accountId: number;
  /** The staff member who asks, inspects, approves and disburses. */
  userId: number;
  /** The borrower's contact on the loan: the third draw is theirs, and its lien waiver. */
  contactId?: number;
  /** The seed kit, to store the lien waiver's file (without it the draw has no file). */
  files?: { ctx: SeedCtx; kit: SeedKit };
}

export interface SeededDraws {
  lines: { id: number; name: string }[];
  draws: { id: number; number: number; status: string; itemId: number | null }[];
}

const BUDGET = [
  { name: 'Site work', budget: '120000' },
  { name: 'Foundation', budget: '180000' },
  { name: 'Framing', budget: '340000' },
  { name: 'Roofing', budget: '95000' },
  { name: 'MEP (mechanical, electrical, plumbing)', budget: '260000' },
  { name: 'Finishes', budget: '310000' },
  { name: 'Soft costs (design, permits, fees)', budget: '145000' },
];

const daysAgo = (days: number, hour = 10) => {
  const d = new Date(Date.now() - days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d;
};

export async function seedDraws(tx: Db, opts: DrawSeed): Promise<SeededDraws> {
  const staff = { orgId: opts.orgId, userId: opts.userId, roles: new Set<OfficeRole>(['IC']) };
  const budget = await saveBudget(tx, staff, opts.accountId, { lines: BUDGET.map((l) => ({ id: null, ...l })) });
  const line = (name: string) => budget.lines.find((l) => l.name.startsWith(name))!.id;

  const history: { number: number; asked: number; inspected: number; decided?: number; disbursed?: number; by: 'staff' | 'borrower'; note: string; lines: [string, string, string][] }[] = [
    { number: 1, asked: 75, inspected: 72, decided: 70, disbursed: 68, by: 'staff', note: 'Site clearing, grading and the architect\'s fees.', lines: [['Site work', '110000', '95'], ['Soft costs', '60000', '45']] },
    { number: 2, asked: 40, inspected: 37, decided: 35, disbursed: 33, by: 'staff', note: 'Footings and slab poured; permit fees.', lines: [['Foundation', '175000', '100'], ['Soft costs', '20000', '55']] },
    { number: 3, asked: 6, inspected: 2, by: 'borrower', note: 'Framing to the second floor, roof trusses delivered.', lines: [['Framing', '150000', '40'], ['Roofing', '20000', '15'], ['Soft costs', '15000', '65']] },
  ];
  const draws: SeededDraws['draws'] = [];
  for (const h of history) {
    const by = h.by === 'borrower' && opts.contactId ? { orgId: opts.orgId, contactId: opts.contactId } : staff;
    const asked = await requestDraw(tx, by, opts.accountId, { note: h.note, lines: h.lines.map(([name, amount]) => ({ draw_line_id: line(name), amount })) });
    let d = await inspectDraw(tx, staff, asked.id, { lines: asked.lines.map((l) => ({ id: l.id, percent_complete: h.lines.find(([name]) => l.name.startsWith(name))![2] })) });
    if (h.decided !== undefined) d = await approveDraw(tx, staff, d.id, { version: d.version });
    if (h.disbursed !== undefined) d = await disburseDraw(tx, staff, d.id, {});
    await tx
      .update(drawRequest)
      .set({
        createdAt: daysAgo(h.asked),
        inspectedAt: daysAgo(h.inspected, 15),
        ...(h.decided !== undefined && { decidedAt: daysAgo(h.decided, 11) }),
        ...(h.disbursed !== undefined && { disbursedAt: daysAgo(h.disbursed, 9) }),
      })
      .where(eq(drawRequest.id, d.id));
    draws.push({ id: d.id, number: d.number, status: d.status, itemId: d.item_id });

    if (h.number === 3 && d.item_id !== null && opts.files) {
      const pdf = await tablePdf({
        title: 'Conditional lien waiver on progress payment',
        subtitle: ['Draw 3', 'Claimant: Summit Framing Co.', 'Through date: the date of this draw'],
        columns: ['Work', 'Amount'],
        rows: [
          ['Framing, second floor', '150,000.00'],
          ['Roof trusses (delivered)', '20,000.00'],
        ],
        footer: ['The claimant waives its lien rights for the amounts above once paid.'],
      });
      await opts.files.kit.storeFile(opts.files.ctx, opts.accountId, d.item_id, 'lien-waiver-draw-3.pdf', 'application/pdf', pdf, opts.contactId ? { contactId: opts.contactId } : { userId: opts.userId });
    }
  }
  return { lines: budget.lines.map((l) => ({ id: l.id, name: l.name })), draws };
}
