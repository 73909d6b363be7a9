import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ExpenseSettingsRow } from '@si/contract';
import type { OfficeRole } from '@si/contract/enums';
import { api, listTeams } from '@si/core/admin';
import { FormActions } from '../../admin/FormActions.tsx';
import { formErrors } from '../../base/errors.ts';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { formatDate } from '../../portal-kit/itemLabels.ts';
import { EXPENSE_TEXT_MAX, OFFICE_ROLE_ORDER, officeRoleText, validCurrency } from '../kit/expenseWords.ts';
import { ChoiceField, InputField } from '../kit/fields.tsx';

type Draft = { currency: string; approver: 'team' | 'role'; team: string; role: OfficeRole | ''; days: string };
const FIELDS = ['currency', 'approver_team_id', 'approver_office_role', 'reimbursement_days'];

const draftOf = (s: ExpenseSettingsRow): Draft => ({
  currency: s.currency,
  approver: s.approver_team ? 'team' : 'role',
  team: s.approver_team ? String(s.approver_team.id) : '',
  role: s.approver_office_role ?? (s.approver_team ? '' : 'OA'),
  days: String(s.reimbursement_days),
});

/**
 * The expense settings: the expense currency (policy amounts are in it, new claims default to
 * it), who approves claims (a team's members, or the holders of an office role in the claimant's
 * home office) and how many days after approval a reimbursement is due. An Office Administrator
 * saves; others read. A failed save keeps what was chosen, with the server's message at its field.
 */
export function SettingsForm({ settings, canWrite, onSaved }: { settings: ExpenseSettingsRow; canWrite: boolean; onSaved(settings: ExpenseSettingsRow): void }) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [saved, setSaved] = useState(false);
  const teams = useLoad((signal) => listTeams({ page: 1, page_size: 100 }, signal).then((p) => p.results), 'teams');
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setSaved(false);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const teamOptions: [string, string][] = [['', teams.loaded.data ? t`Choose a team` : t`Loading teams…`], ...(teams.loaded.data ?? []).map((team): [string, string] => [String(team.id), team.name])];
  if (settings.approver_team && !teams.loaded.data?.some((team) => team.id === settings.approver_team!.id)) teamOptions.push([String(settings.approver_team.id), settings.approver_team.name]);

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      if (!validCurrency(draft.currency)) problems.currency = t`Enter a three-letter currency code, such as EUR.`;
      if (draft.approver === 'team' && !draft.team) problems.approver_team_id = t`Choose the team that approves claims.`;
      if (draft.approver === 'role' && !draft.role) problems.approver_office_role = t`Choose the office role that approves claims.`;
      const days = draft.days.trim();
      if (!/^\d{1,3}$/.test(days) || Number(days) > EXPENSE_TEXT_MAX.reimbursementDays) problems.reimbursement_days = t`Enter a number of days from 0 to ${EXPENSE_TEXT_MAX.reimbursementDays}.`;
      return problems;
    },
    async () => {
      const next = await api('putExpenseSettings', {
        json: {
          currency: draft.currency.trim().toUpperCase(),
          approver_team_id: draft.approver === 'team' ? Number(draft.team) : null,
          approver_office_role: draft.approver === 'role' ? (draft.role as OfficeRole) : null,
          reimbursement_days: Number(draft.days.trim()),
        },
      });
      setSaved(true);
      onSaved(next);
    },
    (error) => formErrors(error, FIELDS, i18n),
    t`Check the fields marked below; nothing was sent.`,
  );

  return (
    <form className="settings-form" noValidate aria-labelledby={`${id}-heading`} aria-busy={busy} part="settings-form" onSubmit={(e: FormEvent) => void handleSubmit(e)}>
      <h3 id={`${id}-heading`}>{t`Approval and reimbursement`}</h3>
      {settings.updated_at === null && (
        <p className="muted" part="defaults">
          {t`These are the defaults, never saved: claims are approved by the Office Administrators of the claimant's home office.`}
        </p>
      )}
      {settings.updated_at !== null && <p className="muted">{t`Last saved on ${formatDate(settings.updated_at.slice(0, 10), lang)}.`}</p>}
      {errors.alert && (
        <Notice variant="danger" part="settings-error">
          {errors.alert}
        </Notice>
      )}
      {saved && !errors.alert && (
        <Notice variant="success" part="settings-saved">
          {t`The expense settings are saved.`}
        </Notice>
      )}
      <div className="line-fields">
        <InputField
          name="currency"
          label={t`Expense currency`}
          value={draft.currency}
          maxLength={3}
          dir="ltr"
          disabled={!canWrite}
          hint={t`The policy's amounts are in it, and new claims are reimbursed in it.`}
          error={errors.fields.currency}
          onChange={(v) => set('currency', v)}
        />
        <InputField
          name="reimbursement_days"
          label={t`Days to reimburse`}
          value={draft.days}
          inputMode="numeric"
          dir="ltr"
          disabled={!canWrite}
          hint={t`A reimbursement is due this many days after its claim is approved.`}
          error={errors.fields.reimbursement_days}
          onChange={(v) => set('days', v)}
        />
      </div>
      <fieldset className="splits" disabled={!canWrite}>
        <legend>{t`Who approves claims`}</legend>
        <label className="choice">
          <input type="radio" name="approver" value="team" checked={draft.approver === 'team'} onChange={() => set('approver', 'team')} /> {t`The members of a team`}
        </label>
        <label className="choice">
          <input type="radio" name="approver" value="role" checked={draft.approver === 'role'} onChange={() => set('approver', 'role')} /> {t`An office role in the claimant's home office`}
        </label>
        {draft.approver === 'team' ? (
          <ChoiceField name="approver_team_id" label={t`Team`} value={draft.team} options={teamOptions} error={errors.fields.approver_team_id ?? (teams.loaded.status === 'error' ? errorText(teams.loaded.error, i18n) : undefined)} onChange={(v) => set('team', v)} />
        ) : (
          <ChoiceField
            name="approver_office_role"
            label={t`Office role`}
            value={draft.role}
            options={[['', t`Choose a role`], ...OFFICE_ROLE_ORDER.map((r): [string, string] => [r, officeRoleText(r, i18n)])]}
            error={errors.fields.approver_office_role}
            onChange={(v) => set('role', v as OfficeRole | '')}
          />
        )}
        <p className="muted">{t`Nobody approves their own claim: another approver decides on it.`}</p>
      </fieldset>
      {canWrite && <FormActions submitText={t`Save settings`} busy={busy} />}
    </form>
  );
}
