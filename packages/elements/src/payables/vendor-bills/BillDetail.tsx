import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import type { BillDetail as Bill, BillDuplicate, BillLineRow, BillSource } from '@si/contract';
import { OPERATIONS } from '@si/contract/operations';
import { $user } from '@si/core';
import { api, operationPath, postForm } from '@si/core/admin';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { FormActions } from '../../admin/FormActions.tsx';
import { followLink } from '../../admin/links.ts';
import { formErrors } from '../../base/errors.ts';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { formatDate, formatMoney } from '../../portal-kit/itemLabels.ts';
import { openPendingTab, showBlob } from '../../ui/blobFiles.ts';
import { errorText } from '../../ui/errorText.ts';
import { RowsTable } from '../../ui/RowsTable.tsx';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { BillForm } from './BillForm.tsx';
import { ApprovalSteps } from './ApprovalSteps.tsx';
import { AppliedCredits } from '../kit/credits/AppliedCredits.tsx';
import { BillMatchSection } from './BillMatch.tsx';
import { plainNumber } from './billDraft.ts';
import { BILL_FILE_ACCEPT, BILL_REJECT_REASON_MAX, billFileProblem, billStateText, isApprovable, isEditable, isRejectable, isVoidable } from '../kit/bills/billWords.ts';

export type BillDetailProps = {
  id: number;
  canWrite: boolean;
  /** Where another bill's page is (`{id}` replaced); without it a duplicate opens here, in this panel. */
  billHref?: string;
  /** The bill changed: a list around it reloads. */
  onChanged?(bill: Bill): void;
  /** Shown as a Close button when given (the detail is a panel). */
  onClose?(): void;
};

type Step = 'editing' | 'rejecting' | 'voiding' | 'approving';
type Outcome = { ok: boolean; text: string };

