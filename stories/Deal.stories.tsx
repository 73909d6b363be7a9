import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ActivityRow, DealDetail, DealRow, NamedRef, OfficeRole } from '@si/contract';
import { interceptFetch, json } from '@si/core/testing/network';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';

/** What the fake API answers: the deals below, none at all, or failures. */
type FakeData = 'normal' | 'empty' | 'failing';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  role: 'OA' | 'IC' | 'VO';
  data: FakeData;
  /** Story only: whether the organization has secure invoice (the handover answers 403 without). */
  invoices: 'allowed' | 'not-allowed';
  deal: 301 | 302 | 303 | 304;
};

type Stage = { id: number; name: string; position: number; probability: number };

const OLIVIA: NamedRef = { id: 1, name: 'Olivia Admin' };
const IVAN: NamedRef = { id: 2, name: 'Ivan Contributor' };
const NORTHWIND: NamedRef = { id: 40, name: 'Northwind Traders' };
const STAGES: Stage[] = ['Lead', 'Qualified', 'Proposal', 'Negotiation', 'Closing'].map((name, i) => ({ id: 11 + i, name, position: i + 1, probability: Math.round((100 * (i + 1)) / 6) }));
const RENEWAL_STAGES: Stage[] = ['Review', 'Offer'].map((name, i) => ({ id: 21 + i, name, position: i + 1, probability: Math.round((100 * (i + 1)) / 3) }));
const PIPELINES = [
  { id: 1, name: 'New business', description: '', stages: STAGES },
  { id: 2, name: 'Renewals', description: '', stages: RENEWAL_STAGES },
];
const PRODUCTS = [
  { id: 5, name: 'Seats', description: '', category: null },
  { id: 6, name: 'Support plan', description: '', category: null },
];
const CATEGORIES = [{ id: 3, name: 'Software', description: '' }];
const USERS = [
  { id: 1, first_name: 'Olivia', last_name: 'Admin', email: 'olivia@example.com' },
  { id: 2, first_name: 'Ivan', last_name: 'Contributor', email: 'ivan@example.com' },
].map((u) => ({ ...u, identifier: `U-${u.id}`, is_active: true, home_office_id: 1, phone: '', offices: [], mfa_active: false, invitation_pending: false, last_login_at: null }));
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const now = () => new Date().toISOString();
const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function deal(id: number, title: string, stage: Stage, fields: Partial<DealDetail> = {}): DealDetail {
  return {
    id, title, account: NORTHWIND, pipeline: { id: 1, name: 'New business' }, stage, state: 'open', amount: '12500.00', currency: 'EUR', probability: stage.probability,
    product: { id: 5, name: 'Seats' }, is_loan: false, expected_close: '2026-06-30', owner: OLIVIA, days_in_stage: 6, updated_at: '2026-03-05T09:00:00Z',
    category: null, own_probability: null, lost_reason: '', closed_at: null, lead_id: null, stages: STAGES,
    history: [
      { from: null, to: { id: STAGES[0]!.id, name: STAGES[0]!.name }, by: OLIVIA, at: '2026-02-10T09:00:00Z' },
      { from: { id: STAGES[0]!.id, name: STAGES[0]!.name }, to: { id: stage.id, name: stage.name }, by: IVAN, at: '2026-02-27T15:30:00Z' },
    ],
    contacts: [
      { id: 55, first_name: 'Carla', last_name: 'Buyer', email: 'carla@northwind.example' },
      { id: 56, first_name: 'سارة', last_name: 'الحربي', email: 'sara@northwind.example' },
    ],
    handover: { invoice: null }, created_at: '2026-02-10T09:00:00Z',
    ...fields,
  };
}

