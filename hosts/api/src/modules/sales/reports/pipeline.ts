/**
 * The pipeline report's figures, in a fixed number of statements whatever the number of deals,
 * stages, owners or activities: the pipelines, the funnel, the open amounts per stage and
 * currency, the win rates, the exceptions and the activities, each one aggregate query.
 *
 * The period is one of the deals' creation (UTC days, both ends included): the funnel and the win
 * rates read the deals created in it. A deal reached a stage when it was on it or on a later one
 * (its history's furthest stage, or the one it is on), and a won deal passed them all: a deal that
 * skipped a stage counts as having passed it, every stage's figure includes the next one's, and the
 * last stage's conversion is the share won of the deals that reached it. A stay on a stage runs from
 * the history row that moved the deal onto it to the deal's next history row, or to its close when
 * it was won or lost there; a stay still going is not a stay "spent" yet (it shows in the open
 * deals and the stalled ones). The exceptions and open activities are as of now, over every open
 * deal of the pipeline and every activity of the organization: an old stalled deal matters most.
 */
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { Big, formatAmount } from '@si/contract/money';
import { DEAL_SOURCES, stageProbability, type DealSource, type ExceptionDeal, type FunnelStage, type NamedRef, type OwnerActivities, type OwnerWinRate, type PipelineReport, type SourceWinRate } from '@si/contract';
import type { Db } from '../../../db/client.ts';
import { pipeline } from '../../../db/schema.ts';

/** Days without a stage change that make an open deal stalled. */
export const STALLED_DAYS = 30;

const rowsOf = <T>(res: unknown): T[] => (res as { rows: T[] }).rows;

/** A user's name as every screen shows it: first and last name, else the e-mail. */
const userName = (u: string) => sql.raw(`coalesce(nullif(trim(${u}.first_name || ' ' || ${u}.last_name), ''), ${u}.email)`);

/** `part` of `whole` in percent with one decimal; null when there is nothing to divide. */
export const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

const ref = (id: number | null, name: string | null): NamedRef | null => (id === null ? null : { id: Number(id), name: name ?? '' });

/** The organization's pipelines, first created first: the picker's choices and the default. */
export function pipelinesOf(db: Db, orgId: number): Promise<NamedRef[]> {
  return db.select({ id: pipeline.id, name: pipeline.name }).from(pipeline).where(eq(pipeline.organizationId, orgId)).orderBy(asc(pipeline.id));
}

export interface ReportScope {
  orgId: number;
  /** Null: the organization has no pipeline (only the activities are read). */
  pipelineId: number | null;
  /** The period of creation, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** The instant the exceptions and open activities are counted at; `today` its UTC day. */
  now: Date;
  today: string;
}

/** A scope with its pipeline. */
type PipelineScope = ReportScope & { pipelineId: number };

/** The deals of the pipeline created in the period, as `d`. */
function cohort(s: PipelineScope): SQL {
  return sql`d.organization_id = ${s.orgId} and d.pipeline_id = ${s.pipelineId}
    and d.created_at >= (${s.from}::date)::timestamp at time zone 'UTC'
    and d.created_at < (${s.to}::date + 1)::timestamp at time zone 'UTC'`;
}

type StageRaw = { id: number; name: string; k: number; n: number; reached: number; advanced: number; average_days: string | null; median_days: string | null };

