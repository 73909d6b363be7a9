import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AccountBulkAction, AccountBulkInput } from '@si/core/admin';
import { bulkAccounts } from '@si/core/admin';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { optionsOf, type Choices } from './useChoices.ts';

type Props = {
  ids: number[];
  choices: Choices;
  onDone(updated: number, action: AccountBulkAction): void;
  onFailed(error: unknown): void;
  onClear(): void;
};

/** Actions that cannot be taken back with one click (archive hides the workspaces, reminders are mailed): asked first. */
const CONFIRMED: readonly AccountBulkAction[] = ['archive', 'remind'];

/** The bar over the table while workspaces are selected: one action for all of them, confirmed when destructive. */
export function BulkActions({ ids, choices, onDone, onFailed, onClear }: Props) {
  const { t } = useLingui();
  const [action, setAction] = useState<AccountBulkAction | ''>('');
  const [lead, setLead] = useState('');
  const [team, setTeam] = useState('');
  const [message, setMessage] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = ids.length;

  const labels: Record<AccountBulkAction, string> = {
    assign_lead: t`Assign lead`,
    assign_team: t`Assign team`,
    hold: t`Put on hold`,
    release: t`Release hold`,
    remind: t`Send reminders now`,
    archive: t`Archive`,
    restore: t`Restore`,
  };

  async function run() {
    if (!action) return;
    setConfirming(false);
    const body: AccountBulkInput = { ids, action };
    if (action === 'assign_lead') body.lead_user_id = lead ? Number(lead) : null;
    if (action === 'assign_team') body.team_id = team ? Number(team) : null;
    if (action === 'hold') body.account_hold_message = message.trim();
    setBusy(true);
    try {
      const { updated } = await bulkAccounts(body);
      onDone(updated, action);
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  }

  const apply = () => (action && CONFIRMED.includes(action) ? setConfirming(true) : void run());

  return (
    <div className="bulk" role="group" aria-label={t`Bulk actions`} part="bulk">
      <span className="selected" aria-live="polite">
        {t`${count} selected`}
      </span>
      <label>
        <span>{t`Action`}</span>
        <select name="bulk_action" value={action} onChange={(e) => setAction(e.target.value as AccountBulkAction | '')}>
          <option value="">{t`Choose an action`}</option>
          {(Object.keys(labels) as AccountBulkAction[]).map((key) => (
            <option key={key} value={key}>
              {labels[key]}
            </option>
          ))}
        </select>
      </label>
      {action === 'assign_lead' && (
        <label>
          <span>{t`New lead`}</span>
          <select name="bulk_lead" value={lead} onChange={(e) => setLead(e.target.value)}>
            {optionsOf(choices.users, t`No lead`).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
      )}
      {action === 'assign_team' && (
        <label>
          <span>{t`New team`}</span>
          <select name="bulk_team" value={team} onChange={(e) => setTeam(e.target.value)}>
            {optionsOf(choices.teams, t`No team`).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </label>
      )}
      {action === 'hold' && (
        <label>
          <span>{t`Hold message (empty: the organization's message)`}</span>
          <textarea name="bulk_hold_message" rows={2} value={message} onChange={(e) => setMessage(e.target.value)} />
        </label>
      )}
      <button type="button" className="primary" disabled={!action || busy} aria-busy={busy} onClick={apply}>
        {t`Apply`}
      </button>
      <button type="button" onClick={onClear}>
        {t`Clear selection`}
      </button>
      {confirming && action && (
        <ConfirmBar label={labels[action]} confirmText={labels[action]} onConfirm={() => void run()} onCancel={() => setConfirming(false)}>
          {action === 'archive' ? t`Archive the selected workspaces (${count})? They leave this list until restored.` : t`Send reminders now for the selected workspaces (${count})?`}
        </ConfirmBar>
      )}
    </div>
  );
}
