import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '../kit/staff/inv-format.ts';

type TotalsProps = { subtotal: string; tax: string; total: string; currency: string; balance?: string; live?: boolean };

/** Subtotal, tax and total (and the balance of a finalized invoice); a draft's are announced as they change. */
export function Totals({ subtotal, tax, total, currency, balance, live }: TotalsProps) {
  const { t, i18n } = useLingui();
  const money = (amount: string) => formatMoney(amount, currency, i18n.locale);
  return (
    <dl className="totals" part="totals" aria-live={live ? 'polite' : undefined}>
      <div>
        <dt>{t`Subtotal`}</dt>
        <dd>{money(subtotal)}</dd>
      </div>
      <div>
        <dt>{t`Tax`}</dt>
        <dd>{money(tax)}</dd>
      </div>
      <div className="total">
        <dt>{t`Total`}</dt>
        <dd>{money(total)}</dd>
      </div>
      {balance !== undefined && (
        <div className="total">
          <dt>{t`Balance`}</dt>
          <dd>{money(balance)}</dd>
        </div>
      )}
    </dl>
  );
}
