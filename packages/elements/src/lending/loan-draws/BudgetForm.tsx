import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LoanDraws } from '@si/contract';
import { LENDING_LIMITS } from '@si/contract/lending';
import { FormActions } from '../../admin/FormActions.tsx';
import { formErrors } from '../../base/errors.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { drawMessageText } from '../kit/drawWords.ts';
import { saveDrawBudget } from '../kit/staff/drawCalls.ts';

type Row = { key: number; id: number | null; name: string; budget: string; hasDraws: boolean };
type BudgetFormProps = { view: LoanDraws; onSaved(view: LoanDraws): void; onCancel(): void };

const AMOUNT = /^\d{1,14}(\.\d{1,2})?$/;
let keys = 0;

/** Edit the budget: each line's name and amount, add and remove lines (a line with draws stays). */
export function BudgetForm({ view, onSaved, onCancel }: BudgetFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [rows, setRows] = useState<Row[]>(() => view.lines.map((l) => ({ key: keys++, id: l.id, name: l.name, budget: l.budget, hasDraws: l.has_draws })));
  const change = (key: number, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const shown = rows.flatMap((_, i) => [`lines.${i}.name`, `lines.${i}.budget`]);

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const wrong: Record<string, string> = {};
      const names = new Set<string>();
      rows.forEach((r, i) => {
        const name = r.name.trim();
        if (!name) wrong[`lines.${i}.name`] = t`Name the line.`;
        else if (names.has(name.toLocaleLowerCase())) wrong[`lines.${i}.name`] = t`Two lines have this name.`;
        names.add(name.toLocaleLowerCase());
        if (!AMOUNT.test(r.budget.trim())) wrong[`lines.${i}.budget`] = t`Enter an amount of zero or more, with cents at most.`;
      });
      return wrong;
    },
    async () => onSaved(await saveDrawBudget(view.loan.id, { lines: rows.map((r) => ({ id: r.id, name: r.name.trim(), budget: r.budget.trim() })) })),
    (error) => {
      const out = formErrors(error, shown, i18n);
      return { alert: out.alert && drawMessageText(out.alert, i18n), fields: Object.fromEntries(Object.entries(out.fields).map(([k, v]) => [k, drawMessageText(v, i18n)])) };
    },
  );

  const caption = t`Budget lines`;
  return (
    <form className="draw-form" noValidate aria-label={t`Edit the budget`} aria-busy={busy} part="budget-form" onSubmit={(e: FormEvent) => void handleSubmit(e)}>
      <ErrorAlert message={errors.alert} />
      <TableScroll label={caption}>
        <table className="figures">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Line`}</th>
              <th scope="col">{t`Budget`}</th>
              <th scope="col">
                <span className="muted">{t`Remove`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => {
              const nameError = errors.fields[`lines.${i}.name`];
              const budgetError = errors.fields[`lines.${i}.budget`];
              return (
                <tr key={r.key} part="budget-row">
                  <td>
                    <label className="field">
                      <span className="visually-hidden">{t`Name of line ${i + 1}`}</span>
                      <input
                        name={`lines.${i}.name`}
                        value={r.name}
                        maxLength={200}
                        aria-invalid={nameError ? true : undefined}
                        aria-describedby={nameError ? `${id}-n${r.key}` : undefined}
                        onChange={(e) => change(r.key, { name: e.target.value })}
                      />
                    </label>
                    {nameError && (
                      <small id={`${id}-n${r.key}`} className="field-error">
                        {nameError}
                      </small>
                    )}
                  </td>
                  <td>
                    <label className="field">
                      <span className="visually-hidden">{t`Budget of line ${i + 1}`}</span>
                      <input
                        name={`lines.${i}.budget`}
                        inputMode="decimal"
                        value={r.budget}
                        aria-invalid={budgetError ? true : undefined}
                        aria-describedby={budgetError ? `${id}-b${r.key}` : undefined}
                        onChange={(e) => change(r.key, { budget: e.target.value })}
                      />
                    </label>
                    {budgetError && (
                      <small id={`${id}-b${r.key}`} className="field-error">
                        {budgetError}
                      </small>
                    )}
                  </td>
                  <td>
                    {r.hasDraws ? (
                      <span className="muted" part="line-kept">{t`Has draws: kept`}</span>
                    ) : (
                      <button type="button" className="link-button" part="remove-line" onClick={() => setRows((all) => all.filter((x) => x.key !== r.key))}>
                        {t`Remove line ${i + 1}`}
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <div className="draws-actions">
        <button
          type="button"
          part="add-line"
          disabled={rows.length >= LENDING_LIMITS.drawLines}
          onClick={() => setRows((all) => [...all, { key: keys++, id: null, name: '', budget: '0', hasDraws: false }])}
        >
          {t`Add a line`}
        </button>
        <span className="muted">{t`At most ${LENDING_LIMITS.drawLines} lines.`}</span>
      </div>
      <FormActions submitText={t`Save the budget`} busy={busy} onCancel={onCancel} />
    </form>
  );
}
