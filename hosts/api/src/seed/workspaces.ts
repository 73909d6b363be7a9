/**
 * The demo's lived-in workspaces list: a dozen document-collection workspaces, three contract
 * ones and five payables vendors being onboarded, with leads, teams and offices, some on hold,
 * one archived, requirements at every stage,
 * contacts (one on two workspaces) with issued links, and a few portal calls in their access logs.
 * Seeded after every module's portal, so the demo portals keep their account ids.
 */
import { eq } from 'drizzle-orm';
import { AuditEntityKind, ItemKind, ModuleKind } from '@si/contract';
import { account, accountContact, answer, checklist, checklistItemTemplate, contact, item, metric, office, portalAccess, review, team, user } from '../db/schema.ts';
import { audit } from '../platform/audit.ts';
import { newPortalToken } from '../shared/portal/access.ts';
import { defaultLinkExpiry } from '../shared/portal/links.ts';
import { dayOffset } from '../shared/dates/days.ts';
import type { PortalSeed } from './portals.ts';

const DAY = 86400_000;

type Stage = [title: string, status: string, due: number];
interface WorkspaceSpec {
  name: string;
  kind: number;
  lead: 'olivia' | 'ivan' | null;
  team: 'Audit' | 'Tax' | null;
  office: 'HQ' | 'BR';
  hold?: boolean;
  archived?: boolean;
  people: string[];
  items: Stage[];
}

const YEAR_END: Stage[] = [
  ['2024 tax return', 'accepted', -20],
  ['Bank statements, Q4', 'submitted', -3],
  ['Signed engagement letter', 'returned', -6],
  ['Payroll summary', 'open', 10],
  ['Fixed asset register', 'open', 21],
];

/** What a new vendor sends before its first bill is paid. */
const VENDOR_ONBOARDING: Stage[] = [
  ['W-9 tax form', 'accepted', -25],
  ['Certificate of insurance', 'submitted', -2],
  ['Bank confirmation letter', 'open', 12],
];

const WORKSPACES: WorkspaceSpec[] = [
  { name: 'Alder & Finch Bakery', kind: ModuleKind.FILE, lead: 'olivia', team: 'Audit', office: 'HQ', people: ['Grace Alder'], items: YEAR_END },
  { name: 'Blue Harbor Logistics', kind: ModuleKind.FILE, lead: 'ivan', team: 'Tax', office: 'HQ', people: ['Omar Haddad', 'Grace Alder'], items: YEAR_END.map(([t, , d]) => [t, 'accepted', d]) },
  { name: 'Cedar Point Dental', kind: ModuleKind.FILE, lead: 'ivan', team: 'Audit', office: 'BR', people: ['Mei Tanaka'], items: YEAR_END.map(([t, , d]) => [t, 'open', d - 30]) },
  { name: 'Driftwood Studios', kind: ModuleKind.FILE, lead: 'olivia', team: null, office: 'BR', hold: true, people: ['Lucas Ferreira'], items: YEAR_END.slice(0, 2) },
  { name: 'Evergreen Landscaping', kind: ModuleKind.FILE, lead: null, team: 'Tax', office: 'HQ', people: ['Priya Nair'], items: YEAR_END.slice(1) },
  { name: 'Foxglove Florists', kind: ModuleKind.FILE, lead: 'ivan', team: 'Tax', office: 'HQ', people: ['Hannah Weber'], items: [['VAT returns', 'open', -8], ['Sales ledger', 'accepted', -15]] },
  { name: 'Granite Peak Outfitters', kind: ModuleKind.FILE, lead: 'olivia', team: 'Audit', office: 'HQ', people: [], items: YEAR_END },
  { name: 'Harborview Realty', kind: ModuleKind.FILE, lead: 'olivia', team: 'Tax', office: 'BR', hold: true, people: ['Diego Morales'], items: [['Lease schedule', 'open', -40]] },
  { name: 'Ironwood Joinery', kind: ModuleKind.FILE, lead: 'ivan', team: null, office: 'HQ', people: ['Elena Petrova'], items: YEAR_END.slice(0, 3) },
  { name: 'Juniper Health Clinic', kind: ModuleKind.FILE, lead: 'ivan', team: 'Audit', office: 'BR', people: ['Samuel Okafor'], items: [] },
  { name: 'Kestrel Aviation Services', kind: ModuleKind.FILE, lead: 'olivia', team: 'Audit', office: 'HQ', people: ['Aiko Sato'], items: YEAR_END.map(([t, s, d]) => [t, s, d + 30]) },
  { name: 'Larkspur Catering (2023)', kind: ModuleKind.FILE, lead: 'olivia', team: 'Tax', office: 'HQ', archived: true, people: ['Noah Becker'], items: YEAR_END.map(([t, , d]) => [t, 'accepted', d - 365]) },
  { name: 'Maple Court office lease', kind: ModuleKind.CONTRACT_LIFECYCLE, lead: 'olivia', team: null, office: 'HQ', people: ['Clara Jensen'], items: [] },
  { name: 'Northgate supply agreement', kind: ModuleKind.CONTRACT_LIFECYCLE, lead: 'ivan', team: 'Audit', office: 'BR', people: ['Omar Haddad'], items: [] },
  { name: 'Orchard Street cleaning contract', kind: ModuleKind.CONTRACT_LIFECYCLE, lead: null, team: null, office: 'HQ', hold: true, people: [], items: [] },
  { name: 'Brightline Office Supply', kind: ModuleKind.SECURE_INVOICE_PURCHASE, lead: 'olivia', team: null, office: 'HQ', people: ['Rachel Kim'], items: VENDOR_ONBOARDING },
  { name: 'Copperleaf Print & Signs', kind: ModuleKind.SECURE_INVOICE_PURCHASE, lead: 'ivan', team: 'Audit', office: 'BR', people: ['Tomasz Nowak'], items: VENDOR_ONBOARDING.map(([t, , d]) => [t, 'accepted', d - 20]) },
  { name: 'Summit Cloud Hosting', kind: ModuleKind.SECURE_INVOICE_PURCHASE, lead: 'ivan', team: null, office: 'HQ', people: ['Isabelle Laurent'], items: VENDOR_ONBOARDING.map(([t, , d]) => [t, 'open', d - 20]) },
  { name: 'Tidewater Courier Co.', kind: ModuleKind.SECURE_INVOICE_PURCHASE, lead: 'olivia', team: 'Tax', office: 'BR', hold: true, people: ['Marcus Reid'], items: VENDOR_ONBOARDING.slice(0, 2) },
  { name: 'Westbrook IT Services', kind: ModuleKind.SECURE_INVOICE_PURCHASE, lead: null, team: 'Tax', office: 'HQ', people: ['Yusuf Demir', 'Rachel Kim'], items: [] },
];