/** The reason a bill is rejected: required, and the vendor reads it in its portal. */
function RejectForm({ bill, onRejected, onCancel }: { bill: Bill; onRejected(bill: Bill): void; onCancel(): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  const { busy, errors, handleSubmit } = useFormSubmit(
    (): Record<string, string> => {
      const text = reason.trim();
      if (!text) return { reason: t`Say why the bill is rejected: the vendor reads it.` };
      if (text.length > BILL_REJECT_REASON_MAX) return { reason: t`Ensure this field has no more than ${BILL_REJECT_REASON_MAX} characters.` };
      return {};
    },
    async () => onRejected(await api('rejectBill', { params: { id: bill.id }, json: { reason: reason.trim() } })),
    (error) => formErrors(error, ['reason'], i18n),
  );
  return (
    <form className="panel" noValidate aria-label={t`Reject bill ${bill.number}`} aria-busy={busy} part="reject-form" onSubmit={(e: FormEvent) => void handleSubmit(e)}>
      {errors.alert && (
        <Notice variant="danger" part="reject-error">
          {errors.alert}
        </Notice>
      )}
      <label className="field">
        <span id={`${id}-label`}>{t`Why is it rejected?`}</span>
        <textarea
          name="reason"
          rows={3}
          value={reason}
          maxLength={BILL_REJECT_REASON_MAX}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint${errors.fields.reason ? ` ${id}-error` : ''}`}
          aria-invalid={errors.fields.reason ? true : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        <small id={`${id}-hint`} className="muted" part="reject-hint">
          {t`The vendor sees this reason in its portal and may send a corrected bill.`}
        </small>
        {errors.fields.reason && (
          <small id={`${id}-error`} className="field-error">
            {errors.fields.reason}
          </small>
        )}
      </label>
      <FormActions submitText={t`Reject bill`} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/**
 * One vendor's bill: who sent it and when it is due, its lines and totals, the document as
 * received, and before anyone approves it a warning listing the vendor's other bills that may be
 * the same one (exact: the same number; near: the number written differently, or the same total
 * within days), each linking to that bill. What may be done next follows its state: Submit for
 * approval, Approve (never by the one who entered it: the button says why), Reject with a reason
 * the vendor sees, Void (asked first), and Edit while it is received or rejected.
 */
export function BillDetail({ id, canWrite, billHref, onChanged, onClose }: BillDetailProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const me = useStore($user)?.id;
  const [shownId, setShownId] = useState(id);
  useEffect(() => setShownId(id), [id]);
  const load = useLoad<Bill>((signal) => api('getBill', { params: { id: shownId }, signal }), String(shownId));
  const bill = load.loaded.dataKey === String(shownId) ? load.loaded.data : undefined;
  const [step, setStep] = useState<Step>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [working, setWorking] = useState(false);
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), [shownId]);

  const changed = (next: Bill, text: string, ok = true) => {
    load.setData(next);
    setStep(undefined);
    setOutcome({ ok, text });
    onChanged?.(next);
    requestAnimationFrame(() => heading.current?.focus());
  };
  async function act(call: () => Promise<Bill>, text: (b: Bill) => string) {
    if (working) return;
    setWorking(true);
    setOutcome(undefined);
    try {
      const next = await call();
      changed(next, text(next));
    } catch (error) {
      setStep(undefined);
      setOutcome({ ok: false, text: errorText(error, i18n) });
    } finally {
      setWorking(false);
    }
  }
  async function openDocument() {
    const tab = openPendingTab();
    try {
      showBlob(tab, await api<'getBillFile', Blob>('getBillFile', { params: { id: shownId }, responseType: 'blob' }));
    } catch (error) {
      tab?.close();
      setOutcome({ ok: false, text: errorText(error, i18n) });
    }
  }
  async function attach(event: FormEvent) {
    event.preventDefault();
    const problem = billFileProblem(file, i18n);
    setFileError(problem);
    if (problem || !file || working) return;
    const form = new FormData();
    form.append('file', file);
    setWorking(true);
    try {
      const next = await postForm<Bill>(operationPath(OPERATIONS.uploadBillFile.path, { id: shownId }), form);
      setFile(undefined);
      changed(next, t`The document ${file.name} is attached.`);
    } catch (error) {
      setFileError(errorText(error, i18n));
    } finally {
      setWorking(false);
    }
  }

  const money = (amount: string) => formatMoney(amount, bill?.currency ?? 'USD', lang);
  const day = (value: string | null) => (value ? formatDate(value, lang) : '');
  const sourceText = (source: BillSource) =>
    ({ portal: t`Sent by the vendor in its portal`, upload: t`Uploaded by staff`, manual: t`Typed by staff`, import: t`Imported`, expense: t`A reimbursement of an approved expense claim` })[source] ?? t`Other`;
  const otherHref = (other: number) => billHref?.replace('{id}', String(other));
  const openOther = (event: MouseEvent<HTMLAnchorElement>, other: number) => {
    const href = otherHref(other);
    if (href) return followLink(event, href);
    event.preventDefault();
    setStep(undefined);
    setOutcome(undefined);
    setShownId(other);
  };
  // An approval that leaves the bill in approval (another approval, or another step, is still needed) is not the bill approved.
  const approvedText = (b: Bill) => (b.state === 'approved' ? t`Bill ${b.number} approved: it can be paid in a payment run.` : t`Your approval of bill ${b.number} is recorded: it waits for its other approvals.`);
  const duplicateText = (d: BillDuplicate) => {
    const what = t`Bill ${d.number} of ${day(d.bill_date) || t`no date`}, ${formatMoney(d.total, d.currency, lang)}, ${billStateText(d.state, i18n)}`;
    return d.match === 'exact' ? t`Same number: ${what}` : t`Similar: ${what}`;
  };

  const columns = [
    { key: 'description', header: t`Description`, cell: (l: BillLineRow) => l.description },
    { key: 'quantity', header: t`Quantity`, numeric: true, cell: (l: BillLineRow) => plainNumber(l.quantity) },
    { key: 'price', header: t`Unit price`, numeric: true, cell: (l: BillLineRow) => money(l.unit_price) },
    { key: 'tax', header: t`Tax rate`, numeric: true, cell: (l: BillLineRow) => `${plainNumber(l.tax_rate)} %` },
    { key: 'code', header: t`Account code`, cell: (l: BillLineRow) => l.account_code || t`Not coded` },
    { key: 'amount', header: t`Amount`, numeric: true, cell: (l: BillLineRow) => money(l.amount) },
  ];

  const mine = bill?.entered_by !== null && bill?.entered_by !== undefined && bill.entered_by.id === me;
  // With approval steps, only an approver of the current step who has not approved yet may approve.
  const steps = bill?.approval_steps ?? [];
  const stepped = steps.length > 0 && bill?.state === 'in_approval';
  const currentStep = stepped ? steps.find((s) => s.current) : undefined;
  const myTurn = !stepped || (currentStep !== undefined && currentStep.approvers.some((a) => a.id === me) && !steps.some((s) => s.approved_by.some((a) => a.id === me)));
  const beforeApproval = bill && (bill.state === 'received' || bill.state === 'in_approval' || bill.state === 'rejected');
  // A bill a vendor credit was applied to keeps it: it is no longer rejected or voided (the server refuses too).
  const credited = (bill?.credits?.length ?? 0) > 0;

  return (
    <section className="panel bill-detail" aria-labelledby={headingId} part="detail">
      <div className="admin-head">
        <h3 id={headingId} ref={heading} tabIndex={-1} part="detail-heading">
          {bill ? t`Bill ${bill.number} from ${bill.account_name}` : t`Bill`}
        </h3>
        {onClose && (
          <button type="button" part="close" onClick={onClose}>
            {t`Close`}
          </button>
        )}
      </div>
      <LoadState loaded={load.loaded} retry={load.retry} />
      {outcome && (
        <Notice variant={outcome.ok ? 'success' : 'danger'} part="outcome">
          {outcome.text}
        </Notice>
      )}
      {bill && step === 'editing' && (
        <BillForm bill={bill} onCancel={() => setStep(undefined)} onSaved={(next) => changed(next, t`Bill ${next.number} saved.`)} />
      )}
      {bill && step !== 'editing' && (
        <>
          {beforeApproval && bill.duplicates.length > 0 && (
            <div className="duplicates" role="alert" part="duplicates">
              <strong>{t`This bill may be a duplicate. Check these bills of the same vendor before approving it:`}</strong>
              <ul>
                {bill.duplicates.map((d) => (
                  <li key={d.id} data-match={d.match}>
                    <a href={otherHref(d.id) ?? `#bill-${d.id}`} part="duplicate-link" onClick={(e) => openOther(e, d.id)}>
                      {duplicateText(d)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {bill.state === 'rejected' && bill.reject_reason && (
            <p className="reject-reason" part="reject-reason">
              {t`Rejected: ${bill.reject_reason}`}
            </p>
          )}
          <dl className="facts" part="facts">
            <dt>{t`State`}</dt>
            <dd>
              <span className={`state state--${bill.state}`} part="state">
                {billStateText(bill.state, i18n)}
              </span>
            </dd>
            <dt>{t`Vendor`}</dt>
            <dd>{bill.account_name}</dd>
            <dt>{t`Bill date`}</dt>
            <dd>{day(bill.bill_date)}</dd>
            <dt>{t`Due date`}</dt>
            <dd>{bill.due_date ? day(bill.due_date) : t`On receipt`}</dd>
            <dt>{t`Came in`}</dt>
            <dd>{sourceText(bill.source)}</dd>
            {bill.entered_by && (
              <>
                <dt>{t`Entered by`}</dt>
                <dd>{bill.entered_by.name}</dd>
              </>
            )}
            {bill.purchase_order && (
              <>
                <dt>{t`Purchase order`}</dt>
                <dd>{bill.purchase_order.number}</dd>
              </>
            )}
            {bill.replaces_id !== null && (
              <>
                <dt>{t`Corrects`}</dt>
                <dd>
                  <a href={otherHref(bill.replaces_id) ?? `#bill-${bill.replaces_id}`} onClick={(e) => openOther(e, bill.replaces_id!)}>
                    {t`The rejected bill it replaces`}
                  </a>
                </dd>
              </>
            )}
            {bill.replaced_by_id !== null && (
              <>
                <dt>{t`Corrected by`}</dt>
                <dd>
                  <a href={otherHref(bill.replaced_by_id) ?? `#bill-${bill.replaced_by_id}`} onClick={(e) => openOther(e, bill.replaced_by_id!)}>
                    {t`The corrected bill the vendor sent`}
                  </a>
                </dd>
              </>
            )}
            {bill.paid_on && (
              <>
                <dt>{t`Paid on`}</dt>
                <dd>{bill.payment_reference ? t`${day(bill.paid_on)}, reference ${bill.payment_reference}` : day(bill.paid_on)}</dd>
              </>
            )}
            <dt>{t`Document`}</dt>
            <dd>
              {bill.file ? (
                <button type="button" className="link" part="document" onClick={() => void openDocument()}>
                  {t`Open ${bill.file.name}`}
                </button>
              ) : (
                t`None received`
              )}
            </dd>
          </dl>
          <RowsTable<BillLineRow> label={t`Lines of bill ${bill.number}`} part="lines" rows={bill.lines} rowKey={(l) => bill.lines.indexOf(l)} columns={columns} boxClass="table-wrap" />
          <dl className="totals" part="totals">
            <div>
              <dt>{t`Subtotal`}</dt>
              <dd>{money(bill.subtotal)}</dd>
            </div>
            <div>
              <dt>{t`Tax`}</dt>
              <dd>{money(bill.tax)}</dd>
            </div>
            <div className="total">
              <dt>{t`Total`}</dt>
              <dd>{money(bill.total)}</dd>
            </div>
            <div>
              <dt>{t`Still to pay`}</dt>
              <dd>{money(bill.balance)}</dd>
            </div>
          </dl>
          {bill.memo && <p className="memo">{bill.memo}</p>}
          {bill.credits && <AppliedCredits number={bill.number} currency={bill.currency} credits={bill.credits} />}
          {steps.length > 0 && <ApprovalSteps steps={steps} waiting={bill.state === 'in_approval'} />}
          {bill.purchase_order && <BillMatchSection bill={bill} canApprove={canWrite && isApprovable(bill.state) && !mine && myTurn} onApproved={(b) => changed(b, approvedText(b))} />}
          {canWrite && !bill.file && isEditable(bill.state) && (
            <form className="attach" noValidate aria-label={t`Attach the bill's document`} part="attach" onSubmit={(e) => void attach(e)}>
              <label className="field">
                <span>{t`The bill's document`}</span>
                <input type="file" name="file" accept={BILL_FILE_ACCEPT} aria-invalid={fileError ? true : undefined} onChange={(e) => setFile(e.target.files?.[0] ?? undefined)} />
                {fileError && <small className="field-error">{fileError}</small>}
              </label>
              <button type="submit" disabled={working}>
                {t`Attach`}
              </button>
            </form>
          )}
          {canWrite && (
            <div className="bill-actions" part="actions">
              {isEditable(bill.state) && (
                <button type="button" className="primary" part="submit" disabled={working} onClick={() => void act(() => api('submitBillForApproval', { params: { id: bill.id } }), (b) => t`Bill ${b.number} sent for approval.`)}>
                  {t`Submit for approval`}
                </button>
              )}
              {isApprovable(bill.state) && (mine || myTurn) && (
                <button
                  type="button"
                  className="primary"
                  part="approve"
                  disabled={working || mine}
                  aria-describedby={mine ? `${headingId}-own` : undefined}
                  onClick={() => (bill.duplicates.length ? setStep('approving') : void act(() => api('approveBill', { params: { id: bill.id } }), approvedText))}
                >
                  {t`Approve`}
                </button>
              )}
              {isRejectable(bill.state) && !credited && (
                <button type="button" part="reject" disabled={working} onClick={() => setStep('rejecting')}>
                  {t`Reject`}
                </button>
              )}
              {isEditable(bill.state) && (
                <button type="button" part="edit" disabled={working} onClick={() => setStep('editing')}>
                  {t`Edit`}
                </button>
              )}
              {isVoidable(bill.state) && !credited && (
                <button type="button" part="void" disabled={working} onClick={() => setStep('voiding')}>
                  {t`Void`}
                </button>
              )}
            </div>
          )}
          {canWrite && isApprovable(bill.state) && mine && (
            <p id={`${headingId}-own`} className="muted" part="own-bill">
              {t`You entered this bill: another staff member must approve it.`}
            </p>
          )}
          {step === 'rejecting' && <RejectForm bill={bill} onCancel={() => setStep(undefined)} onRejected={(next) => changed(next, t`Bill ${next.number} rejected. The vendor sees the reason in its portal.`)} />}
          {step === 'voiding' && (
            <ConfirmBar
              label={t`Void bill ${bill.number}`}
              confirmText={t`Void`}
              onCancel={() => setStep(undefined)}
              onConfirm={() => void act(() => api('voidBill', { params: { id: bill.id } }), (b) => t`Bill ${b.number} voided: it will not be paid.`)}
            >
              {t`Void bill ${bill.number} of ${bill.account_name}? It will not be paid, and this cannot be undone.`}
            </ConfirmBar>
          )}
          {step === 'approving' && (
            <ConfirmBar
              label={t`Approve bill ${bill.number}`}
              confirmText={t`Approve anyway`}
              onCancel={() => setStep(undefined)}
              onConfirm={() => void act(() => api('approveBill', { params: { id: bill.id } }), approvedText)}
            >
              {t`Approve bill ${bill.number} although it may be a duplicate of the bills listed above?`}
            </ConfirmBar>
          )}
        </>
      )}
    </section>
  );
}
