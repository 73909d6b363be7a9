import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DrawRequestRow } from '@si/contract';
import { LENDING_LIMITS } from '@si/contract/lending';
import { FormActions } from '../../admin/FormActions.tsx';
import { formErrors, type FormErrors } from '../../base/errors.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { useShell } from '../../base/Shell.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { drawMessageText, drawMoney } from '../kit/drawWords.ts';
import { approveDraw, inspectDraw, rejectDraw } from '../kit/staff/drawCalls.ts';

export type DrawStep = 'inspect' | 'approve' | 'reject';
type DrawFormProps = { draw: DrawRequestRow; currency: string; step: DrawStep; onDone(draw: DrawRequestRow): void; onConflict(): void; onCancel(): void };

const AMOUNT = /^\d{1,14}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** A 409 (the draw changed or was decided meanwhile) reloads; anything else is shown, in the reader's words. */
function errorsOf(error: unknown, shown: string[], i18n: Parameters<typeof formErrors>[2], onConflict: () => void): FormErrors | undefined {
  if ((error as { status?: number }).status === 409) {
    onConflict();
    return undefined;
  }
  const out = formErrors(error, shown, i18n);
  return { alert: out.alert && drawMessageText(out.alert, i18n), fields: Object.fromEntries(Object.entries(out.fields).map(([k, v]) => [k, drawMessageText(v, i18n)])) };
}

/**
 * The decisions on a draw: the inspector's percent complete per line, approval (each line's amount,
 * its claim unless cut), or rejection with the reason the borrower sees.
 */
export function DrawForm({ draw, currency, step, onDone, onConflict, onCancel }: DrawFormProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const id = useId();
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries(draw.lines.map((l) => [l.id, step === 'inspect' ? (l.percent_complete ?? '') : (l.approved_amount ?? l.amount)])),
  );
  const [reason, setReason] = useState('');
  const shown = step === 'reject' ? ['reason'] : draw.lines.map((_, i) => `lines.${i}.${step === 'inspect' ? 'percent_complete' : 'approved_amount'}`);

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const wrong: Record<string, string> = {};
      if (step === 'reject') {
        if (!reason.trim()) wrong.reason = t`Say why, for the borrower.`;
        return wrong;
      }
      draw.lines.forEach((l, i) => {
        const v = (values[l.id] ?? '').trim();
        if (step === 'inspect' && !(PERCENT.test(v) && Number(v) <= 100)) wrong[`lines.${i}.percent_complete`] = t`Enter a percentage from 0 to 100.`;
        if (step === 'approve') {
          if (!AMOUNT.test(v)) wrong[`lines.${i}.approved_amount`] = t`Enter an amount of zero or more, with cents at most.`;
          else if (Number(v) > Number(l.amount)) wrong[`lines.${i}.approved_amount`] = t`At most the amount asked, ${drawMoney(l.amount, currency, lang)}.`;
        }
      });
      return wrong;
    },
    async () => {
      if (step === 'reject') onDone(await rejectDraw(draw.id, { version: draw.version, reason: reason.trim() }));
      else if (step === 'inspect') onDone(await inspectDraw(draw.id, { version: draw.version, lines: draw.lines.map((l) => ({ id: l.id, percent_complete: values[l.id]!.trim() })) }));
      else onDone(await approveDraw(draw.id, { version: draw.version, lines: draw.lines.map((l) => ({ id: l.id, approved_amount: values[l.id]!.trim() })) }));
    },
    (error) => errorsOf(error, shown, i18n, onConflict),
  );

  const title = step === 'inspect' ? t`Record the inspection of draw ${draw.number}` : step === 'approve' ? t`Approve draw ${draw.number}` : t`Reject draw ${draw.number}`;
  return (
    <form className="draw-form" noValidate aria-label={title} aria-busy={busy} part={`${step}-form`} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
      <h4>{title}</h4>
      <ErrorAlert message={errors.alert} />
      {step === 'reject' ? (
        <div className="field">
          <label htmlFor={`${id}-reason`}>{t`Why is the draw rejected?`}</label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            maxLength={LENDING_LIMITS.reason}
            aria-invalid={errors.fields.reason ? true : undefined}
            aria-describedby={`${id}-hint${errors.fields.reason ? ` ${id}-error` : ''}`}
            onChange={(e) => setReason(e.target.value)}
          />
          <small id={`${id}-hint`} className="muted">{t`The borrower sees the reason in their portal.`}</small>
          {errors.fields.reason && (
            <small id={`${id}-error`} className="field-error">
              {errors.fields.reason}
            </small>
          )}
        </div>
      ) : (
        <TableScroll label={title}>
          <table className="figures">
            <thead>
              <tr>
                <th scope="col">{t`Line`}</th>
                <th scope="col" className="num">{t`Asked`}</th>
                <th scope="col">{step === 'inspect' ? t`Percent complete` : t`Amount approved`}</th>
              </tr>
            </thead>
            <tbody>
              {draw.lines.map((l, i) => {
                const key = `lines.${i}.${step === 'inspect' ? 'percent_complete' : 'approved_amount'}`;
                const error = errors.fields[key];
                return (
                  <tr key={l.id}>
                    <th scope="row">
                      <bdi>{l.name}</bdi>
                    </th>
                    <td className="num">{drawMoney(l.amount, currency, lang)}</td>
                    <td>
                      <label className="field">
                        <span className="visually-hidden">{step === 'inspect' ? t`Percent complete of ${l.name}` : t`Amount approved of ${l.name}`}</span>
                        <input
                          name={key}
                          inputMode="decimal"
                          value={values[l.id] ?? ''}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-${l.id}` : undefined}
                          onChange={(e) => setValues((all) => ({ ...all, [l.id]: e.target.value }))}
                        />
                      </label>
                      {error && (
                        <small id={`${id}-${l.id}`} className="field-error">
                          {error}
                        </small>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      <FormActions submitText={step === 'inspect' ? t`Save the inspection` : step === 'approve' ? t`Approve` : t`Reject the draw`} busy={busy} onCancel={onCancel} />
    </form>
  );
}
