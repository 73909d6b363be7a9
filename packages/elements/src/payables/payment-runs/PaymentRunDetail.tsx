import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import type { PaymentRunBillRow, PaymentRunDetail as RunDetail } from '@si/contract';
import { $user } from '@si/core';
import { api, attachmentName } from '@si/core/admin';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { FormActions } from '../../admin/FormActions.tsx';
import { formErrors } from '../../base/errors.ts';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { formatDate, formatMoney, today } from '../../portal-kit/itemLabels.ts';
import { saveBlob } from '../../ui/blobFiles.ts';
import { errorText } from '../../ui/errorText.ts';
import { RowsTable } from '../../ui/RowsTable.tsx';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { billStateText, pain001RefusalText, paysToText, runStateText } from './runWords.ts';

type Props = {
  id: number;
  canWrite: boolean;
  /** The run changed: the list reloads. */
  onChanged(): void;
  onClose(): void;
};

type Outcome = { ok: boolean; text: string };

/** The day the money left and the bank's reference: marks an approved run paid. */
function MarkPaidForm({ run, onPaid, onCancel }: { run: RunDetail; onPaid(run: RunDetail): void; onCancel(): void }) {
  const { t, i18n } = useLingui();
  const [paidOn, setPaidOn] = useState(today());
  const [reference, setReference] = useState('');
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) problems.paid_on = t`Enter a date.`;
      else if (paidOn > today()) problems.paid_on = t`A payment cannot be marked paid on a day still to come.`;
      if (!reference.trim()) problems.reference = t`Enter the bank's reference of the payment.`;
      else if (reference.trim().length > 140) problems.reference = t`Ensure this field has no more than 140 characters.`;
      return problems;
    },
    async () => onPaid(await api('markPaymentRunPaid', { params: { id: run.id }, json: { paid_on: paidOn, reference: reference.trim() } })),
    (error) => formErrors(error, ['paid_on', 'reference'], i18n),
    t`Check the fields marked below; nothing was sent.`,
  );
  return (
    <form className="panel" noValidate aria-label={t`Mark run ${run.id} paid`} aria-busy={busy} part="paid-form" onSubmit={(e: FormEvent) => void handleSubmit(e)}>
      {errors.alert && (
        <Notice variant="danger" part="paid-error">
          {errors.alert}
        </Notice>
      )}
      <p>{t`Each vendor's contacts are mailed the bills paid, with the day and this reference.`}</p>
      <label className="field">
        <span>{t`Paid on`}</span>
        <input type="date" name="paid_on" value={paidOn} aria-invalid={errors.fields.paid_on ? true : undefined} onChange={(e) => setPaidOn(e.target.value)} />
        {errors.fields.paid_on && <small className="field-error">{errors.fields.paid_on}</small>}
      </label>
      <label className="field">
        <span>{t`Bank reference`}</span>
        <input name="reference" value={reference} maxLength={140} autoComplete="off" aria-invalid={errors.fields.reference ? true : undefined} onChange={(e) => setReference(e.target.value)} />
        {errors.fields.reference && <small className="field-error">{errors.fields.reference}</small>}
      </label>
      <FormActions submitText={t`Mark paid`} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/**
 * One payment run: what it pays from, when and how much, its bills with where each is paid
 * (masked), and what may be done next: Approve (by anyone but the one who made it), Mark paid
 * (the day and the bank's reference), Cancel; and its files, CSV always and pain.001 when the run
 * is a SEPA credit transfer (else the reason why not).
 */
export function PaymentRunDetail({ id, canWrite, onChanged, onClose }: Props) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const me = useStore($user)?.id;
  const load = useLoad<RunDetail>((signal) => api('getPaymentRun', { params: { id }, signal }), String(id));
  const run = load.loaded.data;
  const [outcome, setOutcome] = useState<Outcome>();
  const [step, setStep] = useState<'paying' | 'cancelling'>();
  const [working, setWorking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const changed = (next: RunDetail, text: string) => {
    load.setData(next);
    setStep(undefined);
    setOutcome({ ok: true, text });
    onChanged();
  };
  async function act(call: () => Promise<RunDetail>, text: string) {
    if (working) return;
    setWorking(true);
    try {
      changed(await call(), text);
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error, i18n) });
    } finally {
      setWorking(false);
    }
  }
  async function download(kind: 'csv' | 'pain001') {
    try {
      let disposition: string | null = null;
      const options = { params: { id }, responseType: 'blob' as const, onHeaders: (h: Headers) => void (disposition = h.get('content-disposition')) };
      const blob = kind === 'csv' ? await api<'exportPaymentRunCsv', Blob>('exportPaymentRunCsv', options) : await api<'exportPaymentRunPain001', Blob>('exportPaymentRunPain001', options);
      const name = attachmentName(disposition) || `payment-run-${id}.${kind === 'csv' ? 'csv' : 'xml'}`;
      saveBlob(blob, name);
      setOutcome({ ok: true, text: t`Downloaded ${name}.` });
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error, i18n) });
    }
  }

  const columns = [
    { key: 'number', header: t`Bill`, cell: (b: PaymentRunBillRow) => b.number },
    { key: 'vendor', header: t`Vendor`, cell: (b: PaymentRunBillRow) => b.vendor.name },
    { key: 'due', header: t`Due`, cell: (b: PaymentRunBillRow) => (b.due_date ? formatDate(b.due_date, lang) : t`On receipt`) },
    { key: 'amount', header: t`Amount`, numeric: true, cell: (b: PaymentRunBillRow) => formatMoney(b.amount, run?.currency ?? null, lang) },
    { key: 'to', header: t`Paid to`, cell: (b: PaymentRunBillRow) => paysToText(b.pays_to, i18n) },
    { key: 'state', header: t`State`, cell: (b: PaymentRunBillRow) => billStateText(b.state, i18n) },
  ];
  const mine = run?.created_by?.id === me;

  return (
    <section className="panel run-detail" aria-labelledby="run-heading" part="detail">
      <div className="admin-head">
        <h3 id="run-heading" ref={heading} tabIndex={-1}>
          {t`Payment run ${id}`}
        </h3>
        <button type="button" part="close" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
      <LoadState loaded={load.loaded} retry={load.retry} />
      {outcome && (
        <Notice variant={outcome.ok ? 'success' : 'danger'} part="outcome">
          {outcome.text}
        </Notice>
      )}
      {run && (
        <>
          <dl className="facts" part="facts">
            <dt>{t`State`}</dt>
            <dd part="state">{runStateText(run.state, i18n)}</dd>
            <dt>{t`Pay from`}</dt>
            <dd>{run.paying_account ? `${run.paying_account.bank_name} · ${run.paying_account.account_name}` : t`The paying account was removed`}</dd>
            <dt>{t`Pay on`}</dt>
            <dd>{formatDate(run.execution_date, lang)}</dd>
            <dt>{t`Bills due by`}</dt>
            <dd>{formatDate(run.due_by, lang)}</dd>
            <dt>{t`Total`}</dt>
            <dd>{t`${formatMoney(run.total, run.currency, lang)} in ${run.bill_count} bills`}</dd>
            <dt>{t`Made by`}</dt>
            <dd>{run.created_by?.name ?? '—'}</dd>
            {run.approved_by && (
              <>
                <dt>{t`Approved by`}</dt>
                <dd>{run.approved_by.name}</dd>
              </>
            )}
            {run.paid_on && (
              <>
                <dt>{t`Paid on`}</dt>
                <dd>{t`${formatDate(run.paid_on, lang)}, reference ${run.reference ?? ''}`}</dd>
              </>
            )}
          </dl>
          <RowsTable<PaymentRunBillRow> label={t`Bills of run ${id}`} part="bills" rows={run.bills} rowKey={(b) => b.id} columns={columns} boxClass="table-wrap" />
          <div className="run-actions" part="actions">
            {canWrite && run.state === 'draft' && !mine && (
              <button type="button" className="primary" part="approve" disabled={working} onClick={() => void act(() => api('approvePaymentRun', { params: { id } }), t`Run ${id} approved.`)}>
                {t`Approve`}
              </button>
            )}
            {canWrite && run.state === 'approved' && (
              <button type="button" className="primary" part="mark-paid" onClick={() => setStep('paying')}>
                {t`Mark paid`}
              </button>
            )}
            {canWrite && (run.state === 'draft' || run.state === 'approved') && (
              <button type="button" part="cancel-run" onClick={() => setStep('cancelling')}>
                {t`Cancel run`}
              </button>
            )}
            <button type="button" part="download-csv" onClick={() => void download('csv')}>
              {t`Download CSV`}
            </button>
            {run.pain001.available && (
              <button type="button" part="download-pain001" onClick={() => void download('pain001')}>
                {t`Download pain.001 (SEPA)`}
              </button>
            )}
          </div>
          {canWrite && run.state === 'draft' && mine && (
            <p className="muted" part="own-run">
              {t`You made this run: another staff member must approve it.`}
            </p>
          )}
          {run.pain001.code && (
            <p className="muted" part="pain001-reason">
              {pain001RefusalText(run.pain001.code, i18n)}
            </p>
          )}
          {step === 'paying' && <MarkPaidForm run={run} onCancel={() => setStep(undefined)} onPaid={(next) => changed(next, t`Run ${id} marked paid: each vendor is mailed the bills paid.`)} />}
          {step === 'cancelling' && (
            <ConfirmBar
              label={t`Cancel run ${id}`}
              confirmText={t`Cancel run`}
              onCancel={() => setStep(undefined)}
              onConfirm={() => void act(() => api('cancelPaymentRun', { params: { id } }), t`Run ${id} cancelled: its bills may go into another run.`)}
            >
              {t`Cancel run ${id}? Its ${run.bill_count} bills are approved again and may go into another run.`}
            </ConfirmBar>
          )}
        </>
      )}
    </section>
  );
}
