import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CovenantCreateInput, CovenantRow } from '@si/contract';
import { COVENANT_FREQUENCIES, COVENANT_METRICS, COVENANT_OPERATORS, FIGURE_NAME_PATTERN, STANDARD_METRICS, type CovenantFrequency, type CovenantKind, type CovenantMetric, type CovenantOperator } from '@si/contract/lending';
import { SelectField, TextArea } from '../../admin/fields.tsx';
import { formErrors } from '../../base/errors.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { frequencyText, lendingMessageText, metricText, operatorText } from '../kit/lendingWords.ts';
import { LoanInput } from '../kit/staff/loanFields.tsx';
import type { CovenantChange } from '../kit/staff/covenantCalls.ts';

export type CovenantFormProps = {
  kind: CovenantKind;
  /** The covenant changed; absent: a new one. */
  covenant?: CovenantRow;
  onSubmit(input: CovenantCreateInput | CovenantChange): Promise<void>;
  onCancel(): void;
};

const FIELDS = ['name', 'description', 'metric', 'formula', 'formula_key', 'figures', 'operator', 'threshold', 'frequency', 'first_test_date', 'due_days', 'warning_margin'];

/** "ebitda: EBITDA" lines to figures, and back. */
const figuresText = (figures: { name: string; label: string }[]) => figures.map((f) => `${f.name}: ${f.label}`).join('\n');
const parseFigures = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':');
      const name = (at < 0 ? line : line.slice(0, at)).trim();
      return { name, label: (at < 0 ? name : line.slice(at + 1)).trim() || name };
    });

/**
 * Adds or changes a covenant: financial (metric, or an own formula over the figures it lists;
 * operator and threshold; warning margin) or affirmative (what is delivered); frequency, first
 * test date and due days when added. The server's message shows at its field; what was typed
 * stays when it refuses.
 */