/** The stages in order with the deals that reached each, went on, and the days of the stays that ended there. */
async function funnelRows(db: Db, s: PipelineScope): Promise<StageRaw[]> {
  const res = await db.execute(sql`with st as (
      select ps.id, ps.name, row_number() over (order by ps.position, ps.id)::int as k, count(*) over ()::int as n
      from pipeline_stage ps
      where ps.organization_id = ${s.orgId} and ps.pipeline_id = ${s.pipelineId}
    ), c as (
      select d.id, d.state, d.stage_id, d.closed_at from sales_deal d where ${cohort(s)}
    ), visits as (
      select h.deal_id, h.to_stage_id as stage_id from sales_deal_stage h join c on c.id = h.deal_id where h.organization_id = ${s.orgId}
      union all
      select c.id, c.stage_id from c
    ), reach as (
      select c.id, c.state, max(case when c.state = 'won' then st.n else st.k end) as k
      from c join visits v on v.deal_id = c.id join st on st.id = v.stage_id
      group by c.id, c.state
    ), stays as (
      select x.stage_id, extract(epoch from (x.ended - x.began)) / 86400 as days
      from (
        select h.to_stage_id as stage_id, h.at as began,
          coalesce(lead(h.at) over (partition by h.deal_id order by h.at, h.id), case when c.state <> 'open' then c.closed_at end) as ended
        from sales_deal_stage h join c on c.id = h.deal_id
        where h.organization_id = ${s.orgId}
      ) x
      where x.ended is not null
    ), days as (
      select stage_id, round(avg(days)::numeric, 1)::text as average_days,
        round((percentile_cont(0.5) within group (order by days))::numeric, 1)::text as median_days
      from stays group by stage_id
    )
    select st.id, st.name, st.k, st.n,
      count(r.id)::int as reached,
      count(r.id) filter (where r.k > st.k or (st.k = st.n and r.state = 'won'))::int as advanced,
      min(days.average_days) as average_days, min(days.median_days) as median_days
    from st
    left join reach r on r.k >= st.k
    left join days on days.stage_id = st.id
    group by st.id, st.name, st.k, st.n
    order by st.k`);
  return rowsOf<StageRaw>(res);
}

type OpenRaw = { stage_id: number; currency: string; open: number; total: string; own_weighted: string | null; unweighted: string | null };

/** The open deals of the period per stage and currency: their count, amount, and what is needed to weight it. */
async function openRows(db: Db, s: PipelineScope): Promise<OpenRaw[]> {
  const res = await db.execute(sql`select d.stage_id, d.currency, count(*)::int as open, sum(d.amount)::text as total,
      (sum(d.amount * d.probability) filter (where d.probability is not null) / 100)::text as own_weighted,
      (sum(d.amount) filter (where d.probability is null))::text as unweighted
    from sales_deal d
    where ${cohort(s)} and d.state = 'open'
    group by d.stage_id, d.currency
    order by d.currency`);
  return rowsOf<OpenRaw>(res);
}

type WinRaw = {
  by_owner: number;
  by_source: number;
  by_currency: number;
  owner_id: number | null;
  owner_name: string | null;
  source: DealSource | null;
  currency: string | null;
  won: number;
  lost: number;
  total: number;
  won_value: string | null;
};

/**
 * Won, lost and all deals of the period per owner and per source, in total (the `()` set), and
 * the won amounts per owner or source and currency. A deal's source is its lead's (the lead it
 * names, else the lead that was converted into it); without a lead, `direct`.
 */
async function winRows(db: Db, s: PipelineScope): Promise<WinRaw[]> {
  const res = await db.execute(sql`with c as (
      select d.state, d.currency, d.amount, d.owner_user_id as owner_id, coalesce(l.source, cl.source, 'direct') as source
      from sales_deal d
      left join sales_lead l on l.id = d.lead_id and l.organization_id = ${s.orgId}
      left join (
        select converted_deal_id, min(source) as source from sales_lead
        where organization_id = ${s.orgId} and converted_deal_id is not null
        group by converted_deal_id
      ) cl on cl.converted_deal_id = d.id
      where ${cohort(s)}
    ), g as (
      select grouping(c.owner_id) = 0 as by_owner, grouping(c.source) = 0 as by_source, grouping(c.currency) = 0 as by_currency,
        c.owner_id, c.source, c.currency,
        count(*) filter (where c.state = 'won')::int as won,
        count(*) filter (where c.state = 'lost')::int as lost,
        count(*)::int as total,
        (sum(c.amount) filter (where c.state = 'won'))::text as won_value
      from c
      group by grouping sets ((c.owner_id), (c.source), (), (c.owner_id, c.currency), (c.source, c.currency))
    )
    select g.*, ${userName('u')} as owner_name
    from g left join "user" u on u.id = g.owner_id and u.organization_id = ${s.orgId}
    order by owner_name, g.owner_id, g.source, g.currency`);
  return rowsOf<WinRaw>(res);
}

