import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import type { ExpenseClaimDetail, ExpenseRebilled } from '@si/contract';
import { $user } from '@si/core';
import { api } from '@si/core/admin';
import { ConfirmBar } from '../../../admin/ConfirmBar.tsx';
import { FormActions } from '../../../admin/FormActions.tsx';
import { followLink, navigate } from '../../../admin/links.ts';
import { formErrors, type FormErrors } from '../../../base/errors.ts';
import { Notice } from '../../../base/Notice.tsx';
import { useShell } from '../../../base/Shell.tsx';
import { useFormSubmit } from '../../../base/useFormSubmit.ts';
import { formatDate, formatMoney } from '../../../portal-kit/itemLabels.ts';
import { saveBlob } from '../../../ui/blobFiles.ts';
import { errorText } from '../../../ui/errorText.ts';
import { LoadState, useLoad } from '../../../ui/useLoad.tsx';
import { claimStateText, EXPENSE_TEXT_MAX, linkTo, reimbursementStateText, validCurrency } from '../expenseWords.ts';
import { InputField, TextField } from '../fields.tsx';
import { LineCard } from './LineCard.tsx';
import { LineForm } from './LineForm.tsx';

export type ClaimLinks = {
  /** The claims list: the Back link, and where a deleted draft goes. */
  listHref?: string;
  /** The claim's printable expense report, `{id}` replaced. */
  reportHref?: string;
  /** The reimbursement bill's page, `{id}` replaced. */
  billHref?: string;
  /** A customer's draft invoice, `{id}` replaced. */
  invoiceHref?: string;
  /** The payment runs screen. */
  paymentRunsHref?: string;
};

export type ClaimViewProps = ClaimLinks & {
  id: number;
  /** The caller has a write role (IC, OA, LRA): the claimant's and approvers' buttons show. */
  canWrite: boolean;
  /** The claim changed: a list around it reloads. */
  onChanged?(claim: ExpenseClaimDetail): void;
  /** The draft was deleted. */
  onDeleted?(): void;
  /** Shown as a Close button when given (the claim is a panel of a list). */
  onClose?(): void;
  /** The heading's level: 2 on a page of its own, 3 in a list's panel. */
  level?: 2 | 3;
};

type Step = { kind: 'line'; line?: number } | { kind: 'remove-line'; line: number } | { kind: 'reject' } | { kind: 'delete' };
type Outcome = { ok: boolean; text: string };
type HeadEdits = Partial<Record<'title' | 'currency' | 'note', string>>;
const HEAD_FIELDS = ['title', 'currency', 'note'] as const;

/** The claim's own fields (title, currency while it has no expenses, note), saved by their own button. */
function HeadForm({ claim, edits, setEdits, onSaved }: { claim: ExpenseClaimDetail; edits: HeadEdits; setEdits(next: HeadEdits): void; onSaved(claim: ExpenseClaimDetail): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const value = (name: (typeof HEAD_FIELDS)[number]) => edits[name] ?? claim[name];
  const changed = HEAD_FIELDS.filter((name) => edits[name] !== undefined && edits[name] !== claim[name]);
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      const title = value('title').trim();
      if (!title) problems.title = t`Give the claim a title, such as "Client visit, Lyon".`;
      else if (title.length > EXPENSE_TEXT_MAX.title) problems.title = t`Ensure this field has no more than ${EXPENSE_TEXT_MAX.title} characters.`;
      if (!validCurrency(value('currency'))) problems.currency = t`Enter a three-letter currency code, such as EUR.`;
      if (value('note').length > EXPENSE_TEXT_MAX.note) problems.note = t`Ensure this field has no more than ${EXPENSE_TEXT_MAX.note} characters.`;
      return problems;
    },
    async () => {
      if (!changed.length) return;
      const json = Object.fromEntries(changed.map((name) => [name, name === 'currency' ? value(name).trim().toUpperCase() : name === 'title' ? value(name).trim() : value(name)]));
      onSaved(await api('updateExpenseClaim', { params: { id: claim.id }, json }));
    },
    (error) => formErrors(error, HEAD_FIELDS, i18n),
    t`Check the fields marked below; nothing was sent.`,
  );
  return (
    <form className="head-form" noValidate aria-labelledby={`${id}-heading`} aria-busy={busy} part="head-form" onSubmit={(e: FormEvent) => void handleSubmit(e)}>
      <h3 id={`${id}-heading`}>{t`Claim details`}</h3>
      {errors.alert && (
        <Notice variant="danger" part="head-error">
          {errors.alert}
        </Notice>
      )}
      <div className="line-fields">
        <InputField name="title" label={t`Title`} value={value('title')} maxLength={EXPENSE_TEXT_MAX.title} error={errors.fields.title} onChange={(v) => setEdits({ ...edits, title: v })} />
        <InputField
          name="currency"
          label={t`Reimbursed in`}
          value={value('currency')}
          maxLength={3}
          dir="ltr"
          disabled={claim.lines.length > 0}
          hint={claim.lines.length > 0 ? t`The currency changes only while the claim has no expenses.` : undefined}
          error={errors.fields.currency}
          onChange={(v) => setEdits({ ...edits, currency: v })}
        />
      </div>
      <TextField name="note" label={t`Note (optional)`} value={value('note')} maxLength={EXPENSE_TEXT_MAX.note} error={errors.fields.note} onChange={(v) => setEdits({ ...edits, note: v })} />
      <div className="actions">
        <button type="submit" className="primary" disabled={busy || !changed.length}>
          {t`Save details`}
        </button>
        {changed.length > 0 && (
          <>
            <button type="button" onClick={() => setEdits({})}>
              {t`Undo changes`}
            </button>
            <span className="muted" role="status">
              {t`Not saved yet.`}
            </span>
          </>
        )}
      </div>
    </form>
  );
}

