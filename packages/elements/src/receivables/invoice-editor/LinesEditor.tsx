import { useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { InvoiceMoney } from '@si/contract/money';
import { formatMoney } from '../kit/staff/inv-format.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { LINE_FIELDS, moveLine, newLine, type LineDraft, type LineField } from './draft.ts';

type LinesEditorProps = {
  lines: LineDraft[];
  money: InvoiceMoney;
  currency: string;
  /** Messages keyed `lines.2.tax_rate` (the server's) or `lines` (the whole list). */
  errors: Record<string, string>;
  disabled?: boolean;
  onChange(lines: LineDraft[]): void;
};

/**
 * The invoice lines as a table of inputs: description, quantity, unit price, tax and discount
 * rates, and the computed amount. Each row has Move up, Move down and Remove buttons, so lines
 * are added, removed and reordered from the keyboard; the focus follows the moved line.
 */
export function LinesEditor({ lines, money, currency, errors, disabled, onChange }: LinesEditorProps) {
  const { t, i18n } = useLingui();
  const table = useRef<HTMLTableElement>(null);
  const headers: Record<LineField, string> = {
    description: t`Description`,
    quantity: t`Quantity`,
    unit_price: t`Unit price`,
    tax_rate: t`Tax rate %`,
    discount: t`Discount %`,
  };

  const focusLater = (selector: string) => requestAnimationFrame(() => table.current?.querySelector<HTMLElement>(selector)?.focus());
  const set = (index: number, field: LineField, value: string) => onChange(lines.map((line, i) => (i === index ? { ...line, [field]: value } : line)));
  const move = (index: number, by: -1 | 1) => {
    const key = lines[index]!.key;
    onChange(moveLine(lines, index, by));
    // At the first or last place the button in that direction is disabled: keep the focus on the other one.
    const edge = index + by === 0 || index + by === lines.length - 1;
    focusLater(`tr[data-line="${key}"] [data-move="${edge ? (by < 0 ? 'down' : 'up') : by < 0 ? 'up' : 'down'}"]`);
  };
  const remove = (index: number) => {
    onChange(lines.filter((_, i) => i !== index));
    const next = lines[index + 1] ?? lines[index - 1];
    focusLater(next ? `tr[data-line="${next.key}"] input[name="description"]` : 'button[data-add]');
  };
  const add = () => {
    const line = newLine();
    onChange([...lines, line]);
    focusLater(`tr[data-line="${line.key}"] input[name="description"]`);
  };

  return (
    <div className="lines" part="lines">
      <TableScroll label={t`Invoice lines`}>
        <table ref={table} className="plain-table">
          <caption className="sr-only">{t`Invoice lines`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Line`}</th>
              {LINE_FIELDS.map((field) => (
                <th key={field} scope="col" className={field === 'description' ? undefined : 'num'}>
                  {headers[field]}
                </th>
              ))}
              <th scope="col" className="num">{t`Amount`}</th>
              <th scope="col">
                <span className="sr-only">{t`Line actions`}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => {
              const n = index + 1;
              return (
                <tr key={line.key} data-line={line.key} part="line">
                  <td>{n}</td>
                  {LINE_FIELDS.map((field) => {
                    const error = errors[`lines.${index}.${field}`];
                    const id = `line-${line.key}-${field}`;
                    const label = headers[field];
                    return (
                      <td key={field} className={field === 'description' ? 'description' : 'num'}>
                        <input
                          id={id}
                          name={field}
                          value={line[field]}
                          disabled={disabled}
                          inputMode={field === 'description' ? undefined : 'decimal'}
                          aria-label={t`${label}, line ${n}`}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${id}-error` : undefined}
                          onChange={(e) => set(index, field, e.target.value)}
                        />
                        {error && (
                          <small id={`${id}-error`} className="field-error">
                            {error}
                          </small>
                        )}
                      </td>
                    );
                  })}
                  <td className="num amount">{formatMoney(money.lines[index]?.amount ?? '0', currency, i18n.locale)}</td>
                  <td className="line-actions">
                    <button type="button" data-move="up" disabled={disabled || index === 0} aria-label={t`Move line ${n} up`} onClick={() => move(index, -1)}>
                      ↑
                    </button>
                    <button type="button" data-move="down" disabled={disabled || index === lines.length - 1} aria-label={t`Move line ${n} down`} onClick={() => move(index, 1)}>
                      ↓
                    </button>
                    <button type="button" disabled={disabled} aria-label={t`Remove line ${n}`} onClick={() => remove(index)}>
                      ×
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      {lines.length === 0 && <p className="muted">{t`No lines yet.`}</p>}
      {errors.lines && (
        <p className="field-error" role="alert">
          {errors.lines}
        </p>
      )}
      <button type="button" data-add disabled={disabled} onClick={add}>
        {t`Add line`}
      </button>
    </div>
  );
}
