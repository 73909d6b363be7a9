import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PortalItem } from '@si/contract';
import { formErrors } from '../../../base/errors.ts';
import { Notice } from '../../../base/Notice.tsx';
import { useShell } from '../../../base/Shell.tsx';
import { useFormSubmit } from '../../../base/useFormSubmit.ts';
import { FileLinks } from '../../../portal-kit/FileLinks.tsx';
import { formatDate, formatMoney, today } from '../../../portal-kit/itemLabels.ts';
import { amountProblem, BILL_FILE_ACCEPT, BILL_NUMBER_MAX, billFileProblem, billStateText, DAY, validCurrency } from './billWords.ts';
import { sendPortalBill, type PortalBillFields } from './portalBillCall.ts';
import { BillSuggestions, useBillReading } from './BillReading.tsx';
import { portalReadingCalls } from './billReadingCall.ts';

const FIELDS = ['number', 'bill_date', 'due_date', 'currency', 'total', 'file'] as const;
type Field = (typeof FIELDS)[number];

export type PortalBillsProps = {
  token: string;
  /** The vendor's bills as the portal data lists them (kind INVOICE, subtype `bill`). */
  bills: PortalItem[];
  /** The account is on hold: no bill can be sent (the server refuses too); the hold message. */
  blocked?: string;
  /** A bill was sent: the portal data reads again. */
  onSent(bill: PortalItem): void;
};

type SendBillFormProps = {
  token: string;
  /** A corrected bill answers this rejected bill. */
  correcting?: PortalItem;
  currency: string;
  onSent(bill: PortalItem): void;
  onCancel?(): void;
};

/** A native field with its label, hint and message; `name` is the form's field. */
function BillField(props: { uid: string; name: Field; label: string; type?: string; value: string; error?: string; hint?: string; dir?: 'ltr'; maxLength?: number; inputMode?: 'decimal'; onChange(value: string): void }) {
  const id = `${props.uid}-${props.name}`;
  const described = [props.hint ? `${id}-hint` : '', props.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="bill-field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? 'text'}
        value={props.value}
        dir={props.dir}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        autoComplete="off"
        aria-describedby={described || undefined}
        aria-invalid={props.error ? true : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.hint && (
        <small id={`${id}-hint`} className="hint">
          {props.hint}
        </small>
      )}
      {props.error && (
        <small id={`${id}-error`} className="field-error">
          {props.error}
        </small>
      )}
    </div>
  );
}

/**
 * The vendor's bill: its number, dates, currency, total (tax included) and the file (a PDF, PNG
 * or JPEG of at most 10 MB), sent as one multipart form; or a corrected bill in reply to a
 * rejection. What is typed stays when the server refuses it, with its message at the field.
 */
