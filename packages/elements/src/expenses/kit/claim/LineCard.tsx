import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ExpenseClaimDetail, ExpenseLineRow } from '@si/contract';
import { api } from '@si/core/admin';
import { followLink } from '../../../admin/links.ts';
import { useShell } from '../../../base/Shell.tsx';
import { formatDate, formatMoney } from '../../../portal-kit/itemLabels.ts';
import { openPendingTab, showBlob } from '../../../ui/blobFiles.ts';
import { errorText } from '../../../ui/errorText.ts';
import { EXPENSE_TEXT_MAX, findingText, isLimitFinding, linkTo, plainNumber, RECEIPT_ACCEPT, receiptProblem } from '../expenseWords.ts';
import { uploadReceipt } from '../receiptCalls.ts';

export type LineCardProps = {
  claim: ExpenseClaimDetail;
  line: ExpenseLineRow;
  /** The claimant may change it (a draft or rejected claim). */
  canEdit: boolean;
  /** What sending the claim found wrong with this expense (`receipt`, `justification`). */
  problems: { receipt?: string; justification?: string };
  /** Link template of a customer's invoice, `{id}` replaced. */
  invoiceHref?: string;
  /** The claim changed (a receipt, a justification): the server's answer and what to say. */
  onChanged(claim: ExpenseClaimDetail, text: string): void;
  onEdit(): void;
  onRemove(): void;
  /** Disabled while another change of the claim is on its way. */
  busy: boolean;
};

/** A term and its value in the expense's facts. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One expense of a claim as a card (it reads the same on a phone): its day, merchant, category,
 * the amount as spent, the rate and the amount claimed, its receipt (opened in a tab; attached,
 * replaced or removed while the claim can change), the customers it is billed on to (with the
 * invoice once billed), what the policy finds in words, and the justification the approver reads.
 */