function seed(data: FakeData) {
  if (data === 'empty') return { deals: [] as DealDetail[], activities: [] as ActivityRow[] };
  const deals = [
    deal(301, 'Northwind: 40 seats', STAGES[2]!),
    deal(302, 'Northwind: support plan', STAGES[3]!, { state: 'won', probability: 100, amount: '3200.00', product: { id: 6, name: 'Support plan' }, closed_at: '2026-03-02T10:00:00Z' }),
    deal(303, 'Northwind: pilot <beta>', STAGES[1]!, { state: 'lost', probability: 0, amount: '900.00', currency: 'USD', lost_reason: 'Went with a cheaper offer', closed_at: '2026-02-20T10:00:00Z', owner: IVAN }),
    deal(304, 'Northwind: renewal 2025', RENEWAL_STAGES[1]!, {
      pipeline: { id: 2, name: 'Renewals' }, stages: RENEWAL_STAGES, state: 'won', probability: 100, closed_at: '2026-01-15T10:00:00Z', expected_close: '2026-01-31',
      handover: { invoice: { id: 900, account_id: 60, number: 'INV-0042' } },
    }),
  ];
  const activity = (id: number, fields: Partial<ActivityRow>): ActivityRow => ({
    id, account: NORTHWIND, deal: { id: 301, name: deals[0]!.title }, kind: 'call', subject: '', body: '', due_at: null, done_at: null, owner: OLIVIA, created_by: OLIVIA, created_at: '2026-03-01T10:00:00Z', ...fields,
  });
  const activities = [
    activity(501, { kind: 'call', subject: 'Call Carla about the seat count', due_at: daysFromNow(-2) }),
    activity(502, { kind: 'task', subject: 'Send the revised offer', due_at: daysFromNow(3), owner: IVAN }),
    activity(503, { kind: 'meeting', subject: 'Demo with the buyers', due_at: '2026-02-25T14:00:00Z', done_at: '2026-02-25T15:00:00Z', body: 'They liked the reporting.\nAsked for <b>SSO</b>.' }),
    activity(504, { kind: 'note', subject: 'Met at the trade fair', deal: null, created_by: IVAN, owner: null }),
    activity(505, { kind: 'mail', subject: 'Sent the price list', deal: { id: 302, name: deals[1]!.title } }),
  ];
  return { deals, activities };
}

const rowOf = ({ category: _c, own_probability: _o, lost_reason: _l, closed_at: _d, lead_id: _i, stages: _s, history: _h, contacts: _k, handover: _v, created_at: _a, ...row }: DealDetail): DealRow => row;

