import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LendingSettingsRow } from '@si/contract';
import { FIGURE_NAME_PATTERN, LENDING_LIMITS } from '@si/contract/lending';
import { FormActions } from '../../admin/FormActions.tsx';
import { SelectField, TextArea } from '../../admin/fields.tsx';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { groupedErrors } from '../../admin/fields.tsx';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { getLendingSettings, saveLendingSettings } from '../kit/staff/loanCalls.ts';
import { LoanInput } from '../kit/staff/loanFields.tsx';

const L = LENDING_LIMITS;
const SHOWN = ['rating_scale', 'warning_margin', 'dual_decision_amount', 'draw_approval_amount', 'pipeline_id', 'formulas'];
type Formula = { key: string; name: string; formula: string };
const AMOUNT = /^\d{1,16}(\.\d{1,2})?$/;
/** An amount in the loan's own currency (the settings name none), in the reader's digits. */
const amountText = (amount: string, lang: string) => new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount));

function SettingsForm({ settings, onSaved }: { settings: LendingSettingsRow; onSaved(next: LendingSettingsRow): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [values, setValues] = useState({
    rating_scale: settings.rating_scale.join('\n'),
    warning_margin: settings.warning_margin,
    dual_decision_amount: settings.dual_decision_amount,
    draw_approval_amount: settings.draw_approval_amount,
    pipeline_id: settings.pipeline ? String(settings.pipeline.id) : '',
  });
  const [formulas, setFormulas] = useState<Formula[]>(settings.formulas);
  const [saved, setSaved] = useState(false);
  const set = (name: keyof typeof values) => (value: string) => {
    setSaved(false);
    setValues((v) => ({ ...v, [name]: value }));
  };
  const setFormula = (i: number, name: keyof Formula) => (value: string) => {
    setSaved(false);
    setFormulas((list) => list.map((f, k) => (k === i ? { ...f, [name]: value } : f)));
  };
  const scale = values.rating_scale
    .split('\n')
    .map((r) => r.trim())
    .filter(Boolean);

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      if (!scale.length) problems.rating_scale = t`Enter at least one rating, one a line.`;
      else if (scale.length > L.ratingScale) problems.rating_scale = t`At most ${L.ratingScale} ratings.`;
      else if (new Set(scale.map((r) => r.toLowerCase())).size !== scale.length) problems.rating_scale = t`Each rating once.`;
      else if (scale.some((r) => r.length > L.rating)) problems.rating_scale = t`A rating has at most ${L.rating} characters.`;
      if (!/^\d{1,3}(\.\d{1,2})?$/.test(values.warning_margin.trim()) || Number(values.warning_margin) > 100) problems.warning_margin = t`Enter a percentage from 0 to 100.`;
      if (!AMOUNT.test(values.dual_decision_amount.trim())) problems.dual_decision_amount = t`Enter an amount, such as 1000000.00.`;
      if (!AMOUNT.test(values.draw_approval_amount.trim())) problems.draw_approval_amount = t`Enter an amount, such as 250000.00.`;
      const keys = formulas.map((f) => f.key.trim());
      if (formulas.some((f) => !FIGURE_NAME_PATTERN.test(f.key.trim()) || !f.name.trim() || !f.formula.trim())) problems.formulas = t`Each formula needs a key (lower-case letters, digits and underscores), a name and its formula.`;
      else if (new Set(keys).size !== keys.length) problems.formulas = t`Each key once.`;
      return problems;
    },
    async () => {
      const next = await saveLendingSettings({
        rating_scale: scale,
        warning_margin: values.warning_margin.trim(),
        dual_decision_amount: values.dual_decision_amount.trim(),
        draw_approval_amount: values.draw_approval_amount.trim(),
        pipeline_id: values.pipeline_id ? Number(values.pipeline_id) : null,
        formulas: formulas.map((f) => ({ key: f.key.trim(), name: f.name.trim(), formula: f.formula.trim() })),
      });
      setSaved(true);
      onSaved(next);
    },
    (error) => groupedErrors(error, SHOWN, i18n),
    t`Check the fields marked below; nothing was sent.`,
  );

  return (
    <form noValidate part="settings-form" aria-labelledby={`${id}-h`} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
      <h3 id={`${id}-h`} className="sr-only">
        {t`Change the lending settings`}
      </h3>
      {settings.updated_at === null && (
        <p className="muted" part="defaults">
          {t`These are the defaults: nothing is saved yet.`}
        </p>
      )}
      <ErrorAlert message={errors.alert} />
      {saved && (
        <Notice variant="success" part="settings-saved">
          {t`The lending settings are saved.`}
        </Notice>
      )}
      <TextArea name="rating_scale" label={t`Rating scale, best first, one a line`} rows={6} value={values.rating_scale} error={errors.fields.rating_scale} onChange={set('rating_scale')} />
      <div className="loan-fields">
        <LoanInput name="warning_margin" label={t`Warning margin (% of a covenant's threshold)`} inputMode="decimal" dir="ltr" value={values.warning_margin} error={errors.fields.warning_margin} onChange={set('warning_margin')} />
        <LoanInput
          name="dual_decision_amount"
          label={t`Two decisions above`}
          inputMode="decimal"
          dir="ltr"
          value={values.dual_decision_amount}
          hint={t`A loan above this amount is decided by two different people.`}
          error={errors.fields.dual_decision_amount}
          onChange={set('dual_decision_amount')}
        />
        <LoanInput
          name="draw_approval_amount"
          label={t`Draws approved by a reviewer above`}
          inputMode="decimal"
          dir="ltr"
          value={values.draw_approval_amount}
          hint={t`A draw above this amount is approved by a reviewer (LRA).`}
          error={errors.fields.draw_approval_amount}
          onChange={set('draw_approval_amount')}
        />
        <SelectField
          name="pipeline_id"
          label={t`Loan pipeline`}
          value={values.pipeline_id}
          options={[['', t`The first pipeline by name`], ...settings.pipelines.map((p): [string, string] => [String(p.id), p.name])]}
          error={errors.fields.pipeline_id}
          onChange={set('pipeline_id')}
        />
      </div>
      <fieldset part="formulas" data-invalid={errors.fields.formulas ? true : undefined}>
        <legend>{t`The organization's covenant formulas`}</legend>
        {errors.fields.formulas && (
          <p className="field-error" role="alert">
            {errors.fields.formulas}
          </p>
        )}
        {formulas.length === 0 && <p className="muted">{t`None yet: covenants use the standard metrics.`}</p>}
        {formulas.map((f, i) => (
          <div key={i} className="loan-fields" part="formula">
            <LoanInput name={`formulas.${i}.key`} label={t`Key of formula ${i + 1}`} dir="ltr" maxLength={L.figureName} value={f.key} onChange={setFormula(i, 'key')} />
            <LoanInput name={`formulas.${i}.name`} label={t`Name of formula ${i + 1}`} maxLength={L.covenantName} value={f.name} onChange={setFormula(i, 'name')} />
            <LoanInput name={`formulas.${i}.formula`} label={t`Formula ${i + 1}`} dir="ltr" maxLength={L.formulaLength} value={f.formula} hint={t`Such as total_debt / ebitda.`} onChange={setFormula(i, 'formula')} />
            <button type="button" part="remove-formula" onClick={() => setFormulas((list) => list.filter((_, k) => k !== i))}>
              {t`Remove formula ${i + 1}`}
            </button>
          </div>
        ))}
        {formulas.length < L.formulas && (
          <button type="button" part="add-formula" onClick={() => setFormulas((list) => [...list, { key: '', name: '', formula: '' }])}>
            {t`Add a formula`}
          </button>
        )}
      </fieldset>
      <FormActions submitText={t`Save the lending settings`} busy={busy} />
    </form>
  );
}