/** The reason a claim is rejected: required, and the claimant reads it. */
function RejectForm({ claim, onRejected, onCancel }: { claim: ExpenseClaimDetail; onRejected(claim: ExpenseClaimDetail): void; onCancel(): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [reason, setReason] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => box.current?.focus(), []);
  const { busy, errors, handleSubmit } = useFormSubmit(
    (): Record<string, string> => {
      const text = reason.trim();
      if (!text) return { reason: t`Say why the claim is rejected: the claimant reads it.` };
      if (text.length > EXPENSE_TEXT_MAX.rejectReason) return { reason: t`Ensure this field has no more than ${EXPENSE_TEXT_MAX.rejectReason} characters.` };
      return {};
    },
    async () => onRejected(await api('rejectExpenseClaim', { params: { id: claim.id }, json: { reason: reason.trim() } })),
    (error) => formErrors(error, ['reason'], i18n),
  );
  return (
    <form className="panel" noValidate aria-label={t`Reject claim ${claim.number}`} aria-busy={busy} part="reject-form" onSubmit={(e: FormEvent) => void handleSubmit(e)}>
      {errors.alert && (
        <Notice variant="danger" part="reject-error">
          {errors.alert}
        </Notice>
      )}
      <div className="field field--wide">
        <label htmlFor={`${id}-reason`}>{t`Why is it rejected?`}</label>
        <textarea
          ref={box}
          id={`${id}-reason`}
          name="reason"
          rows={3}
          value={reason}
          maxLength={EXPENSE_TEXT_MAX.rejectReason}
          aria-describedby={`${id}-hint${errors.fields.reason ? ` ${id}-error` : ''}`}
          aria-invalid={errors.fields.reason ? true : undefined}
          onChange={(e) => setReason(e.target.value)}
        />
        <small id={`${id}-hint`} className="muted">
          {t`The claimant reads this reason, may change the claim and send it again.`}
        </small>
        {errors.fields.reason && (
          <small id={`${id}-error`} className="field-error">
            {errors.fields.reason}
          </small>
        )}
      </div>
      <FormActions submitText={t`Reject claim`} busy={busy} onCancel={onCancel} />
    </form>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** What sending found wrong, by expense: `lines.<line id>.receipt` and `.justification`. */
function lineProblemsOf(errors: FormErrors | undefined, lineId: number) {
  return { receipt: errors?.fields[`lines.${lineId}.receipt`], justification: errors?.fields[`lines.${lineId}.justification`] };
}

/**
 * One expense claim: its number, title, state in words, claimant, approvers and total; the
 * claimant's details form and expenses (each a card with its receipt, the customers it is billed on
 * to and the policy's findings in words, with the justification) while it is a draft or rejected;
 * Submit for approval; for its approvers (never the claimant) Approve and Reject with a reason;
 * once approved, billing its splits on to the customers' draft invoices and the reimbursement (the
 * bill's state, due day and payment); and the expense report with its PDF.
 *
 * Edits are saved by an explicit button (the claim's details, each expense): nothing is sent while
 * typing, a failed save keeps what was typed with the server's message at its field, and the claim
 * is not sent for approval while a change is still unsaved (the screen says so).
 */
export function ClaimView({ id, canWrite, listHref, reportHref, billHref, invoiceHref, paymentRunsHref, onChanged, onDeleted, onClose, level = 2 }: ClaimViewProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const me = useStore($user)?.id;
  const load = useLoad<ExpenseClaimDetail>((signal) => api('getExpenseClaim', { params: { id }, signal }), String(id));
  const claim = load.loaded.dataKey === String(id) ? load.loaded.data : undefined;
  const canEdit = canWrite && !!claim?.can_edit;
  const categories = useLoad(canEdit ? (signal) => api('listExpenseCategories', { query: { page: 1, page_size: '100', active: 'true' }, signal }).then((p) => p.results) : null, canEdit ? 'categories' : '');
  const [step, setStep] = useState<Step>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [working, setWorking] = useState(false);
  const [headEdits, setHeadEdits] = useState<HeadEdits>({});
  const [sendErrors, setSendErrors] = useState<FormErrors>();
  const [rebilled, setRebilled] = useState<ExpenseRebilled[]>();
  const [deleted, setDeleted] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const base = useRef<HTMLElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), [id]);

  const focusHeading = () => requestAnimationFrame(() => heading.current?.focus());
  /** A closed expense form gives the focus back to what opened it: its expense's Change button, or Add an expense. */
  const closeLineForm = (lineId?: number) => {
    setStep(undefined);
    requestAnimationFrame(() => {
      const root = base.current;
      const opener = lineId === undefined ? root?.querySelector<HTMLElement>('[part="add-line"]') : root?.querySelector<HTMLElement>(`[data-line="${lineId}"] [part="edit-line"]`);
      (opener ?? heading.current)?.focus();
    });
  };
  const openLineForm = (lineId?: number) => {
    setOutcome(undefined);
    setStep({ kind: 'line', line: lineId });
  };
  const closeRejectForm = () => {
    setStep(undefined);
    requestAnimationFrame(() => base.current?.querySelector<HTMLElement>('[part="reject"]')?.focus());
  };
  const headSaved = (next: ExpenseClaimDetail) => {
    setHeadEdits({});
    changed(next, t`The claim's details are saved.`);
  };
  const changed = (next: ExpenseClaimDetail, text: string) => {
    load.setData(next);
    setStep(undefined);
    setOutcome({ ok: true, text });
    onChanged?.(next);
    focusHeading();
  };
  async function act(call: () => Promise<ExpenseClaimDetail>, text: (c: ExpenseClaimDetail) => string, onError?: (error: unknown) => boolean) {
    if (working) return;
    setWorking(true);
    setOutcome(undefined);
    try {
      const next = await call();
      setSendErrors(undefined);
      changed(next, text(next));
    } catch (error) {
      setStep(undefined);
      if (!onError?.(error)) setOutcome({ ok: false, text: errorText(error, i18n) });
    } finally {
      setWorking(false);
    }
  }
  async function download() {
    if (!claim) return;
    try {
      saveBlob(await api<'getExpenseClaimReport', Blob>('getExpenseClaimReport', { params: { id: claim.id }, responseType: 'blob' }), `${claim.number}.pdf`);
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error, i18n) });
    }
  }
  async function rebill() {
    if (!claim || working) return;
    setWorking(true);
    setOutcome(undefined);
    try {
      const result = await api('rebillExpenseClaim', { params: { id: claim.id } });
      setRebilled(result.added);
      const count = result.added.length;
      setOutcome({ ok: true, text: count ? t`${count} expense lines were added to the customers' draft invoices.` : t`Nothing new to bill: every split is already on its customer's invoice.` });
      const next = await load.reload();
      if (next) onChanged?.(next);
      focusHeading();
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error, i18n) });
    } finally {
      setWorking(false);
    }
  }
  async function removeDraft() {
    if (!claim || working) return;
    setWorking(true);
    try {
      await api('deleteExpenseClaim', { params: { id: claim.id } });
      setDeleted(true);
      setStep(undefined);
      setOutcome({ ok: true, text: t`Claim ${claim.number} deleted.` });
      onDeleted?.();
      if (listHref && base.current) navigate(base.current, listHref);
    } catch (error) {
      setStep(undefined);
      setOutcome({ ok: false, text: errorText(error, i18n) });
    } finally {
      setWorking(false);
    }
  }
  function submit() {
    if (!claim) return;
    const unsaved = HEAD_FIELDS.some((name) => headEdits[name] !== undefined && headEdits[name] !== claim[name]);
    if (unsaved || step?.kind === 'line') {
      setOutcome({ ok: false, text: step?.kind === 'line' ? t`Save or cancel the expense you are changing before sending the claim.` : t`Save or undo your changes to the claim's details before sending it.` });
      return;
    }
    const shown = ['lines', ...claim.lines.flatMap((l) => [`lines.${l.id}.receipt`, `lines.${l.id}.justification`])];
    void act(
      () => api('submitExpenseClaim', { params: { id: claim.id } }),
      (c) => t`Claim ${c.number} sent for approval.`,
      (error) => {
        const found = formErrors(error, shown, i18n);
        if (!Object.keys(found.fields).length) return false;
        setSendErrors(found);
        const count = new Set(Object.keys(found.fields).filter((k) => k.startsWith('lines.')).map((k) => k.split('.')[1])).size;
        setOutcome({ ok: false, text: found.fields.lines ?? t`The claim was not sent: ${count} expenses need attention, as said on each below.` });
        return true;
      },
    );
  }

  const H = level === 2 ? 'h2' : 'h3';
  const money = (amount: string, currency = claim?.currency ?? 'USD') => formatMoney(amount, currency, lang);
  const day = (value: string | null) => (value ? formatDate(value.slice(0, 10), lang) : '');
  const names = (people: { name: string }[]) => new Intl.ListFormat(lang, { type: 'conjunction' }).format(people.map((p) => p.name));
  const mine = claim !== undefined && claim.claimant.id === me;
  const mayDecide = canWrite && !!claim?.can_decide && !mine && claim.state === 'submitted';
  const blocking = claim ? claim.lines.filter((l) => l.findings.some((f) => f.blocking)).length : 0;
  const reportLink = claim ? linkTo(reportHref, claim.id) : undefined;
  const billLink = claim?.reimbursement ? linkTo(billHref, claim.reimbursement.bill_id) : undefined;
  const categoryRows = categories.loaded.data ?? [];

  return (
    <section ref={base} className="panel claim" aria-labelledby={headingId} part="claim">
      <div className="admin-head">
        <H id={headingId} ref={heading} tabIndex={-1} part="claim-heading">
          {claim ? (
            <>
              {claim.number}: <bdi>{claim.title}</bdi>
            </>
          ) : (
            t`Expense claim`
          )}
        </H>
        {onClose && (
          <button type="button" part="close" onClick={onClose}>
            {t`Close`}
          </button>
        )}
      </div>
      {listHref && (
        <a className="back" href={listHref} part="back" onClick={(e) => followLink(e, listHref)}>
          {t`Back to the claims`}
        </a>
      )}
      {!deleted && <LoadState loaded={load.loaded} retry={load.retry} />}
      {outcome && (
        <Notice variant={outcome.ok ? 'success' : 'danger'} part="outcome">
          {outcome.text}
        </Notice>
      )}
      {claim && !deleted && (
        <>
          {claim.state === 'rejected' && claim.reject_reason && (
            <p className="reject-reason" part="reject-reason">
              {claim.decided_by ? t`Rejected by ${claim.decided_by.name}: ${claim.reject_reason}` : t`Rejected: ${claim.reject_reason}`}
            </p>
          )}
          <dl className="facts" part="facts">
            <Fact term={t`State`}>
              <span className={`state state--${claim.state}`} part="state">
                {claimStateText(claim.state, i18n)}
              </span>
            </Fact>
            <Fact term={t`Claimant`}>{claim.claimant.name}</Fact>
            <Fact term={t`Total`}>
              <strong part="total">{money(claim.total)}</strong>
            </Fact>
            {claim.submitted_at && <Fact term={t`Sent on`}>{day(claim.submitted_at)}</Fact>}
            {claim.decided_by && claim.decided_at && claim.state !== 'rejected' && <Fact term={t`Approved by`}>{t`${claim.decided_by.name} on ${day(claim.decided_at)}`}</Fact>}
            <Fact term={t`Approvers`}>{claim.approvers.length ? names(claim.approvers) : t`None set: an Office Administrator chooses them in the expense settings.`}</Fact>
          </dl>
          {!canEdit && claim.note && <p className="memo">{claim.note}</p>}
          {canEdit && <HeadForm claim={claim} edits={headEdits} setEdits={setHeadEdits} onSaved={headSaved} />}

          <section className="lines" aria-labelledby={`${headingId}-lines`} part="lines">
            <h3 id={`${headingId}-lines`}>{t`Expenses`}</h3>
            {sendErrors?.fields.lines && (
              <p className="field-error" role="alert" part="lines-error">
                {sendErrors.fields.lines}
              </p>
            )}
            {claim.lines.length === 0 && step?.kind !== 'line' && <p className="muted" part="no-lines">{canEdit ? t`No expenses yet: add the first one.` : t`No expenses.`}</p>}
            {claim.lines.length > 0 && (
              <ul className="line-cards">
                {claim.lines.map((line) =>
                  step?.kind === 'line' && step.line === line.id ? (
                    <li key={line.id} className="line-card line-card--editing">
                      <LineForm
                        claim={claim}
                        line={line}
                        categories={categoryRows}
                        onCancel={() => closeLineForm(line.id)}
                        onSaved={(next, _saved, failure) => changed(next, failure ? t`Expense ${line.position} saved, but its receipt was not attached: ${failure}` : t`Expense ${line.position} saved.`)}
                      />
                    </li>
                  ) : (
                    <LineCard
                      key={line.id}
                      claim={claim}
                      line={line}
                      canEdit={canEdit && step?.kind !== 'line'}
                      problems={lineProblemsOf(sendErrors, line.id)}
                      invoiceHref={invoiceHref}
                      busy={working}
                      onChanged={changed}
                      onEdit={() => openLineForm(line.id)}
                      onRemove={() => setStep({ kind: 'remove-line', line: line.id })}
                    />
                  ),
                )}
              </ul>
            )}
            {step?.kind === 'remove-line' && (
              <ConfirmBar
                label={t`Remove an expense`}
                confirmText={t`Remove`}
                onCancel={() => setStep(undefined)}
                onConfirm={() => void act(() => api('deleteExpenseLine', { params: { id: claim.id, lineId: step.line } }), () => t`The expense is removed from the claim.`)}
              >
                {t`Remove expense ${claim.lines.find((l) => l.id === step.line)?.position ?? ''} (${claim.lines.find((l) => l.id === step.line)?.merchant ?? ''}) and its receipt from the claim?`}
              </ConfirmBar>
            )}
            {step?.kind === 'line' && step.line === undefined && (
              <LineForm
                claim={claim}
                categories={categoryRows}
                onCancel={() => closeLineForm()}
                onSaved={(next, saved, failure) =>
                  changed(next, failure ? t`Expense saved, but its receipt was not attached: ${failure} Attach it again from the expense.` : saved ? t`Expense ${saved.position} added: ${money(saved.converted_amount)}.` : t`Expense added.`)
                }
              />
            )}
            {canEdit && step?.kind !== 'line' && (
              <button type="button" part="add-line" onClick={() => openLineForm()}>
                {t`Add an expense`}
              </button>
            )}
            {categories.loaded.status === 'error' && (
              <p className="field-error" role="alert">
                {t`The expense categories could not be read: ${errorText(categories.loaded.error, i18n)}`}
              </p>
            )}
          </section>

          {canEdit && blocking > 0 && (
            <p className="policy-summary" part="policy-summary">
              {t`Before sending: ${blocking} expenses need a receipt or a justification, as said on each.`}
            </p>
          )}
          {canWrite && (
            <div className="claim-actions" part="actions">
              {canEdit && (
                <button type="button" className="primary" part="submit" disabled={working} onClick={submit}>
                  {claim.state === 'rejected' ? t`Send for approval again` : t`Submit for approval`}
                </button>
              )}
              {mayDecide && (
                <>
                  <button type="button" className="primary" part="approve" disabled={working} onClick={() => void act(() => api('approveExpenseClaim', { params: { id: claim.id } }), (c) => t`Claim ${c.number} approved: its reimbursement goes into the next payment run.`)}>
                    {t`Approve`}
                  </button>
                  <button type="button" part="reject" disabled={working} onClick={() => setStep({ kind: 'reject' })}>
                    {t`Reject`}
                  </button>
                </>
              )}
              {canEdit && claim.state === 'draft' && (
                <button type="button" part="delete" disabled={working} onClick={() => setStep({ kind: 'delete' })}>
                  {t`Delete draft`}
                </button>
              )}
              {(claim.state === 'approved' || claim.state === 'reimbursed') && claim.rebill_pending > 0 && (
                <button type="button" part="rebill" disabled={working} onClick={() => void rebill()}>
                  {t`Re-bill to customers (${claim.rebill_pending})`}
                </button>
              )}
            </div>
          )}
          {claim.state === 'submitted' && mine && (
            <p className="muted" part="own-claim">
              {claim.approvers.length ? t`Waiting for ${names(claim.approvers)}: you made this claim, so another person approves it.` : t`You made this claim, so another person approves it.`}
            </p>
          )}
          {step?.kind === 'reject' && <RejectForm claim={claim} onCancel={closeRejectForm} onRejected={(next) => changed(next, t`Claim ${next.number} rejected. The claimant reads the reason.`)} />}
          {step?.kind === 'delete' && (
            <ConfirmBar label={t`Delete draft ${claim.number}`} confirmText={t`Delete`} onCancel={() => setStep(undefined)} onConfirm={() => void removeDraft()}>
              {t`Delete draft ${claim.number} with its expenses and receipts? This cannot be undone.`}
            </ConfirmBar>
          )}
          {rebilled && rebilled.length > 0 && (
            <section className="rebilled" aria-labelledby={`${headingId}-rebilled`} part="rebilled">
              <h3 id={`${headingId}-rebilled`}>{t`Added to customers' invoices`}</h3>
              <ul>
                {rebilled.map((r) => {
                  const href = linkTo(invoiceHref, r.invoice_id);
                  return (
                    <li key={r.split_id}>
                      <bdi>{r.account.name}</bdi>: {r.description}, {formatMoney(r.amount, r.currency, lang)}{' '}
                      {href ? (
                        <a href={href} onClick={(e) => followLink(e, href)} part="invoice-link">
                          {r.new_invoice ? t`line ${r.line} of a new draft invoice` : t`line ${r.line} of the draft invoice`}
                        </a>
                      ) : (
                        <span className="muted">{r.new_invoice ? t`(line ${r.line} of a new draft invoice)` : t`(line ${r.line} of the draft invoice)`}</span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </section>
          )}

          <section className="reimbursement" aria-labelledby={`${headingId}-reimbursement`} part="reimbursement">
            <h3 id={`${headingId}-reimbursement`}>{t`Reimbursement`}</h3>
            {claim.reimbursement ? (
              <>
                <dl className="facts">
                  <Fact term={t`State`}>
                    <span className={`state state--${claim.reimbursement.state}`} part="reimbursement-state">
                      {reimbursementStateText(claim.reimbursement.state, i18n)}
                    </span>
                  </Fact>
                  <Fact term={t`Paid to`}>{claim.reimbursement.payee_account.name}</Fact>
                  <Fact term={t`Amount`}>{money(claim.reimbursement.total)}</Fact>
                  {claim.reimbursement.paid_on ? (
                    <Fact term={t`Paid on`}>{day(claim.reimbursement.paid_on)}</Fact>
                  ) : (
                    <>
                      <Fact term={t`Still to pay`}>{money(claim.reimbursement.balance)}</Fact>
                      <Fact term={t`Due`}>{claim.reimbursement.due_date ? day(claim.reimbursement.due_date) : t`On approval`}</Fact>
                    </>
                  )}
                </dl>
                <p className="links">
                  {billLink && (
                    <a href={billLink} part="bill-link" onClick={(e) => followLink(e, billLink)}>
                      {t`Open the reimbursement bill`}
                    </a>
                  )}
                  {paymentRunsHref && (
                    <a href={paymentRunsHref} part="payment-runs-link" onClick={(e) => followLink(e, paymentRunsHref)}>
                      {t`Payment runs`}
                    </a>
                  )}
                </p>
              </>
            ) : (
              <p className="muted">{t`Once approved, the claim becomes a bill to reimburse the claimant, paid in a payment run.`}</p>
            )}
          </section>

          <p className="links report-links" part="report">
            {reportLink && (
              <a href={reportLink} part="report-link" onClick={(e) => followLink(e, reportLink)}>
                {t`Expense report`}
              </a>
            )}
            <button type="button" className="link" part="download" onClick={() => void download()}>
              {t`Download the report (PDF)`}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
