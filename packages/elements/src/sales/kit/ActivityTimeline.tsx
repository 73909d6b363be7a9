import { useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ActivityRow } from '@si/contract';
import { api } from '@si/core/admin';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { followLink } from '../../admin/links.ts';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { errorText } from '../../ui/errorText.ts';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { ActivityForm } from './ActivityForm.tsx';
import { ActivityIcon } from './activityIcons.tsx';
import { activityKindText, dueText, instantText } from './dealWords.ts';
import { fillLink } from './salesWords.ts';

/** Whose activities: an account's, a deal's, or the signed-in user's open ones (`mine`). */
export type ActivityScope = { accountId?: number; dealId?: number; mine?: boolean };

export type ActivityTimelineProps = ActivityScope & {
  /** The caller has a write role: the form, the done boxes and Delete show. */
  canWrite: boolean;
  /** A deal's page, `{account_id}` and `{id}` replaced: an entry on a deal links there. */
  dealHref?: string;
  /** An account's page, `{id}` replaced: in `mine`, an entry without a deal links there. */
  accountHref?: string;
  /** The heading's level: 2 on a screen of its own, 3 inside a deal's page. */
  level?: 2 | 3;
};

type Outcome = { ok: boolean; text: string };

function ActivityEntry({ row, scope, canWrite, dealHref, accountHref, busy, onDone, onDelete }: {
  row: ActivityRow;
  scope: ActivityScope;
  canWrite: boolean;
  dealHref?: string;
  accountHref?: string;
  busy: boolean;
  onDone(done: boolean): void;
  onDelete(): void;
}) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const kind = activityKindText(row.kind, i18n);
  const due = dueText(row, lang, i18n);
  const dealLink = row.deal ? fillLink(dealHref, { account_id: row.account.id, id: row.deal.id }) : undefined;
  const accountLink = fillLink(accountHref, { id: row.account.id });
  const showDeal = row.deal && scope.dealId === undefined;
  const showAccount = scope.accountId === undefined && scope.dealId === undefined;
  const by = row.created_by?.name;
  const at = instantText(row.created_at, lang);
  return (
    <li className={row.done_at ? 'activity activity--done' : 'activity'} part="activity" data-activity={row.id}>
      <div className="activity-head">
        <span className="activity-kind" part="activity-kind">
          <ActivityIcon kind={row.kind} label={kind} />
          <span aria-hidden="true">{kind}</span>
        </span>
        <strong className="activity-subject" part="activity-subject">
          <bdi>{row.subject}</bdi>
        </strong>
      </div>
      {row.body && (
        <p className="activity-body" part="activity-body">
          {row.body}
        </p>
      )}
      <p className="activity-facts muted">
        {due && (
          <span className={due.overdue ? 'overdue' : undefined} part={due.overdue ? 'activity-due overdue' : 'activity-due'}>
            {due.text}
          </span>
        )}
        {row.done_at && <span part="activity-done-at">{t`Done ${instantText(row.done_at, lang)}`}</span>}
        <span part="activity-owner">{row.owner ? t`Owner: ${row.owner.name}` : t`No owner`}</span>
        <span>{by ? t`Logged by ${by}, ${at}` : t`Logged ${at}`}</span>
      </p>
      {(showDeal || showAccount) && (
        <p className="activity-links">
          {showAccount &&
            (accountLink ? (
              <a href={accountLink} part="activity-account" onClick={(e) => followLink(e, accountLink)}>
                <bdi>{row.account.name}</bdi>
              </a>
            ) : (
              <bdi part="activity-account">{row.account.name}</bdi>
            ))}
          {showDeal &&
            row.deal &&
            (dealLink ? (
              <a href={dealLink} part="activity-deal" onClick={(e) => followLink(e, dealLink)}>
                {t`Deal: ${row.deal.name}`}
              </a>
            ) : (
              <span part="activity-deal">{t`Deal: ${row.deal.name}`}</span>
            ))}
        </p>
      )}
      {canWrite && (
        <div className="activity-actions">
          <label className="check" part="activity-done">
            <input type="checkbox" name="done" checked={!!row.done_at} disabled={busy} onChange={(e) => onDone(e.target.checked)} />
            <span>
              {t`Done`}
              <span className="sr-only">: {row.subject}</span>
            </span>
          </label>
          <button type="button" className="link" part="activity-delete" disabled={busy} onClick={onDelete}>
            {t`Delete`}
            <span className="sr-only">: {row.subject}</span>
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * A timeline of activities, newest and due first as the server orders them: an account's, a
 * deal's, or the signed-in user's open ones across accounts (`mine`, with links to their deal or
 * account). Each entry says its kind in words beside its drawing, its subject, its text (always
 * plain text), when it is due (overdue said in words), its owner and who logged it; writers tick
 * it done, delete it after a confirmation, and log a new one on an account or a deal.
 */
export function ActivityTimeline({ accountId, dealId, mine, canWrite, dealHref, accountHref, level = 2 }: ActivityTimelineProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const scope: ActivityScope = { accountId, dealId, mine };
  const query = mine ? { owner: 'me' as const, state: 'open' as const } : dealId !== undefined ? { deal_id: dealId } : { account_id: accountId };
  const load = useLoad((signal) => api('listActivities', { query, signal }).then((answer) => answer.results), JSON.stringify(query));
  const [logging, setLogging] = useState(false);
  const [working, setWorking] = useState<number>();
  const [deleting, setDeleting] = useState<ActivityRow>();
  const [outcome, setOutcome] = useState<Outcome>();
  const logButton = useRef<HTMLButtonElement>(null);
  const rows = load.loaded.data ?? [];
  const H = level === 2 ? 'h2' : 'h3';
  const mayLog = canWrite && !mine && accountId !== undefined;

  async function markDone(row: ActivityRow, done: boolean) {
    setWorking(row.id);
    setOutcome(undefined);
    try {
      const saved = await api('updateActivity', { params: { id: row.id }, json: { done } });
      load.setData((list) => list.map((r) => (r.id === saved.id ? saved : r)));
      setOutcome({ ok: true, text: done ? t`"${row.subject}" is done.` : t`"${row.subject}" is open again.` });
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error, i18n) });
    } finally {
      setWorking(undefined);
    }
  }
  async function remove(row: ActivityRow) {
    setDeleting(undefined);
    setWorking(row.id);
    setOutcome(undefined);
    try {
      await api('deleteActivity', { params: { id: row.id }, responseType: 'none' });
      load.setData((list) => list.filter((r) => r.id !== row.id));
      setOutcome({ ok: true, text: t`"${row.subject}" was deleted.` });
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error, i18n) });
    } finally {
      setWorking(undefined);
    }
  }
  const closeForm = () => {
    setLogging(false);
    requestAnimationFrame(() => logButton.current?.focus());
  };

  return (
    <section className="activities" part="activities" aria-labelledby={`${id}-heading`}>
      <div className="activities-head">
        <H id={`${id}-heading`}>{mine ? t`My open activities` : t`Activities`}</H>
        {mayLog && !logging && (
          <button
            type="button"
            ref={logButton}
            className="primary"
            part="log-activity"
            onClick={() => {
              setOutcome(undefined);
              setLogging(true);
            }}
          >
            {t`Log an activity`}
          </button>
        )}
      </div>
      {outcome && (
        <Notice variant={outcome.ok ? 'success' : 'danger'} part="activity-outcome">
          {outcome.text}
        </Notice>
      )}
      {mayLog && logging && accountId !== undefined && (
        <ActivityForm
          accountId={accountId}
          dealId={dealId}
          onCancel={closeForm}
          onSaved={(saved) => {
            load.setData((list) => [saved, ...list.filter((r) => r.id !== saved.id)]);
            setOutcome({ ok: true, text: t`"${saved.subject}" was saved.` });
            closeForm();
            void load.reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmBar key={deleting.id} label={t`Delete an activity`} confirmText={t`Delete`} onCancel={() => setDeleting(undefined)} onConfirm={() => void remove(deleting)}>
          {t`Delete "${deleting.subject}" from the timeline? This cannot be undone.`}
        </ConfirmBar>
      )}
      <LoadState loaded={load.loaded} retry={load.retry} />
      {load.loaded.status === 'ready' && rows.length === 0 && (
        <p className="muted" role="status" part="activities-empty">
          {mine ? t`You have no open activities.` : t`No activities yet.`}
        </p>
      )}
      {rows.length > 0 && (
        <ol className="timeline" part="timeline" aria-labelledby={`${id}-heading`}>
          {rows.map((row) => (
            <ActivityEntry
              key={row.id}
              row={row}
              scope={scope}
              canWrite={canWrite}
              dealHref={dealHref}
              accountHref={accountHref}
              busy={working === row.id}
              onDone={(done) => void markDone(row, done)}
              onDelete={() => {
                setOutcome(undefined);
                setDeleting(row);
              }}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
