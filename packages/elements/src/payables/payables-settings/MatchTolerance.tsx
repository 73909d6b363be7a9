import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MatchTolerance as Tolerance } from '@si/contract';
import { api } from '@si/core/admin';
import { Big } from '@si/contract/money';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FormActions } from '../../admin/FormActions.tsx';
import { formErrors, onTyped } from '../../base/errors.ts';
import { invalidField } from '../../base/invalidField.ts';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';

const FIELDS = ['price_percent', 'quantity_percent'] as const;
type Field = (typeof FIELDS)[number];
// As the server takes it: at most 14 digits before the point and 4 after, from 0 to 100.
const PERCENT = /^\d{1,14}(\.\d{1,4})?$/;

/** Why a percentage as typed cannot be sent; undefined when it can. */
function percentProblem(value: string, i18n: I18n): string | undefined {
  const text = value.trim();
  if (!PERCENT.test(text) || new Big(text).gt(100)) return i18n._(msg`Enter a percentage from 0 to 100, such as 2.5.`);
  return undefined;
}

/** A percentage in the reader's language ("2.5 %", "2,5 %"). */
function percentText(value: string, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 4 }).format(`${value}E-2` as unknown as number);
}

/** The form of the tolerance: both percentages, saved together; a refusal keeps what was typed. */
function ToleranceForm({ stored, onSaved }: { stored: Tolerance; onSaved(t: Tolerance): void }) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const [values, setValues] = useState<Record<Field, string>>({ price_percent: stored.price_percent, quantity_percent: stored.quantity_percent });
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      for (const field of FIELDS) {
        const problem = percentProblem(values[field], i18n);
        if (problem) problems[field] = problem;
      }
      return problems;
    },
    async () => onSaved(await api('setMatchTolerance', { json: { price_percent: values.price_percent.trim(), quantity_percent: values.quantity_percent.trim() } })),
    (error) => formErrors(error, FIELDS, i18n),
    t`Check the fields marked below; nothing was sent.`,
  );
  const labels: Record<Field, string> = { price_percent: t`Unit price tolerance (%)`, quantity_percent: t`Quantity tolerance (%)` };
  return (
    <form className="tolerance-form" part="tolerance-form" noValidate aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
      {errors.alert && (
        <Notice variant="danger" part="form-error">
          {errors.alert}
        </Notice>
      )}
      <div className="rule-fields">
        {FIELDS.map((field) => (
          <sl-input
            key={field}
            name={field}
            label={labels[field]}
            value={values[field]}
            inputmode="decimal"
            autocomplete="off"
            lang={lang}
            dir={dir}
            help-text={errors.fields[field]}
            ref={invalidField(errors.fields[field])}
            data-invalid={errors.fields[field] ? true : undefined}
            onsl-input={onTyped((value) => setValues((v) => ({ ...v, [field]: value })))}
          />
        ))}
      </div>
      <FormActions submitText={t`Save the tolerance`} busy={busy} />
    </form>
  );
}

/**
 * Purchase order matching: how far (percent) a bill's unit prices and quantities may be from its
 * order's before the bill is a mismatch that needs a reason to be approved. An Office
 * Administrator changes it; others read it.
 */
export function MatchTolerance({ canWrite }: { canWrite: boolean }) {
  const { t } = useLingui();
  const { lang } = useShell();
  const uid = useId();
  const tolerance = useLoad<Tolerance>((signal) => api('getMatchTolerance', { signal }), 'tolerance');
  const [outcome, setOutcome] = useState<string>();
  const stored = tolerance.loaded.data;
  const price = stored ? percentText(stored.price_percent, lang) : '';
  const quantity = stored ? percentText(stored.quantity_percent, lang) : '';
  return (
    <section className="panel settings-section" part="matching" aria-labelledby={`${uid}-title`}>
      <h3 id={`${uid}-title`}>{t`Purchase order matching`}</h3>
      <p className="muted">
        {t`A bill on a purchase order matches it when each unit price and each quantity differs from the order's by at most these percentages; 0 means they must be exactly the same. Approving a bill that does not match asks for a reason.`}
      </p>
      {outcome && (
        <Notice variant="success" part="notice">
          {outcome}
        </Notice>
      )}
      {!stored ? (
        <LoadState loaded={tolerance.loaded} retry={tolerance.retry} />
      ) : canWrite ? (
        <ToleranceForm
          stored={stored}
          onSaved={(saved) => {
            tolerance.setData(saved);
            const p = percentText(saved.price_percent, lang);
            const q = percentText(saved.quantity_percent, lang);
            setOutcome(t`The tolerance is saved: unit prices may differ by at most ${p} and quantities by at most ${q}.`);
          }}
        />
      ) : (
        <p part="tolerance">{t`Unit prices may differ from the order's by at most ${price} and quantities by at most ${quantity}.`}</p>
      )}
    </section>
  );
}
