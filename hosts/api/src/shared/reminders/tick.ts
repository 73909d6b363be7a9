/**
 * The reminder scheduler: each tick finds every open item's current ladder step for each of its
 * contacts and mails the steps not yet sent. It runs inside the API process; tests call
 * runReminderTick with their own clock.
 */
import { inArray, sql } from 'drizzle-orm';
import { REMINDER_LIMITS } from '@si/contract';
import type { Db } from '../../db/client.ts';
import { reminderSent } from '../../db/schema.ts';
import type { Deps } from '../../platform/http/deps.ts';
import { firstRow, reminderDeliveries } from './after-commit.ts';
import { customerNotificationsOn } from '../organizations/mail-settings.ts';
import { claimAndCompose, deliver, type Claim, type PendingMail } from './mail.ts';
import { openItemsWithRecipients } from './recipients.ts';
import { currentStep, dayNumber, scheduleLookup } from './schedule.ts';
import { isoDay } from '../dates/days.ts';
import { openDueTests } from '../../modules/lending/covenants/open.ts';

// Any constant shared by every API process: "si-reminders" as a 64-bit number.
export const TICK_LOCK_ID = 7_349_120_451_877n;

export interface TickResult {
  /** false when another process held the tick's lock and this one skipped the round. */
  ran: boolean;
  mails: number;
}

/** Most steps of a round were sent in an earlier one: read them rather than write a conflicting row for each every minute. */
async function notYetSent(tx: Db, claims: Claim[]): Promise<Claim[]> {
  const ids = [...new Set(claims.map((c) => c.item.id))];
  const sent = new Set<string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await tx
      .select({ itemId: reminderSent.itemId, contactId: reminderSent.contactId, step: reminderSent.step, dueDate: reminderSent.dueDate })
      .from(reminderSent)
      .where(inArray(reminderSent.itemId, ids.slice(i, i + 1000)));
    for (const r of rows) sent.add(`${r.itemId}/${r.contactId}/${r.step}/${r.dueDate}`);
  }
  return claims.filter((c) => !sent.has(`${c.item.id}/${c.recipient.contactId}/${c.step}/${c.item.dueDate}`));
}

/** One round at `now`: claim and mail every step that has come and was not sent yet. */
export async function runReminderTick(deps: Deps, now: Date): Promise<TickResult> {
  // Lending covenant tests whose period comes near get their requirement first, so they are reminded like any other.
  await openDueTests(deps.db, undefined, { today: isoDay(now) });
  const outcome = await deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    // A second process on the same PostgreSQL skips the round rather than queueing behind the first.
    const lock = firstRow<{ got: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${TICK_LOCK_ID.toString()}::bigint) as got`));
    if (!lock?.got) return { ran: false, pending: [] as PendingMail[] };
    const today = isoDay(now);
    // Nothing is ever sent earlier than days_before allows, so later due dates need not be read.
    const dueBy = isoDay(new Date((dayNumber(today) + REMINDER_LIMITS.daysBefore) * 86_400_000));
    const all = await openItemsWithRecipients(tx, { now, dueBy });
    // An organization with customer notifications off is not reminded (nothing is claimed: turned
    // back on, its contacts get the step due that day, not every step they missed).
    const notifying = new Map<number, boolean>();
    for (const orgId of new Set(all.map((o) => o.item.orgId))) notifying.set(orgId, await customerNotificationsOn(tx, orgId));
    const open = all.filter((o) => notifying.get(o.item.orgId));
    const scheduleOf = await scheduleLookup(tx, [...new Set(open.map((o) => o.item.orgId))]);
    const claims: Claim[] = [];
    for (const { item, recipients } of open) {
      const step = currentStep(scheduleOf(item.orgId, item.accountId), item.dueDate!, today);
      if (step) for (const recipient of recipients) claims.push({ item, recipient, step });
    }
    const fresh = await notYetSent(tx, claims);
    return { ran: true, pending: fresh.length ? await claimAndCompose(tx, fresh, now, null) : [] };
  });
  return { ran: outcome.ran, mails: await deliver(deps, outcome.pending) };
}

export interface ReminderScheduler {
  stop(): Promise<void>;
}

/**
 * Ticks every `intervalMs` (one round at a time: a slow round delays the next instead of
 * overlapping it). `stop()` waits for a round in progress and for mails waiting on a commit.
 */
export function startReminderScheduler(deps: Deps, opts: { intervalMs: number; now?: () => Date }): ReminderScheduler {
  const now = opts.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const round = () => {
    running = runReminderTick(deps, now())
      .then((r) => {
        if (r.mails) deps.log(`[reminders] ${r.mails} reminder${r.mails === 1 ? '' : 's'} sent`);
      })
      .catch((err: unknown) => deps.log(`[reminders] tick failed: ${err instanceof Error ? err.message : String(err)}`))
      .finally(() => {
        if (!stopped) timer = setTimeout(round, opts.intervalMs);
      });
  };
  timer = setTimeout(round, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await reminderDeliveries();
    },
  };
}