export function SendBillForm({ token, correcting, currency, onSent, onCancel }: SendBillFormProps) {
  const { t, i18n } = useLingui();
  const uid = useId();
  const [fields, setFields] = useState<PortalBillFields>(() => ({
    number: correcting?.number ?? '',
    bill_date: today(),
    due_date: correcting?.due_date?.slice(0, 10) ?? '',
    currency: correcting?.currency ?? currency,
    total: '',
  }));
  const [file, setFile] = useState<File>();
  const [fileKey, setFileKey] = useState(0);
  const [typed, setTyped] = useState<ReadonlySet<string>>(new Set());
  const set = (name: keyof PortalBillFields) => (value: string) => {
    setTyped((s) => new Set(s).add(name));
    setFields((f) => ({ ...f, [name]: value }));
  };
  const [calls] = useState(() => portalReadingCalls(token));
  const reading = useBillReading(calls);
  const suggested = (['number', 'bill_date', 'due_date', 'currency', 'total'] as const).map((name) => ({
    name,
    label: { number: t`Bill number`, bill_date: t`Bill date`, due_date: t`Due date`, currency: t`Currency`, total: t`Total, tax included` }[name],
    current: fields[name],
    typed: typed.has(name),
  }));
  const { busy, errors, setErrors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      const number = fields.number.trim();
      if (!number) problems.number = t`Enter your bill's number.`;
      else if (number.length > BILL_NUMBER_MAX) problems.number = t`Ensure this field has no more than ${BILL_NUMBER_MAX} characters.`;
      if (!DAY.test(fields.bill_date)) problems.bill_date = t`Enter the bill's date.`;
      if (fields.due_date && !DAY.test(fields.due_date)) problems.due_date = t`Enter a date.`;
      else if (fields.due_date && fields.due_date < fields.bill_date) problems.due_date = t`The due date cannot be before the bill date.`;
      if (!validCurrency(fields.currency)) problems.currency = t`Enter a three-letter currency code, such as USD.`;
      const total = amountProblem(fields.total, fields.currency, i18n, { positive: true });
      if (total) problems.total = total;
      const fileProblem = billFileProblem(file, i18n);
      if (fileProblem) problems.file = fileProblem;
      return problems;
    },
    async () => {
      const sent = await sendPortalBill(token, { ...fields, currency: fields.currency.trim().toUpperCase() }, file!, correcting?.id);
      setFields((f) => ({ ...f, number: '', total: '', due_date: '' }));
      setFile(undefined);
      setFileKey((k) => k + 1);
      setTyped(new Set());
      void reading.read(undefined);
      setErrors({ fields: {} });
      onSent(sent);
    },
    (error) => formErrors(error, FIELDS, i18n),
    t`Check the fields marked below; nothing was sent.`,
  );
  const label = correcting ? t`Send a corrected bill for ${correcting.number ?? ''}` : t`Send a bill`;
  return (
    <form className="send-bill" noValidate aria-label={label} aria-busy={busy} part={correcting ? 'correction-form' : 'send-bill-form'} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
      {errors.alert && (
        <Notice variant="danger" part="send-error">
          {errors.alert}
        </Notice>
      )}
      <div className="bill-form-fields">
        <BillField uid={uid} name="number" label={t`Bill number`} value={fields.number} maxLength={BILL_NUMBER_MAX} error={errors.fields.number} onChange={set('number')} />
        <BillField uid={uid} name="bill_date" type="date" label={t`Bill date`} value={fields.bill_date} error={errors.fields.bill_date} onChange={set('bill_date')} />
        <BillField uid={uid} name="due_date" type="date" label={t`Due date`} value={fields.due_date} error={errors.fields.due_date} hint={t`Optional`} onChange={set('due_date')} />
        <BillField uid={uid} name="currency" label={t`Currency`} value={fields.currency} maxLength={3} dir="ltr" error={errors.fields.currency} onChange={set('currency')} />
        <BillField uid={uid} name="total" label={t`Total, tax included`} value={fields.total} inputMode="decimal" dir="ltr" error={errors.fields.total} onChange={set('total')} />
      </div>
      <div className="bill-field">
        <label htmlFor={`${uid}-file`}>{t`The bill's file`}</label>
        <input
          key={fileKey}
          id={`${uid}-file`}
          type="file"
          name="file"
          accept={BILL_FILE_ACCEPT}
          aria-describedby={`${uid}-file-hint${errors.fields.file ? ` ${uid}-file-error` : ''}`}
          aria-invalid={errors.fields.file ? true : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? undefined;
            setFile(chosen);
            void reading.read(chosen && !billFileProblem(chosen, i18n) ? chosen : undefined);
          }}
        />
        <small id={`${uid}-file-hint`} className="hint">
          {t`A PDF, PNG or JPEG of at most 10 MB.`}
        </small>
        {errors.fields.file && (
          <small id={`${uid}-file-error`} className="field-error">
            {errors.fields.file}
          </small>
        )}
      </div>
      <BillSuggestions state={reading.state} fields={suggested} onUse={(name, value) => setFields((f) => ({ ...f, [name]: value }))} />
      <div className="actions">
        <button type="submit" className="send" disabled={busy} part="send">
          {busy ? t`Sending…` : correcting ? t`Send the corrected bill` : t`Send the bill`}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={busy}>
            {t`Cancel`}
          </button>
        )}
      </div>
    </form>
  );
}

