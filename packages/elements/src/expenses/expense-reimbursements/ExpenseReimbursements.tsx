import { useLingui } from '@lingui/react/macro';
import type { BillState, ExpenseReimbursementRow } from '@si/contract';
import { api } from '@si/core/admin';
import { useCanWrite } from '../../admin/roles.ts';
import { followLink } from '../../admin/links.ts';
import { useShell } from '../../base/Shell.tsx';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { linkTo, REIMBURSEMENT_STATE_ORDER, reimbursementStateText } from '../kit/expenseWords.ts';

export type ExpenseReimbursementsProps = {
  /** A claim's page, `{id}` replaced. */
  claimHref?: string;
  /** A reimbursement bill's page, `{id}` replaced. */
  billHref?: string;
  /** The payment runs screen the reimbursements are paid from. */
  paymentRunsHref?: string;
};

const PAYMENT_RUNS = '/payable/accounts?view=payment-runs';

/**
 * What the organization owes its staff for their approved claims: each reimbursement bill with its
 * claim, claimant, payee account, amount and what is still to pay, its state in words, its due day
 * and its payment; filtered by state and searched on the claim and the claimant. They are paid in
 * the payment runs, with the vendors' bills, which the heading links to.
 */
export function ExpenseReimbursements({ claimHref, billHref, paymentRunsHref = PAYMENT_RUNS }: ExpenseReimbursementsProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const canWrite = useCanWrite();
  const day = (value: string | null) => (value ? formatDate(value.slice(0, 10), lang) : '');
  const link = (href: string | undefined, text: string, part: string) =>
    href ? (
      <a href={href} part={part} onClick={(e) => followLink(e, href)}>
        {text}
      </a>
    ) : (
      text
    );
  return (
    <ListScreen<ExpenseReimbursementRow>
      heading={t`Reimbursements`}
      label={t`Reimbursements owed to staff`}
      columns={[
        { key: 'claim', header: t`Claim`, sort: 'number', cell: (r) => link(linkTo(claimHref, r.claim.id), r.claim.number, 'claim-link') },
        { key: 'title', header: t`Title`, cell: (r) => r.claim.title },
        { key: 'claimant', header: t`Claimant`, cell: (r) => r.claimant.name },
        { key: 'payee', header: t`Paid to`, cell: (r) => r.payee_account.name },
        { key: 'total', header: t`Amount`, sort: 'total', numeric: true, cell: (r) => formatMoney(r.total, r.currency, lang) },
        { key: 'balance', header: t`Still to pay`, numeric: true, cell: (r) => formatMoney(r.balance, r.currency, lang) },
        {
          key: 'state',
          header: t`State`,
          cell: (r) => (
            <span className={`state state--${r.state}`} part="state-badge">
              {reimbursementStateText(r.state, i18n)}
            </span>
          ),
        },
        { key: 'due', header: t`Due`, sort: 'due_date', cell: (r) => (r.paid_on ? t`Paid on ${day(r.paid_on)}` : r.due_date ? day(r.due_date) : t`On approval`) },
        { key: 'approved', header: t`Approved`, sort: 'approved_at', cell: (r) => day(r.approved_at) },
        { key: 'bill', header: t`Bill`, cell: (r) => link(linkTo(billHref, r.bill_id), t`Open bill`, 'bill-link') },
      ]}
      rowKey={(r) => r.bill_id}
      fetchPage={({ page, page_size, ordering, search, state }, signal) =>
        api('listExpenseReimbursements', { query: { page, page_size, ordering, search, state: state as BillState | undefined }, signal })
      }
      defaultOrdering="-approved_at"
      filters={[{ name: 'state', kind: 'select', label: t`State`, all: t`All states`, options: REIMBURSEMENT_STATE_ORDER.map((s) => ({ value: s, label: reimbursementStateText(s, i18n) })) }]}
      canWrite={canWrite}
      headActions={() => (
        <a href={paymentRunsHref} part="payment-runs-link" onClick={(e) => followLink(e, paymentRunsHref)}>
          {t`Payment runs`}
        </a>
      )}
      above={<p className="muted" part="intro">{t`Approved claims become bills to reimburse their claimants; they are paid in the payment runs, with the vendors' bills.`}</p>}
      emptyText={t`Nothing is owed to staff: approved claims appear here.`}
      emptyTextFor={(q) => (q.state ? t`No reimbursement is in this state.` : t`Nothing is owed to staff: approved claims appear here.`)}
    />
  );
}