export async function seedWorkspaces({ ctx, kit }: PortalSeed): Promise<void> {
  const { tx, orgId } = ctx;
  await seedChecklist(tx, orgId, kit.role('CFO'));
  const teams = await tx.insert(team).values([{ organizationId: orgId, name: 'Audit' }, { organizationId: orgId, name: 'Tax' }]).returning();
  const offices = await tx.select().from(office).where(eq(office.organizationId, orgId));
  const users = await tx.select().from(user).where(eq(user.organizationId, orgId));
  const leadOf = (who: WorkspaceSpec['lead']) => (who === null ? null : (users.find((u) => u.firstName.toLowerCase() === who)?.id ?? ctx.leadUserId));
  const contacts = new Map<string, number>();
  const now = Date.now();
  let n = 0;
  for (const w of WORKSPACES) {
    const [acc] = await tx
      .insert(account)
      .values({
        organizationId: orgId,
        name: w.name,
        moduleKind: w.kind,
        leadUserId: leadOf(w.lead),
        teamId: teams.find((t) => t.name === w.team)?.id ?? null,
        officeId: offices.find((o) => o.identifier === w.office)?.id ?? null,
        accountHold: w.hold ?? false,
        archivedAt: w.archived ? new Date(now - 200 * DAY) : null,
        createdByUserId: ctx.leadUserId,
        createdAt: new Date(now - (60 - n * 3) * DAY),
      })
      .returning();
    if (w.items.length) {
      const rows = await kit.addRequirements(
        ctx,
        acc!.id,
        w.items.map(([title, status, due]) => ({ kind: ItemKind.REQUEST_ITEM, title, description: '', due, types: ['.pdf', '.csv', '.xlsx'], maxMb: 20, status })),
      );
      await reviewHistory(ctx.tx, orgId, ctx.leadUserId, rows);
      if (n % 2 === 0 && w.kind === ModuleKind.FILE) await questionAndFigure(ctx.tx, orgId, ctx.leadUserId, acc!.id, now);
    }
    for (const [i, person] of w.people.entries()) {
      const [first, last] = person.split(' ') as [string, string];
      let contactId = contacts.get(person);
      if (contactId === undefined) {
        const [row] = await tx.insert(contact).values({ organizationId: orgId, firstName: first, lastName: last, email: `${first}.${last}@${w.name.split(' ')[0]!.toLowerCase()}.example`.toLowerCase() }).returning();
        contactId = row!.id;
        contacts.set(person, contactId);
      }
      // Most links issued and mailed a while ago; some never mailed; the second contact has none yet.
      const issued = i === 0 ? new Date(now - (20 - n) * DAY) : null;
      const { hash } = newPortalToken();
      const [link] = await tx
        .insert(accountContact)
        .values({
          organizationId: orgId,
          accountId: acc!.id,
          contactId,
          contactRoleId: kit.role(w.kind === ModuleKind.CONTRACT_LIFECYCLE ? 'Signatory' : w.kind === ModuleKind.SECURE_INVOICE_PURCHASE ? 'Vendor' : 'CFO'),
          tokenHash: issued ? hash : null,
          tokenExpiresAt: issued ? defaultLinkExpiry(issued) : null,
          linkIssuedAt: issued,
          linkSentAt: issued && n % 3 !== 0 ? new Date(issued.getTime() + 60_000) : null,
        })
        .returning();
      if (issued && n % 2 === 0) {
        await tx.insert(portalAccess).values([
          { organizationId: orgId, accountContactId: link!.id, at: new Date(issued.getTime() + 2 * 3600_000), ip: `203.0.113.${10 + n}`, userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) Safari/605.1.15', action: 'read', what: 'GET /api/filedrop' },
          { organizationId: orgId, accountContactId: link!.id, at: new Date(issued.getTime() + 2 * 3600_000 + 90_000), ip: `203.0.113.${10 + n}`, userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) Safari/605.1.15', action: 'write', what: 'POST /api/portal/uploads' },
        ]);
      }
    }
    await audit(tx, { orgId, entityKind: AuditEntityKind.WORKSPACE, entityId: acc!.id, action: 'seeded' });
    n++;
  }
}