type ExceptionRaw = {
  id: number;
  title: string;
  account_id: number;
  account_name: string;
  owner_id: number | null;
  owner_name: string | null;
  stage_id: number;
  stage_name: string;
  amount: string;
  currency: string;
  expected_close: string | null;
  stage_entered: string;
  days_overdue: number | null;
  days_stalled: number;
};

/** The open deals of the pipeline past their expected close or without a stage change for STALLED_DAYS days. */
async function exceptionRows(db: Db, s: PipelineScope): Promise<ExceptionRaw[]> {
  const now = s.now.toISOString();
  const res = await db.execute(sql`select d.id, d.title, d.account_id, a.name as account_name, d.owner_user_id as owner_id,
      case when u.id is not null then ${userName('u')} end as owner_name,
      d.stage_id, ps.name as stage_name, d.amount::text as amount, d.currency, d.expected_close::text as expected_close,
      (d.stage_entered_at at time zone 'UTC')::date::text as stage_entered,
      (${s.today}::date - d.expected_close)::int as days_overdue,
      floor(extract(epoch from (${now}::timestamptz - d.stage_entered_at)) / 86400)::int as days_stalled
    from sales_deal d
    join account a on a.id = d.account_id
    join pipeline_stage ps on ps.id = d.stage_id
    left join "user" u on u.id = d.owner_user_id and u.organization_id = ${s.orgId}
    where d.organization_id = ${s.orgId} and d.pipeline_id = ${s.pipelineId} and d.state = 'open'
      and (d.expected_close < ${s.today}::date or d.stage_entered_at <= ${now}::timestamptz - make_interval(days => ${STALLED_DAYS}))
    order by d.id`);
  return rowsOf<ExceptionRaw>(res);
}

type ActivityRaw = { owner_id: number | null; owner_name: string | null; open: number; overdue: number; done: number };

/** Per owner: activities with a due time not done, those past due, those done in the period. */
async function activityRows(db: Db, s: ReportScope): Promise<ActivityRaw[]> {
  const now = s.now.toISOString();
  const open = sql`a.due_at is not null and a.done_at is null`;
  const res = await db.execute(sql`select g.*, case when u.id is not null then ${userName('u')} end as owner_name
    from (
      select a.owner_user_id as owner_id,
        count(*) filter (where ${open})::int as open,
        count(*) filter (where ${open} and a.due_at < ${now}::timestamptz)::int as overdue,
        count(*) filter (where a.done_at >= (${s.from}::date)::timestamp at time zone 'UTC' and a.done_at < (${s.to}::date + 1)::timestamp at time zone 'UTC')::int as done
      from sales_activity a
      where a.organization_id = ${s.orgId}
      group by a.owner_user_id
    ) g
    left join "user" u on u.id = g.owner_id and u.organization_id = ${s.orgId}
    where g.open > 0 or g.done > 0
    order by g.owner_id is null, owner_name, g.owner_id`);
  return rowsOf<ActivityRaw>(res);
}

/** Owners by name, deals nobody owns last. */
const byOwner = (a: { owner: NamedRef | null }, b: { owner: NamedRef | null }) =>
  a.owner === null ? (b.owner === null ? 0 : 1) : b.owner === null ? -1 : a.owner.name.localeCompare(b.owner.name) || a.owner.id - b.owner.id;

