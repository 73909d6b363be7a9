import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { NamedRef, SalesSettingsRow } from '@si/contract';
import { api, listTeams } from '@si/core/admin';
import { FormActions } from '../../admin/FormActions.tsx';
import { groupedErrors } from '../../admin/fields.tsx';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { formatDate } from '../../portal-kit/itemLabels.ts';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { EmbedCode } from './EmbedCode.tsx';
import { FormQuestions } from './FormQuestions.tsx';
import { Picker } from './Picker.tsx';

type Draft = { enabled: boolean; fieldIds: number[]; team: string; category: string };
const FIELDS = ['lead_form_enabled', 'lead_form_field_ids', 'assign_team_id', 'loan_category_id'];
/** As the server takes them (SalesSettingsWrite). */
const MAX_QUESTIONS = 20;

const draftOf = (s: SalesSettingsRow): Draft => ({
  enabled: s.lead_form_enabled,
  fieldIds: s.lead_form_field_ids,
  team: s.assign_team ? String(s.assign_team.id) : '',
  category: s.loan_category ? String(s.loan_category.id) : '',
});

/** A picker's choices: "none" first, then the list, with the saved one kept even when the list leaves it out. */
function choices(none: string, list: readonly NamedRef[] | undefined, saved: NamedRef | null): [string, string][] {
  const rows = [...(list ?? [])];
  if (saved && !rows.some((row) => row.id === saved.id)) rows.push(saved);
  return [['', none], ...rows.map((row): [string, string] => [String(row.id), row.name])];
}

/**
 * The sales settings: the lead form (on or off, its key and the code to embed it, the questions
 * of the organization's own it asks), who gets new leads (nobody, or a team's members in turn)
 * and which product category is loans. An Office Administrator saves; others read it disabled.
 * A refused save keeps every choice, with the server's messages at their fields.
 */
export function SettingsForm({ settings, canWrite, onSaved }: { settings: SalesSettingsRow; canWrite: boolean; onSaved(next: SalesSettingsRow): void }) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [saved, setSaved] = useState<string>();
  const teams = useLoad((signal) => listTeams({ page: 1, page_size: 100 }, signal).then((p) => p.results), 'teams');
  const categories = useLoad((signal) => api('listCategories', { query: { page: 1, page_size: 100 }, signal }).then((p) => p.results), 'categories');
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setSaved(undefined);
    setDraft((d) => ({ ...d, [key]: value }));
  };

  const { busy, errors, handleSubmit } = useFormSubmit(
    (): Record<string, string> => (draft.fieldIds.length > MAX_QUESTIONS ? { lead_form_field_ids: t`Choose at most ${MAX_QUESTIONS} questions.` } : {}),
    async () => {
      const next = await api('putSalesSettings', {
        json: {
          lead_form_enabled: draft.enabled,
          lead_form_field_ids: draft.fieldIds,
          assign_team_id: draft.team ? Number(draft.team) : null,
          loan_category_id: draft.category ? Number(draft.category) : null,
        },
      });
      setSaved(settings.lead_form_key ? t`The sales settings are saved.` : t`The sales settings are saved, and the form's key is made: the code for your website is below.`);
      onSaved(next);
    },
    (error) => groupedErrors(error, FIELDS, i18n),
    t`Check the fields marked below; nothing was sent.`,
  );

  return (
    <form className="settings-form" noValidate aria-label={t`Sales pipeline settings`} aria-busy={busy} part="settings-form" onSubmit={(e: FormEvent) => void handleSubmit(e)}>
      {settings.updated_at === null ? (
        <p className="muted" part="defaults">
          {t`These settings were never saved: the lead form is off and new leads have no owner.`}
        </p>
      ) : (
        <p className="muted">{t`Last saved on ${formatDate(settings.updated_at.slice(0, 10), lang)}.`}</p>
      )}
      {errors.alert && (
        <Notice variant="danger" part="settings-error">
          {errors.alert}
        </Notice>
      )}
      {saved && !errors.alert && (
        <Notice variant="success" part="settings-saved">
          {saved}
        </Notice>
      )}

      <section className="panel settings-section" part="lead-form" aria-labelledby={`${id}-form`}>
        <h3 id={`${id}-form`}>{t`Lead form`}</h3>
        <p className="muted">{t`A form on your own website where visitors leave their details: each answer becomes a new lead, from the source "Form".`}</p>
        <label className="check switch" part="form-switch">
          <input
            type="checkbox"
            role="switch"
            name="lead_form_enabled"
            checked={draft.enabled}
            disabled={!canWrite}
            aria-invalid={errors.fields.lead_form_enabled ? true : undefined}
            aria-describedby={errors.fields.lead_form_enabled ? `${id}-enabled-error` : undefined}
            onChange={(e) => set('enabled', e.target.checked)}
          />
          {t`The form takes answers`}
        </label>
        {errors.fields.lead_form_enabled && (
          <small id={`${id}-enabled-error`} className="field-error">
            {errors.fields.lead_form_enabled}
          </small>
        )}
        <EmbedCode formKey={settings.lead_form_key} enabled={settings.lead_form_enabled} />
        <FormQuestions available={settings.available_fields} chosen={draft.fieldIds} disabled={!canWrite} error={errors.fields.lead_form_field_ids} onChange={(ids) => set('fieldIds', ids)} />
      </section>

      <section className="panel settings-section" part="assignment" aria-labelledby={`${id}-assignment`}>
        <h3 id={`${id}-assignment`}>{t`Lead assignment`}</h3>
        <Picker
          name="assign_team_id"
          label={t`New leads go to`}
          value={draft.team}
          options={choices(t`Nobody: new leads wait for someone to take them`, teams.loaded.data, settings.assign_team)}
          disabled={!canWrite}
          hint={t`New leads from the form and from imports are given to the team's active members in turn.`}
          error={errors.fields.assign_team_id ?? (teams.loaded.status === 'error' ? errorText(teams.loaded.error, i18n) : undefined)}
          onChange={(v) => set('team', v)}
        />
      </section>

      <section className="panel settings-section" part="loans" aria-labelledby={`${id}-loans`}>
        <h3 id={`${id}-loans`}>{t`Loans`}</h3>
        <Picker
          name="loan_category_id"
          label={t`Products of this category are loans`}
          value={draft.category}
          options={choices(t`None`, categories.loaded.data, settings.loan_category)}
          disabled={!canWrite}
          hint={t`A deal on a product of this category is marked as a loan.`}
          error={errors.fields.loan_category_id ?? (categories.loaded.status === 'error' ? errorText(categories.loaded.error, i18n) : undefined)}
          onChange={(v) => set('category', v)}
        />
      </section>

      {canWrite && <FormActions submitText={t`Save the sales settings`} busy={busy} />}
    </form>
  );
}