export function LineCard({ claim, line, canEdit, problems, invoiceHref, onChanged, onEdit, onRemove, busy }: LineCardProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const id = useId();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [justification, setJustification] = useState<string>();
  const [justificationError, setJustificationError] = useState<string>();
  const [working, setWorking] = useState(false);
  const money = (amount: string, currency = claim.currency) => formatMoney(amount, currency, lang);
  const foreign = line.currency !== claim.currency;
  const overLimit = line.findings.some(isLimitFinding);
  const reason = justification ?? line.justification;
  const disabled = busy || working;
  const justificationShown = problems.justification ?? justificationError;
  const receiptShown = problems.receipt ?? fileError;

  async function openReceipt() {
    const tab = openPendingTab();
    try {
      showBlob(tab, await api<'getExpenseReceipt', Blob>('getExpenseReceipt', { params: { id: claim.id, lineId: line.id }, responseType: 'blob' }));
    } catch (error) {
      tab?.close();
      setFileError(errorText(error, i18n));
    }
  }
  async function run(call: () => Promise<ExpenseClaimDetail>, text: string, fail: (message: string) => void) {
    if (disabled) return;
    setWorking(true);
    try {
      onChanged(await call(), text);
      return true;
    } catch (error) {
      fail(errorText(error, i18n));
      return false;
    } finally {
      setWorking(false);
    }
  }
  async function attach(event: FormEvent) {
    event.preventDefault();
    const problem = receiptProblem(file, i18n, true);
    setFileError(problem);
    if (problem || !file) return;
    if (await run(() => uploadReceipt(claim.id, line.id, file), t`The receipt ${file.name} is attached to expense ${line.position}.`, setFileError)) setFile(undefined);
  }
  async function saveJustification(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setJustificationError(t`Say why this expense is over the limit: the approver reads it.`);
    if (text.length > EXPENSE_TEXT_MAX.justification) return setJustificationError(t`Ensure this field has no more than ${EXPENSE_TEXT_MAX.justification} characters.`);
    setJustificationError(undefined);
    if (await run(() => api('updateExpenseLine', { params: { id: claim.id, lineId: line.id }, json: { justification: text } }), t`The justification of expense ${line.position} is saved.`, setJustificationError)) setJustification(undefined);
  }

  return (
    <li className="line-card" data-line={line.id} part="line" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>
        {t`Expense ${line.position}:`} <bdi>{line.merchant}</bdi>
      </h4>
      <dl className="line-facts">
        <Fact term={t`Date`}>{formatDate(line.spent_on, lang)}</Fact>
        <Fact term={t`Category`}>{line.category.name}</Fact>
        <Fact term={t`Spent`}>{money(line.amount, line.currency)}</Fact>
        {foreign && <Fact term={t`Rate`}>{t`1 ${line.currency} = ${plainNumber(line.rate)} ${claim.currency}`}</Fact>}
        <Fact term={t`Claimed`}>
          <strong>{money(line.converted_amount)}</strong>
        </Fact>
        <Fact term={t`Receipt`}>
          {line.receipt ? (
            <button type="button" className="link" part="receipt" onClick={() => void openReceipt()}>
              {t`Open ${line.receipt.name}`}
            </button>
          ) : (
            t`None`
          )}
        </Fact>
      </dl>
      {line.note && <p className="memo">{line.note}</p>}
      {line.splits.length > 0 && (
        <div className="line-splits" part="line-splits">
          <strong>{t`Billed on to`}</strong>
          <ul>
            {line.splits.map((s) => {
              const href = s.rebilled ? linkTo(invoiceHref, s.rebilled.invoice_id) : undefined;
              return (
                <li key={s.id}>
                  <bdi>{s.account.name}</bdi>: {money(s.amount)}
                  {s.rebilled &&
                    (href ? (
                      <>
                        {' '}
                        <a href={href} onClick={(e) => followLink(e, href)}>
                          {t`on invoice line ${s.rebilled.line}`}
                        </a>
                      </>
                    ) : (
                      <span className="muted"> {t`(on invoice line ${s.rebilled.line})`}</span>
                    ))}
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {line.findings.length > 0 && (
        <ul className="findings" part="findings" aria-label={t`Expense policy`}>
          {line.findings.map((f) => (
            <li key={f.code} className={f.blocking ? 'finding finding--blocking' : 'finding'} data-finding={f.code}>
              {findingText(f, i18n, lang)}
            </li>
          ))}
        </ul>
      )}
      {canEdit && overLimit ? (
        <form className="justification" noValidate aria-label={t`Justification of expense ${line.position}`} onSubmit={(e) => void saveJustification(e)}>
          <div className="field field--wide">
            <label htmlFor={`${id}-why`}>{t`Why is it over the limit?`}</label>
            <textarea
              id={`${id}-why`}
              name="justification"
              rows={2}
              value={reason}
              maxLength={EXPENSE_TEXT_MAX.justification}
              aria-invalid={justificationShown ? true : undefined}
              aria-describedby={justificationShown ? `${id}-why-error` : undefined}
              onChange={(e) => setJustification(e.target.value)}
            />
            {justificationShown && (
              <small id={`${id}-why-error`} className="field-error">
                {justificationShown}
              </small>
            )}
          </div>
          <button type="submit" disabled={disabled || reason === line.justification}>
            {t`Save justification`}
          </button>
        </form>
      ) : (
        line.justification && (
          <p className="memo" part="justification">
            <strong>{t`Justification:`}</strong> {line.justification}
          </p>
        )
      )}
      {canEdit ? (
        <form className="attach" noValidate aria-label={t`Receipt of expense ${line.position}`} onSubmit={(e) => void attach(e)}>
          <div className="field">
            <label htmlFor={`${id}-file`}>{line.receipt ? t`Replace the receipt` : t`Attach a receipt`}</label>
            <input
              id={`${id}-file`}
              type="file"
              name="receipt"
              accept={RECEIPT_ACCEPT}
              aria-invalid={receiptShown ? true : undefined}
              aria-describedby={receiptShown ? `${id}-file-error` : undefined}
              onChange={(e) => setFile(e.target.files?.[0] ?? undefined)}
            />
            {receiptShown && (
              <small id={`${id}-file-error`} className="field-error">
                {receiptShown}
              </small>
            )}
          </div>
          <button type="submit" disabled={disabled}>
            {t`Attach`}
          </button>
          {line.receipt && (
            <button
              type="button"
              disabled={disabled}
              onClick={() => void run(() => api('deleteExpenseReceipt', { params: { id: claim.id, lineId: line.id } }), t`The receipt of expense ${line.position} is removed.`, setFileError)}
            >
              {t`Remove receipt`}
            </button>
          )}
        </form>
      ) : (
        receiptShown && (
          <p className="field-error" role="alert">
            {receiptShown}
          </p>
        )
      )}
      {canEdit && (
        <div className="line-actions">
          <button type="button" part="edit-line" disabled={disabled} aria-label={t`Change expense ${line.position}`} onClick={onEdit}>
            {t`Change expense`}
          </button>
          <button type="button" part="remove-line" disabled={disabled} aria-label={t`Remove expense ${line.position}`} onClick={onRemove}>
            {t`Remove expense`}
          </button>
        </div>
      )}
    </li>
  );
}