/** The review each seeded requirement went through: accepted ones were accepted, returned ones say why. */
async function reviewHistory(tx: PortalSeed['ctx']['tx'], orgId: number, userId: number, rows: { id: number; status: string }[]) {
  const decisions = rows
    .filter((r) => r.status === 'accepted' || r.status === 'returned')
    .map((r) => ({
      organizationId: orgId,
      itemId: r.id,
      decision: r.status,
      reason: r.status === 'returned' ? 'The letter is not signed on page 2; please sign and upload it again.' : '',
      userId,
    }));
  if (decisions.length) await tx.insert(review).values(decisions);
}

/** A question answered by the contact and a financial requirement with a threshold, awaiting its figure. */
async function questionAndFigure(tx: PortalSeed['ctx']['tx'], orgId: number, userId: number, accountId: number, now: number) {
  const due = (days: number) => dayOffset(days, now);
  const [question, figure] = await tx
    .insert(item)
    .values([
      { organizationId: orgId, accountId, kind: ItemKind.QUESTION, status: 'submitted', title: 'Any change of ownership this year?', dueDate: due(-2), section: 'Questions', position: 0, createdByUserId: userId },
      { organizationId: orgId, accountId, kind: ItemKind.METRIC, status: 'open', title: 'Debt service coverage ratio', dueDate: due(14), section: 'Figures', position: 0, createdByUserId: userId },
    ])
    .returning();
  await tx.insert(answer).values({ itemId: question!.id, text: 'No. The two founders still hold all the shares.' });
  await tx.insert(metric).values({ itemId: figure!.id, thresholdKind: 2, thresholdValue: '1.2500' });
}

/** The checklist a new document-collection workspace can start from: files, a figure and a question, due in two to four weeks. */
async function seedChecklist(tx: PortalSeed['ctx']['tx'], orgId: number, cfoRoleId: number) {
  const [list] = await tx
    .insert(checklist)
    .values({ organizationId: orgId, name: 'Small business year-end', description: 'What we need from a small business client to close its books for the year.', moduleKind: ModuleKind.FILE })
    .returning();
  const templates = [
    { kind: ItemKind.REQUEST_ITEM, title: 'Bank statements, last 12 months', dueOffsetDays: 14 },
    { kind: ItemKind.REQUEST_ITEM, title: 'Payroll summary', dueOffsetDays: 21, assignmentKind: 2, contactRoleId: cfoRoleId },
    { kind: ItemKind.METRIC, title: 'Current ratio at year end', dueOffsetDays: 28, thresholdKind: 2, thresholdValue: '1.5000' },
    { kind: ItemKind.QUESTION, title: 'Did the business take any new loans this year?', dueOffsetDays: 14 },
  ];
  await tx.insert(checklistItemTemplate).values(templates.map((t, position) => ({ organizationId: orgId, checklistId: list!.id, position, description: '', ...t })));
}