/** One bill as the vendor follows it: its figures, where it stands in words, why it was rejected, when it was paid. */
function BillCard({ token, bill, blocked, correcting, onCorrect, onCancel, onSent, currency }: { token: string; bill: PortalItem; blocked?: string; correcting: boolean; onCorrect(): void; onCancel(): void; onSent(item: PortalItem): void; currency: string }) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const state = bill.bill_state ?? null;
  const headingId = `bill-${bill.id}-heading`;
  const number = bill.number ?? bill.title;
  const stateText = billStateText(state, i18n, 'vendor');
  const mayCorrect = state === 'rejected' && !bill.corrected && !blocked;
  return (
    <li className={`item bill-card bill-card--${state ?? 'other'}`} data-item-id={bill.id} part="bill">
      <div className="item-head">
        <h4 id={headingId}>{t`Bill ${number}`}</h4>
        <span className={`chip chip--status bill-state bill-state--${state ?? 'other'}`} part="bill-state">
          {stateText}
        </span>
      </div>
      <dl className="bill-facts">
        <div>
          <dt>{t`Bill date`}</dt>
          <dd>{bill.issue_date ? formatDate(bill.issue_date, lang) : '—'}</dd>
        </div>
        <div>
          <dt>{t`Due`}</dt>
          <dd>{bill.due_date ? formatDate(bill.due_date, lang) : t`On receipt`}</dd>
        </div>
        <div>
          <dt>{t`Total`}</dt>
          <dd>{formatMoney(bill.total, bill.currency, lang)}</dd>
        </div>
        {state === 'paid' && bill.paid_on && (
          <div>
            <dt>{t`Paid`}</dt>
            <dd part="paid">{bill.payment_reference ? t`On ${formatDate(bill.paid_on, lang)}, reference ${bill.payment_reference}` : t`On ${formatDate(bill.paid_on, lang)}`}</dd>
          </div>
        )}
      </dl>
      {state === 'rejected' && (
        <p className="reject-reason" part="reject-reason">
          {bill.reject_reason ? t`Why it was rejected: ${bill.reject_reason}` : t`It was rejected.`}
        </p>
      )}
      {state === 'rejected' && bill.corrected && <p className="due">{t`You sent a corrected bill in reply.`}</p>}
      {bill.replaces_id != null && <p className="due">{t`This bill corrects one we rejected.`}</p>}
      <FileLinks token={token} files={bill.files} />
      {mayCorrect && !correcting && (
        <button type="button" part="correct" aria-label={t`Send a corrected bill for ${number}`} onClick={onCorrect}>
          {t`Send a corrected bill`}
        </button>
      )}
      {mayCorrect && correcting && <SendBillForm token={token} correcting={bill} currency={currency} onSent={onSent} onCancel={onCancel} />}
    </li>
  );
}

const newestFirst = (a: PortalItem, b: PortalItem) => (b.issue_date ?? '').localeCompare(a.issue_date ?? '') || b.id - a.id;

/**
 * The vendor's bills in its portal, newest first, each with where it stands in words (received,
 * in approval, rejected with its reason, approved, scheduled, paid with the day and reference),
 * a corrected bill sent in reply to a rejection, and the form that sends a new bill.
 */
export function PortalBills({ token, bills, blocked, onSent }: PortalBillsProps) {
  const { t } = useLingui();
  // What this page sent, shown at once while the portal data reads again.
  const [sent, setSent] = useState<PortalItem[]>([]);
  const [corrected, setCorrected] = useState<ReadonlySet<number>>(new Set());
  const [correcting, setCorrecting] = useState<number>();
  const [notice, setNotice] = useState<string>();
  const shown = [...sent.filter((s) => !bills.some((b) => b.id === s.id)), ...bills].map((b) => (corrected.has(b.id) ? { ...b, corrected: true } : b)).sort(newestFirst);
  const currency = shown.find((b) => b.currency)?.currency ?? 'USD';
  const received = (bill: PortalItem, answered?: number) => {
    setSent((was) => [bill, ...was]);
    if (answered !== undefined) setCorrected((was) => new Set(was).add(answered));
    setCorrecting(undefined);
    setNotice(answered !== undefined ? t`Your corrected bill ${bill.number ?? ''} was received and goes to approval again.` : t`Your bill ${bill.number ?? ''} was received. You can follow it here.`);
    onSent(bill);
  };
  return (
    <>
      <section className="portal bills" aria-labelledby="payable-bills-heading" part="bills">
        <h3 id="payable-bills-heading">{t`Your bills`}</h3>
        {notice && (
          <Notice variant="success" part="bill-notice">
            {notice}
          </Notice>
        )}
        {shown.length ? (
          <ul className="bill-list">
            {shown.map((bill) => (
              <BillCard
                key={bill.id}
                token={token}
                bill={bill}
                blocked={blocked}
                currency={currency}
                correcting={correcting === bill.id}
                onCorrect={() => setCorrecting(bill.id)}
                onCancel={() => setCorrecting(undefined)}
                onSent={(item) => received(item, bill.id)}
              />
            ))}
          </ul>
        ) : (
          <p part="bills-empty">{t`You have not sent us any bills yet.`}</p>
        )}
      </section>
      <section className="portal item" aria-labelledby="payable-send-heading" part="send-bill">
        <h3 id="payable-send-heading">{t`Send a bill`}</h3>
        {blocked ? (
          <p part="hold-notice">{blocked}</p>
        ) : (
          <>
            <p className="due">{t`We check each bill and tell you here where it stands, and why if we reject it.`}</p>
            <SendBillForm token={token} currency={currency} onSent={(item) => received(item)} />
          </>
        )}
      </section>
    </>
  );
}
