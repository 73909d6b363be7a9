import { useLingui } from '@lingui/react/macro';
import type { BillCreditRow } from '@si/contract';
import { useShell } from '../../../base/Shell.tsx';
import { formatMoney } from '../../../portal-kit/itemLabels.ts';
import { RowsTable } from '../../../ui/RowsTable.tsx';

export type AppliedCreditsProps = {
  /** The bill's number, for the table's name. */
  number: string;
  currency: string;
  credits: BillCreditRow[];
};

/** The vendor credits applied to a bill (its page): each credit's number, the amount taken off, who applied it and when. */
export function AppliedCredits({ number, currency, credits }: AppliedCreditsProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  if (!credits.length) return null;
  return (
    <section className="applied-credits" part="credits" aria-label={t`Credits applied to bill ${number}`}>
      <h4>{t`Vendor credits applied`}</h4>
      <RowsTable<BillCreditRow>
        label={t`Credits applied to bill ${number}`}
        part="credits-table"
        rows={credits}
        rowKey={(c) => c.id}
        boxClass="table-wrap"
        columns={[
          { key: 'credit', header: t({ message: 'Credit', context: 'vendor credit' }), cell: (c) => c.credit.number },
          { key: 'amount', header: t`Amount`, numeric: true, cell: (c) => formatMoney(c.amount, currency, lang) },
          { key: 'by', header: t`Applied by`, cell: (c) => c.applied_by?.name ?? '—' },
          { key: 'at', header: t`Applied on`, cell: (c) => i18n.date(c.applied_at, { dateStyle: 'medium' }) },
        ]}
      />
    </section>
  );
}
