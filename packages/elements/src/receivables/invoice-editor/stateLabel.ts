import { useLingui } from '@lingui/react/macro';
import type { InvoiceRow } from '@si/contract';

/** The words of an invoice's state ("Partially paid"), in the reader's language. */
export function useStateLabel(): (state: InvoiceRow['state']) => string {
  const { t } = useLingui();
  const labels: Record<InvoiceRow['state'], string> = {
    draft: t`Draft`,
    open: t`Open`,
    partially_paid: t`Partially paid`,
    paid: t`Paid`,
    void: t({ message: 'Void', context: 'invoice state' }),
    applied: t`Applied`,
  };
  return (state) => labels[state] ?? state;
}