/** The deal, its account's deals and the activities on an in-memory API; the returned function stops it. */
function serveDeals(data: FakeData, role: OfficeRole, invoices: Args['invoices']): () => void {
  const db = seed(data);
  let next = 700;
  const find = (id: number) => db.deals.find((d) => d.id === id);
  const save = (d: DealDetail, fields: Partial<DealDetail>) => Object.assign(d, fields, { updated_at: now() });

  async function answer(request: Request, url: URL): Promise<Response | undefined> {
    const path = url.pathname;
    const body = request.method === 'GET' || request.method === 'DELETE' ? {} : ((await request.json().catch(() => ({}))) as Record<string, unknown>);
    if (path === '/api/users') return json(page(USERS));
    if (path === '/api/pipelines') return json(page(PIPELINES));
    if (path === '/api/products') return json(page(PRODUCTS));
    if (path === '/api/categories') return json(page(CATEGORIES));
    if (path === '/api/receivables/settings') return json({ default_currency: 'EUR' });
    if (!path.startsWith('/api/sales/')) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (data === 'failing') return json({ detail: 'The server is not answering.' }, 503);
    if (request.method !== 'GET' && role === 'VO') return json({ detail: 'You do not have permission to perform this action.' }, 403);

    if (path === '/api/sales/deals' && request.method === 'POST') {
      const pipeline = PIPELINES.find((p) => p.id === Number(body.pipeline_id)) ?? PIPELINES[0]!;
      const stage = pipeline.stages.find((s) => s.id === Number(body.stage_id)) ?? pipeline.stages[0]!;
      if (!String(body.title ?? '').trim()) return json({ title: ['This field is required.'] }, 400);
      const owner = USERS.find((u) => u.id === body.owner_user_id);
      const made = deal(next++, String(body.title), stage, {
        pipeline: { id: pipeline.id, name: pipeline.name }, stages: pipeline.stages, amount: String(body.amount ?? '0'), currency: String(body.currency), days_in_stage: 0,
        product: PRODUCTS.find((p) => p.id === body.product_id) ?? null, expected_close: (body.expected_close as string | null) ?? null,
        owner: owner ? { id: owner.id, name: `${owner.first_name} ${owner.last_name}` } : null, history: [{ from: null, to: { id: stage.id, name: stage.name }, by: OLIVIA, at: now() }], created_at: now(),
      });
      db.deals.unshift(made);
      return json(made, 201);
    }
    if (path === '/api/sales/deals') {
      const state = url.searchParams.get('state');
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const rows = db.deals.filter((d) => (!state || d.state === state) && d.title.toLowerCase().includes(search)).map(rowOf);
      return json(page(rows));
    }
    const one = /^\/api\/sales\/deals\/(\d+)(?:\/(.+))?$/.exec(path);
    if (one) {
      const d = find(Number(one[1]));
      if (!d) return json({ detail: 'Not found.' }, 404);
      const action = one[2];
      if (!action && request.method === 'PATCH') {
        if (d.state !== 'open') return json({ detail: 'This deal is won or lost: reopen it first.' }, 409);
        const owner = body.owner_user_id === undefined ? d.owner : USERS.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}` })).find((u) => u.id === body.owner_user_id) ?? null;
        const own = body.probability === undefined ? d.own_probability : (body.probability as number | null);
        return json(save(d, {
          ...(body.title !== undefined && { title: String(body.title) }), ...(body.amount !== undefined && { amount: String(body.amount) }), ...(body.currency !== undefined && { currency: String(body.currency) }),
          ...(body.expected_close !== undefined && { expected_close: body.expected_close as string | null }),
          ...(body.product_id !== undefined && { product: PRODUCTS.find((p) => p.id === body.product_id) ?? null }),
          ...(body.category_id !== undefined && { category: CATEGORIES.find((c) => c.id === body.category_id) ?? null }),
          owner, own_probability: own, probability: own ?? d.stage.probability,
        }));
      }
      if (!action) return json(d);
      if (action === 'reopen') return d.state === 'open' ? json({ detail: 'Only a won or lost deal can be reopened.' }, 409) : json(save(d, { state: 'open', probability: d.own_probability ?? d.stage.probability, closed_at: null, lost_reason: '' }));
      if (action === 'handover/invoice') {
        if (invoices === 'not-allowed') return json({ detail: 'Module not allowed' }, 403);
        if (d.handover.invoice) return json({ detail: 'This deal was already handed on to receivables.' }, 409);
        const invoice = { id: next++, account_id: 60, number: `INV-${String(next).padStart(4, '0')}` };
        save(d, { handover: { invoice } });
        return json({ invoice_id: invoice.id, account_id: invoice.account_id, number: invoice.number }, 201);
      }
      if (d.state !== 'open') return json({ detail: 'This deal is won or lost: reopen it first.' }, 409);
      if (action === 'won') return json(save(d, { state: 'won', probability: 100, closed_at: now() }));
      if (action === 'lost') return json(save(d, { state: 'lost', probability: 0, closed_at: now(), lost_reason: String(body.reason) }));
      if (action === 'move') {
        const stage = d.stages.find((s) => s.id === Number(body.stage_id));
        if (!stage) return json({ stage_id: ["This stage is not one of the deal's pipeline."] }, 400);
        const from = { id: d.stage.id, name: d.stage.name };
        return json(save(d, { stage, probability: d.own_probability ?? stage.probability, days_in_stage: 0, history: [...d.history, { from, to: { id: stage.id, name: stage.name }, by: OLIVIA, at: now() }] }));
      }
    }

    if (path === '/api/sales/activities' && request.method === 'POST') {
      const owner = USERS.find((u) => u.id === body.owner_user_id);
      const onDeal = body.deal_id ? find(Number(body.deal_id)) : undefined;
      const made: ActivityRow = {
        id: next++, account: NORTHWIND, deal: onDeal ? { id: onDeal.id, name: onDeal.title } : null, kind: body.kind as ActivityRow['kind'], subject: String(body.subject), body: String(body.body ?? ''),
        due_at: (body.due_at as string | null) ?? null, done_at: null, owner: owner ? { id: owner.id, name: `${owner.first_name} ${owner.last_name}` } : null, created_by: OLIVIA, created_at: now(),
      };
      db.activities.unshift(made);
      return json(made, 201);
    }
    if (path === '/api/sales/activities') {
      const dealId = url.searchParams.get('deal_id');
      const mine = url.searchParams.get('owner') === 'me';
      const rows = db.activities.filter((a) => (!dealId || a.deal?.id === Number(dealId)) && (!mine || (a.owner?.id === OLIVIA.id && !a.done_at)));
      return json({ results: rows });
    }
    const activity = /^\/api\/sales\/activities\/(\d+)$/.exec(path);
    const a = activity ? db.activities.find((x) => x.id === Number(activity[1])) : undefined;
    if (!a) return json({ detail: 'Not found.' }, 404);
    if (request.method === 'DELETE') {
      db.activities.splice(db.activities.indexOf(a), 1);
      return new Response(null, { status: 204 });
    }
    if (body.done !== undefined) a.done_at = body.done ? now() : null;
    return json(a);
  }

  return interceptFetch((request, url) => answer(request, url));
}

const meta: Meta<Args> = {
  title: 'Elements/Deal',
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'VO'], description: 'Story only: the signed-in user role (Olivia, user 1; a viewer reads only).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
    invoices: { control: 'inline-radio', options: ['allowed', 'not-allowed'], description: 'Story only: whether the organization has secure invoice (Create draft invoice answers 403 without).' },
    deal: { control: 'select', options: [301, 302, 303, 304], description: 'Story only: 301 open at Proposal, 302 won (hand it on), 303 lost with its reason, 304 won and handed on.' },
  },
  args: { locale: 'en', theme: 'light', role: 'IC', data: 'normal', invoices: 'allowed', deal: 301 },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveDeals(args.data, args.role, args.invoices)),
};
export default meta;

type Story = StoryObj<Args>;
const keyOf = ({ role, data, invoices, locale }: Args) => `${role}-${data}-${invoices}-${locale}`;

// Links go to hashes, so the stories need no router.
const dealPage: Story = {
  parameters: elementDocs('si-deal'),
  render: (args) => (
    <si-deal key={`${keyOf(args)}-${args.deal}`} deal-id={String(args.deal)} account-href="#account-{id}" invoice-href="#invoice-{id}" board-href="#board" locale={args.locale} theme={args.theme} />
  ),
};
const accountDeals: Story = {
  parameters: elementDocs('si-account-deals'),
  render: (args) => <si-account-deals key={keyOf(args)} account-id="40" deal-href="#deal-{account_id}-{id}" locale={args.locale} theme={args.theme} />,
};
const activities: Story = {
  parameters: elementDocs('si-sales-activities'),
  render: (args) => <si-sales-activities key={keyOf(args)} account-id="40" deal-href="#deal-{account_id}-{id}" locale={args.locale} theme={args.theme} />,
};

/** An open deal: move it along the stage path, change it, mark it won or lost (asking why), log an activity. */
export const OpenDeal: Story = { ...dealPage };
/** Won: Create draft invoice hands it on to receivables, then links to the draft. */
export const WonDeal: Story = { ...dealPage, args: { deal: 302 } };
/** Won in an organization without secure invoice: the handover says so, and no button shows on later loads (in this browser tab). */
export const WonWithoutSecureInvoice: Story = { ...dealPage, args: { deal: 302, invoices: 'not-allowed' } };
export const LostDeal: Story = { ...dealPage, args: { deal: 303 } };
export const HandedOn: Story = { ...dealPage, args: { deal: 304 } };
export const DealAsViewer: Story = { ...dealPage, args: { role: 'VO' } };
export const DealArabicDark: Story = { ...dealPage, args: { locale: 'ar', theme: 'dark' } };
export const DealFailing: Story = { ...dealPage, args: { data: 'failing' } };

/** An account's deals; "New deal" offers the chosen pipeline's stages and goes to the new deal. */
export const AccountDeals: Story = { ...accountDeals };
export const AccountDealsEmpty: Story = { ...accountDeals, args: { data: 'empty' } };
export const AccountDealsArabicDark: Story = { ...accountDeals, args: { locale: 'ar', theme: 'dark' } };

/** An account's timeline: log a call, meeting, note or e-mail, plan a task, tick one done, delete one. */
export const Activities: Story = { ...activities };
/** The signed-in user's open activities across accounts (the sales My Tasks page). */
export const MyActivities: Story = {
  parameters: elementDocs('si-sales-activities'),
  render: (args) => <si-sales-activities key={keyOf(args)} mine deal-href="#deal-{account_id}-{id}" account-href="#account-{id}" locale={args.locale} theme={args.theme} />,
};
export const ActivitiesAsViewer: Story = { ...activities, args: { role: 'VO' } };
export const ActivitiesFrench: Story = { ...activities, args: { locale: 'fr' } };