export function CovenantForm({ kind, covenant, onSubmit, onCancel }: CovenantFormProps) {
  const { t, i18n } = useLingui();
  const financial = kind === 'financial';
  const [name, setName] = useState(covenant?.name ?? '');
  const [description, setDescription] = useState(covenant?.description ?? '');
  const [metric, setMetric] = useState<CovenantMetric>(covenant?.metric ?? 'dscr');
  const [formula, setFormula] = useState(covenant?.formula ?? '');
  const [figures, setFigures] = useState(covenant ? figuresText(covenant.figures) : '');
  const [operator, setOperator] = useState<CovenantOperator>(covenant?.operator ?? STANDARD_METRICS.dscr.operator);
  const [threshold, setThreshold] = useState(covenant?.threshold ?? '');
  const [frequency, setFrequency] = useState<CovenantFrequency>(covenant?.frequency ?? (financial ? 'quarterly' : 'annual'));
  const [firstTest, setFirstTest] = useState(covenant?.first_test_date ?? '');
  const [dueDays, setDueDays] = useState(String(covenant?.due_days ?? (financial ? 45 : 120)));
  const [margin, setMargin] = useState(covenant?.warning_margin ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const own = metric === 'formula';

  function chooseMetric(next: CovenantMetric) {
    setMetric(next);
    if (next !== 'formula') setOperator(STANDARD_METRICS[next].operator);
  }

  function check(): Record<string, string> {
    const out: Record<string, string> = {};
    if (!name.trim()) out.name = t`Enter a name.`;
    if (!financial && !description.trim()) out.description = t`Say what the borrower delivers.`;
    if (financial) {
      if (!/^-?\d{1,14}(\.\d{1,4})?$/.test(threshold.trim())) out.threshold = t`Enter a number with at most 4 decimals, such as 1.25.`;
      if (margin.trim() && !(/^\d{1,3}(\.\d{1,2})?$/.test(margin.trim()) && Number(margin) <= 100)) out.warning_margin = t`Enter a percentage from 0 to 100, or leave it empty for the organization's.`;
      if (own) {
        if (!formula.trim()) out.formula = t`Enter a formula.`;
        const list = parseFigures(figures);
        if (!list.length) out.figures = t`List the figures, one a line, as name: label.`;
        else if (list.some((f) => !FIGURE_NAME_PATTERN.test(f.name))) out.figures = t`Figure names use lower-case letters, digits and underscores, starting with a letter.`;
      }
    }
    if (!covenant) {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(firstTest)) out.first_test_date = t`Enter the first period's end.`;
    }
    if (!/^\d{1,3}$/.test(dueDays.trim()) || Number(dueDays) > 365) out.due_days = t`Enter a number of days from 0 to 365.`;
    return out;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = check();
    setErrors(problems);
    setAlert(undefined);
    if (Object.keys(problems).length) return;
    const ownFigures = own ? { formula: formula.trim(), figures: parseFigures(figures) } : {};
    const input: CovenantCreateInput | CovenantChange = covenant
      ? financial
        ? { name: name.trim(), description, ...(own ? ownFigures : {}), operator, threshold: threshold.trim(), warning_margin: margin.trim() || null, due_days: Number(dueDays) }
        : { name: name.trim(), description, due_days: Number(dueDays) }
      : financial
        ? { kind: 'financial', name: name.trim(), description, metric, ...ownFigures, operator, threshold: threshold.trim(), frequency, first_test_date: firstTest, due_days: Number(dueDays), warning_margin: margin.trim() || null }
        : { kind: 'affirmative', name: name.trim(), description, frequency, first_test_date: firstTest, due_days: Number(dueDays) };
    setBusy(true);
    try {
      await onSubmit(input);
    } catch (error) {
      const split = formErrors(error, FIELDS, i18n);
      setErrors(Object.fromEntries(Object.entries(split.fields).map(([k, v]) => [k === 'formula_key' ? 'formula' : k, lendingMessageText(v, i18n)])));
      setAlert(split.alert ? lendingMessageText(split.alert, i18n) : undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="covenant-form" part="covenant-form" onSubmit={(e) => void handleSubmit(e)} noValidate aria-busy={busy}>
      <LoanInput name="name" label={t`Name`} value={name} error={errors.name} required maxLength={200} onChange={setName} />
      <TextArea name="description" label={financial ? t`Description (optional)` : t`What the borrower delivers`} value={description} error={errors.description} onChange={setDescription} />
      {financial && (
        <>
          {!covenant && <SelectField name="metric" label={t`Metric`} value={metric} error={errors.metric} options={COVENANT_METRICS.map((m) => [m, m === 'formula' ? t`Own formula` : metricText(m, i18n)])} onChange={(v) => chooseMetric(v as CovenantMetric)} />}
          {own ? (
            <>
              <LoanInput name="formula" label={t`Formula`} value={formula} error={errors.formula} hint={t`Figure names, numbers, + - * /, parentheses, min, max and abs, such as (ebitda - capex) / debt_service.`} dir="ltr" maxLength={500} required onChange={setFormula} />
              <TextArea name="figures" label={t`Figures the borrower reports, one a line, as name: label`} value={figures} error={errors.figures} rows={4} onChange={setFigures} />
            </>
          ) : (
            <p className="muted" part="formula-shown">
              {t`Formula:`} <bdi dir="ltr">{covenant?.formula ?? STANDARD_METRICS[metric as Exclude<CovenantMetric, 'formula'>].formula}</bdi>
            </p>
          )}
          <SelectField name="operator" label={t`The value must be`} value={operator} error={errors.operator} options={COVENANT_OPERATORS.map((o) => [o, operatorText(o, i18n)])} onChange={(v) => setOperator(v as CovenantOperator)} />
          <LoanInput name="threshold" label={t`Threshold`} value={threshold} error={errors.threshold} inputMode="decimal" dir="ltr" required onChange={setThreshold} />
          <LoanInput name="warning_margin" label={t`Warning margin (percent of the threshold)`} value={margin} error={errors.warning_margin} hint={t`Empty: the organization's margin.`} inputMode="decimal" dir="ltr" onChange={setMargin} />
        </>
      )}
      {!covenant && (
        <>
          <SelectField name="frequency" label={t`Tested`} value={frequency} error={errors.frequency} options={COVENANT_FREQUENCIES.map((f) => [f, frequencyText(f, i18n)])} onChange={(v) => setFrequency(v as CovenantFrequency)} />
          <LoanInput name="first_test_date" type="date" label={t`First period's end`} value={firstTest} error={errors.first_test_date} required onChange={setFirstTest} />
        </>
      )}
      <LoanInput name="due_days" label={t`Days after the period's end it is due`} value={dueDays} error={errors.due_days} inputMode="numeric" dir="ltr" onChange={setDueDays} />
      <ErrorAlert message={alert} />
      <div className="actions">
        <button type="submit" part="submit" disabled={busy}>
          {covenant ? t`Save the covenant` : t`Add the covenant`}
        </button>
        <button type="button" className="secondary" part="cancel" onClick={onCancel}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