/** The settings as a reader sees them (no control to press). */
function SettingsView({ settings }: { settings: LendingSettingsRow }) {
  const { t } = useLingui();
  const { lang } = useShell();
  return (
    <dl className="facts" part="settings-view">
      <div>
        <dt>{t`Rating scale, best first`}</dt>
        <dd>
          <ol>
            {settings.rating_scale.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ol>
        </dd>
      </div>
      <div>
        <dt>{t`Warning margin`}</dt>
        <dd>{new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(Number(settings.warning_margin) / 100)}</dd>
      </div>
      <div>
        <dt>{t`Two decisions above`}</dt>
        <dd>{amountText(settings.dual_decision_amount, lang)}</dd>
      </div>
      <div>
        <dt>{t`Draws approved by a reviewer above`}</dt>
        <dd>{amountText(settings.draw_approval_amount, lang)}</dd>
      </div>
      <div>
        <dt>{t`Loan pipeline`}</dt>
        <dd>{settings.pipeline ? <bdi>{settings.pipeline.name}</bdi> : t`The first pipeline by name`}</dd>
      </div>
      <div>
        <dt>{t`The organization's covenant formulas`}</dt>
        <dd>
          {settings.formulas.length ? (
            <ul>
              {settings.formulas.map((f) => (
                <li key={f.key}>
                  <bdi>{f.name}</bdi>: <bdi dir="ltr">{f.formula}</bdi>
                </li>
              ))}
            </ul>
          ) : (
            t`None`
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The lender's settings, on the organization's settings page: the rating scale, the warning
 * margin, the amounts above which a loan needs two decisions and a draw a reviewer, the loan
 * pipeline and the organization's covenant formulas. An Office Administrator changes them; other
 * roles read them.
 */
export function LendingSettings() {
  const { t } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const settings = useLoad((signal) => getLendingSettings(signal), 'lending settings');
  return (
    <div className="admin" part="base">
      <h2 part="page-heading">{t`Lending settings`}</h2>
      {!canWrite && (
        <p className="muted" part="read-only">
          {t`Only an Office Administrator can change these settings.`}
        </p>
      )}
      <LoadState loaded={settings.loaded} retry={settings.retry} />
      {settings.loaded.data && (canWrite ? <SettingsForm settings={settings.loaded.data} onSaved={settings.setData} /> : <SettingsView settings={settings.loaded.data} />)}
    </div>
  );
}
