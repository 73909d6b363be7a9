import { useLingui } from '@lingui/react/macro';
import type { PaymentRunRow, PaymentRunState } from '@si/contract';
import { api } from '@si/core/admin';
import { useCanWrite } from '../../admin/roles.ts';
import { useShell } from '../../base/Shell.tsx';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import { ListScreen } from '../../ui/ListScreen.tsx';
import { PaymentRunDetail } from './PaymentRunDetail.tsx';
import { PaymentRunForm } from './PaymentRunForm.tsx';
import { runStateText } from './runWords.ts';

const STATES: PaymentRunState[] = ['draft', 'approved', 'paid', 'cancelled'];

/**
 * Accounts payable's payment runs, described for the list-screen kit: each run's execution day,
 * paying account, bills, total and state, newest first, filtered by state; "New payment run" opens
 * the form that chooses the bills, and Open shows a run with its bills, what may be done next and
 * its files.
 */
export function PaymentRuns() {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const canWrite = useCanWrite();
  return (
    <ListScreen<PaymentRunRow>
      heading={t`Payment runs`}
      columns={[
        { key: 'run', header: t`Run`, sort: 'created_at', cell: (r) => t`Run ${r.id}` },
        { key: 'execution', header: t`Pay on`, sort: 'execution_date', cell: (r) => formatDate(r.execution_date, lang) },
        { key: 'paying', header: t`Pay from`, cell: (r) => <span className="pays-from">{r.paying_account ? `${r.paying_account.bank_name} · ${r.paying_account.account_name}` : t`Removed account`}</span> },
        { key: 'bills', header: t`Bills`, numeric: true, cell: (r) => r.bill_count },
        { key: 'total', header: t`Total`, sort: 'total', numeric: true, cell: (r) => formatMoney(r.total, r.currency, lang) },
        { key: 'state', header: t`State`, sort: 'state', cell: (r) => <span className={`state state--${r.state}`}>{runStateText(r.state, i18n)}</span> },
        { key: 'made', header: t`Made by`, cell: (r) => r.created_by?.name ?? '' },
      ]}
      rowKey={(r) => r.id}
      fetchPage={({ page, page_size, ordering, state }, signal) => api('listPaymentRuns', { query: { page, page_size, ordering, state: state as PaymentRunState | undefined }, signal })}
      defaultOrdering="-created_at"
      searchable={false}
      filters={[{ name: 'state', kind: 'select', label: t`State`, all: t`All runs`, options: STATES.map((s) => ({ value: s, label: runStateText(s, i18n) })) }]}
      canWrite={canWrite}
      create={t`New payment run`}
      form={({ saved, cancel }) => (
        <PaymentRunForm
          onCancel={cancel}
          onMade={(run) => saved(t`Payment run ${run.id} made: ${run.bill_count} bills, ${formatMoney(run.total, run.currency, lang)}. Another staff member approves it next.`)}
        />
      )}
      rowActions={[
        {
          key: 'open',
          text: t`Open run`,
          label: (r) => t`Open run ${r.id}`,
          readOnly: true,
          panel: (r, panel) => <PaymentRunDetail key={r.id} id={r.id} canWrite={panel.canWrite} onChanged={panel.changed} onClose={panel.close} />,
        },
      ]}
      emptyText={t`No payment runs yet.`}
      emptyTextFor={(query) => (query.state ? t`No payment run in this state.` : t`No payment runs yet.`)}
    />
  );
}
