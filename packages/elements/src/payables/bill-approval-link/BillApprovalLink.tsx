import { useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BillApprovalLinkResult, BillApprovalLinkView } from '@si/contract';
import { api } from '@si/core/admin';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import { errorText } from '../../ui/errorText.ts';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';

export type BillApprovalLinkProps = { token?: string; decision?: string };

/**
 * The page an approver's mailed link opens: the bill and its step, then Approve or Reject (with a
 * reason) to confirm. Opening it changes nothing; the decision is sent only by a button.
 */
export function BillApprovalLink({ token = '', decision }: BillApprovalLinkProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const id = useId();
  const load = useLoad<BillApprovalLinkView>((signal) => api('getBillApprovalLink', { params: { token }, signal, auth: 'none' }), token);
  const view = load.loaded.data;
  const [rejecting, setRejecting] = useState(decision === 'reject');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<BillApprovalLinkResult>();
  const [failure, setFailure] = useState<string>();
  const outcome = useRef<HTMLDivElement>(null);

  async function send(json: { decision: 'approve' } | { decision: 'reject'; reason: string }) {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      setDone(await api('decideBillApprovalLink', { params: { token }, json, auth: 'none' }));
    } catch (error) {
      setFailure(errorText(error, i18n));
    } finally {
      setBusy(false);
      requestAnimationFrame(() => outcome.current?.focus());
    }
  }
  function reject(e: FormEvent) {
    e.preventDefault();
    const text = reason.trim();
    if (!text) return setReasonError(t`Say why the bill is rejected: the vendor reads it.`);
    setReasonError(undefined);
    void send({ decision: 'reject', reason: text });
  }

  return (
    <section className="panel" part="base" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} part="heading">{t`Bill approval`}</h2>
      {!view && <LoadState loaded={load.loaded} retry={load.retry} />}
      {view && (
        <>
          <p part="summary">
            {t`${view.organization} asks ${view.approver} to approve bill ${view.bill.number} from ${view.bill.vendor}.`}
          </p>
          <dl className="facts" part="facts">
            <dt>{t`Total`}</dt>
            <dd>{formatMoney(view.bill.total, view.bill.currency, lang)}</dd>
            {view.bill.bill_date && (
              <>
                <dt>{t`Bill date`}</dt>
                <dd>{formatDate(view.bill.bill_date, lang)}</dd>
              </>
            )}
            {view.bill.due_date && (
              <>
                <dt>{t`Due date`}</dt>
                <dd>{formatDate(view.bill.due_date, lang)}</dd>
              </>
            )}
            <dt>{t`Approval`}</dt>
            <dd>{t`Step ${view.step} of ${view.steps}: ${view.approvals} of ${view.required} approvals`}</dd>
          </dl>
          <div ref={outcome} tabIndex={-1} part="outcome">
            {done && (
              <Notice variant="success" part="done">
                {done.decision === 'approve' ? (done.bill_state === 'approved' ? t`Approved: the bill can now be paid.` : t`Your approval is recorded: the next approvers are asked.`) : t`Rejected: the vendor sees your reason.`}
              </Notice>
            )}
            {failure && <Notice variant="danger" part="failure">{failure}</Notice>}
          </div>
          {!done && !rejecting && (
            <div className="bill-actions" part="actions">
              <button type="button" className="primary" part="approve" disabled={busy} onClick={() => void send({ decision: 'approve' })}>
                {t`Approve`}
              </button>
              <button type="button" part="reject" disabled={busy} onClick={() => setRejecting(true)}>
                {t`Reject`}
              </button>
            </div>
          )}
          {!done && rejecting && (
            <form noValidate part="reject-form" aria-label={t`Reject bill ${view.bill.number}`} onSubmit={reject}>
              <label className="field">
                <span>{t`Reason (the vendor reads it)`}</span>
                <textarea name="reason" value={reason} maxLength={500} aria-invalid={reasonError ? true : undefined} aria-describedby={reasonError ? `${id}-error` : undefined} onChange={(e) => setReason(e.target.value)} />
              </label>
              {reasonError && (
                <small id={`${id}-error`} className="field-error" part="reject-error">
                  {reasonError}
                </small>
              )}
              <div className="bill-actions">
                <button type="submit" className="primary" disabled={busy}>
                  {t`Reject the bill`}
                </button>
                <button type="button" disabled={busy} onClick={() => setRejecting(false)}>
                  {t`Back`}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