function winRates(rows: WinRaw[]): { deals: PipelineReport['deals']; byOwner: OwnerWinRate[]; bySource: SourceWinRate[] } {
  const owners = new Map<number | null, OwnerWinRate>();
  const sources = new Map<DealSource, SourceWinRate>();
  let deals = { total: 0, won: 0, lost: 0, open: 0 };
  const rate = (r: WinRaw) => ({ won: Number(r.won), lost: Number(r.lost), win_rate: percent(Number(r.won), Number(r.won) + Number(r.lost)), won_totals: [] });
  // The sets without a currency come first in neither order: make the rows, then add the sums.
  for (const r of rows.filter((x) => !x.by_currency)) {
    if (r.by_owner) owners.set(r.owner_id, { owner: ref(r.owner_id, r.owner_name), ...rate(r) });
    else if (r.by_source) sources.set(r.source!, { source: r.source!, ...rate(r) });
    else deals = { total: Number(r.total), won: Number(r.won), lost: Number(r.lost), open: Number(r.total) - Number(r.won) - Number(r.lost) };
  }
  for (const r of rows.filter((x) => x.by_currency && x.won_value !== null)) {
    const row = r.by_owner ? owners.get(r.owner_id) : sources.get(r.source!);
    row?.won_totals.push({ currency: r.currency!, total: formatAmount(r.won_value!, r.currency!) });
  }
  const closed = (x: { won: number; lost: number }) => x.won + x.lost > 0;
  for (const row of [...owners.values(), ...sources.values()]) row.won_totals.sort((a, b) => a.currency.localeCompare(b.currency));
  return {
    deals,
    byOwner: [...owners.values()].filter(closed).sort(byOwner),
    bySource: DEAL_SOURCES.map((source) => sources.get(source)).filter((x): x is SourceWinRate => x !== undefined && closed(x)),
  };
}

function funnel(stages: StageRaw[], open: OpenRaw[]): FunnelStage[] {
  return stages.map((st) => {
    const probability = stageProbability(Number(st.k), Number(st.n));
    const here = open.filter((o) => Number(o.stage_id) === Number(st.id));
    return {
      id: Number(st.id),
      name: st.name,
      position: Number(st.k),
      probability,
      reached: Number(st.reached),
      advanced: Number(st.advanced),
      conversion: percent(Number(st.advanced), Number(st.reached)),
      average_days: st.average_days === null ? null : Number(st.average_days),
      median_days: st.median_days === null ? null : Number(st.median_days),
      open: here.reduce((n, o) => n + Number(o.open), 0),
      open_totals: here.map((o) => {
        // A deal's own probability, else its stage's (the contract's one rule).
        const weighted = new Big(o.own_weighted ?? 0).plus(new Big(o.unweighted ?? 0).times(probability).div(100));
        return { currency: o.currency, total: formatAmount(o.total, o.currency), weighted: formatAmount(weighted, o.currency) };
      }),
    };
  });
}

function exceptionOf(r: ExceptionRaw, days: number): ExceptionDeal {
  return {
    id: Number(r.id),
    title: r.title,
    account: { id: Number(r.account_id), name: r.account_name },
    owner: ref(r.owner_id, r.owner_name),
    stage: { id: Number(r.stage_id), name: r.stage_name },
    amount: formatAmount(r.amount, r.currency),
    currency: r.currency,
    expected_close: r.expected_close,
    stage_entered: r.stage_entered,
    days,
  };
}

/** Everything of the report but the pipelines (the caller read them to choose one). */
export async function pipelineReport(db: Db, s: ReportScope): Promise<Omit<PipelineReport, 'pipeline' | 'pipelines'>> {
  const scoped = s.pipelineId === null ? null : { ...s, pipelineId: s.pipelineId };
  const [stages, open, wins, exceptions, activities] = await Promise.all([
    scoped ? funnelRows(db, scoped) : [],
    scoped ? openRows(db, scoped) : [],
    scoped ? winRows(db, scoped) : [],
    scoped ? exceptionRows(db, scoped) : [],
    activityRows(db, s),
  ]);
  const rates = winRates(wins);
  return {
    from: s.from,
    to: s.to,
    as_of: s.today,
    deals: rates.deals,
    stages: funnel(stages, open),
    by_owner: rates.byOwner,
    by_source: rates.bySource,
    overdue: exceptions
      .filter((r) => r.days_overdue !== null && Number(r.days_overdue) > 0)
      .map((r) => exceptionOf(r, Number(r.days_overdue)))
      .sort((a, b) => b.days - a.days || a.id - b.id),
    stalled_days: STALLED_DAYS,
    stalled: exceptions
      .filter((r) => Number(r.days_stalled) >= STALLED_DAYS)
      .map((r) => exceptionOf(r, Number(r.days_stalled)))
      .sort((a, b) => b.days - a.days || a.id - b.id),
    activities: activities.map((r): OwnerActivities => ({ owner: ref(r.owner_id, r.owner_name), open: Number(r.open), overdue: Number(r.overdue), done: Number(r.done) })),
  };
}
