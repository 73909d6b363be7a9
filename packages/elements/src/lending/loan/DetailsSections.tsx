/** Sections loanDetails and loanTerm: their facts, the schedule, and (writers) their forms. */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LoanDetail } from '@si/contract';
import { LENDING_LIMITS, type RateKind, type Repayment } from '@si/contract/lending';
import { FormActions } from '../../admin/FormActions.tsx';
import { SelectField, TextArea } from '../../admin/fields.tsx';
import { ErrorAlert } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { formatDate } from '../../portal-kit/itemLabels.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { choiceOptions, loadCategories, loadOfficers, loadProducts, updateLoanDetails, updateLoanTerm } from '../kit/staff/loanCalls.ts';
import { LoanInput } from '../kit/staff/loanFields.tsx';
import { moneyText, perYearText, rateKindText, rateText, repaymentText } from '../kit/staff/loanWords.ts';
import { Fact, loanFormErrors, Section, STALE_KEPT, staleLoan, type SectionProps } from './parts.tsx';

const DETAIL_FIELDS = ['borrower_name', 'amount', 'currency', 'rate_kind', 'fixed_rate', 'rate_index', 'index_rate', 'margin', 'origination_date', 'maturity_date', 'collateral', 'purpose', 'product_id', 'category_id', 'officer_user_id'] as const;
type DetailField = (typeof DETAIL_FIELDS)[number];
type DetailValues = Record<DetailField, string>;

function detailValues(l: LoanDetail): DetailValues {
  const d = l.loan_details;
  return {
    borrower_name: l.borrower,
    amount: d.amount,
    currency: d.currency,
    rate_kind: d.rate_kind,
    fixed_rate: d.fixed_rate ?? '',
    rate_index: d.rate_index,
    index_rate: d.index_rate ?? '',
    margin: d.margin ?? '',
    origination_date: d.origination_date ?? '',
    maturity_date: d.maturity_date ?? '',
    collateral: d.collateral,
    purpose: d.purpose,
    product_id: d.product ? String(d.product.id) : '',
    category_id: d.category ? String(d.category.id) : '',
    officer_user_id: l.officer ? String(l.officer.id) : '',
  };
}

const NULLABLE = new Set<DetailField>(['fixed_rate', 'index_rate', 'margin', 'origination_date', 'maturity_date']);
const IDS = new Set<DetailField>(['product_id', 'category_id', 'officer_user_id']);

/**
 * Only the fields the person changed from what the form started with, as the API takes them: after
 * a stale save the loan is reloaded, and what someone else changed meanwhile is not overwritten.
 */
function detailsPatch(now: DetailValues, typed: DetailValues): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const name of DETAIL_FIELDS) {
    const value = typed[name].trim();
    if (value === now[name].trim()) continue;
    if (IDS.has(name)) patch[name] = value ? Number(value) : null;
    else if (NULLABLE.has(name)) patch[name] = value || null;
    else if (name === 'currency') patch[name] = value.toUpperCase();
    else patch[name] = name === 'collateral' || name === 'purpose' ? typed[name] : value;
  }
  return patch;
}

function DetailsForm({ loan, onSaved, onStale, onCancel }: SectionProps & { onCancel(): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [started] = useState(() => detailValues(loan));
  const [values, setValues] = useState(started);
  const products = useLoad(loadProducts, 'products').loaded.data;
  const categories = useLoad(loadCategories, 'categories').loaded.data;
  const officers = useLoad(loadOfficers, 'officers').loaded.data;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const set = (name: DetailField) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      if (!values.borrower_name.trim()) problems.borrower_name = t`Enter the borrower's name.`;
      if (!/^\d{1,16}(\.\d{1,2})?$/.test(values.amount.trim()) || Number(values.amount) <= 0) problems.amount = t`Enter an amount greater than zero, such as 250000.00.`;
      return problems;
    },
    async () => {
      const patch = detailsPatch(started, values);
      onSaved(Object.keys(patch).length ? await updateLoanDetails(loan.id, { version: loan.version, ...patch }) : loan, t`The loan details are saved.`);
    },
    (error) => {
      const now = staleLoan(error);
      if (now !== false) {
        onStale(now);
        return { fields: {}, alert: i18n._(STALE_KEPT) };
      }
      return loanFormErrors(error, DETAIL_FIELDS, i18n);
    },
    t`Check the fields marked below; nothing was sent.`,
  );
  const floating = values.rate_kind === 'floating';
  return (
    <section className="panel" part="details-form" aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`} ref={heading} tabIndex={-1}>
        {t`Change the loan details`}
      </h4>
      <form noValidate aria-labelledby={`${id}-h`} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        <ErrorAlert message={errors.alert} />
        <div className="loan-fields">
          <LoanInput name="borrower_name" label={t`Borrower`} required maxLength={200} value={values.borrower_name} error={errors.fields.borrower_name} onChange={set('borrower_name')} />
          <LoanInput name="amount" label={t`Amount`} required inputMode="decimal" dir="ltr" value={values.amount} error={errors.fields.amount} onChange={set('amount')} />
          <LoanInput name="currency" label={t`Currency`} required dir="ltr" maxLength={3} value={values.currency} error={errors.fields.currency} onChange={set('currency')} />
          <SelectField
            name="rate_kind"
            label={t`Rate`}
            value={values.rate_kind}
            options={(['fixed', 'floating'] as RateKind[]).map((k) => [k, rateKindText(k, i18n)])}
            error={errors.fields.rate_kind}
            onChange={set('rate_kind')}
          />
          {floating ? (
            <>
              <LoanInput name="rate_index" label={t`Index`} maxLength={20} value={values.rate_index} hint={t`Such as SOFR or Prime.`} error={errors.fields.rate_index} onChange={set('rate_index')} />
              <LoanInput name="index_rate" label={t`Index rate (% a year)`} inputMode="decimal" dir="ltr" value={values.index_rate} error={errors.fields.index_rate} onChange={set('index_rate')} />
              <LoanInput name="margin" label={t`Margin (% a year)`} inputMode="decimal" dir="ltr" value={values.margin} error={errors.fields.margin} onChange={set('margin')} />
            </>
          ) : (
            <LoanInput name="fixed_rate" label={t`Fixed rate (% a year)`} inputMode="decimal" dir="ltr" value={values.fixed_rate} error={errors.fields.fixed_rate} onChange={set('fixed_rate')} />
          )}
          <LoanInput name="origination_date" type="date" label={t`Origination`} value={values.origination_date} error={errors.fields.origination_date} onChange={set('origination_date')} />
          <LoanInput name="maturity_date" type="date" label={t`Maturity`} value={values.maturity_date} error={errors.fields.maturity_date} onChange={set('maturity_date')} />
          <SelectField name="product_id" label={t`Product`} value={values.product_id} options={choiceOptions(products, t`No product`, loan.loan_details.product)} error={errors.fields.product_id} onChange={set('product_id')} />
          <SelectField name="category_id" label={t`Category`} value={values.category_id} options={choiceOptions(categories, t`No category`, loan.loan_details.category)} error={errors.fields.category_id} onChange={set('category_id')} />
          <SelectField name="officer_user_id" label={t`Officer`} value={values.officer_user_id} options={choiceOptions(officers, t`Nobody`, loan.officer)} error={errors.fields.officer_user_id} onChange={set('officer_user_id')} />
        </div>
        <TextArea name="collateral" label={t`Collateral`} value={values.collateral} error={errors.fields.collateral} onChange={set('collateral')} />
        <TextArea name="purpose" label={t`Purpose`} value={values.purpose} error={errors.fields.purpose} onChange={set('purpose')} />
        <FormActions submitText={t`Save the loan details`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}

export function DetailsSection(props: SectionProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const { loan } = props;
  const d = loan.loan_details;
  const [editing, setEditing] = useState(false);
  const rate = d.rate_kind === 'fixed' ? rateText(d.fixed_rate, lang) : t`${d.rate_index || t`Index`} ${rateText(d.index_rate, lang)} + ${rateText(d.margin, lang)} = ${rateText(d.rate, lang)}`;
  return (
    <Section
      section="loanDetails"
      part="details"
      actions={
        loan.can.loanDetails &&
        !editing && (
          <button type="button" part="edit-details" onClick={() => setEditing(true)}>
            {t`Change the details`}
          </button>
        )
      }
    >
      <dl className="facts" part="details-facts">
        <Fact term={t`Amount`} part="amount">
          <strong>{moneyText(d.amount, d.currency, lang)}</strong>
        </Fact>
        <Fact term={t`Rate`} part="rate">
          {rateKindText(d.rate_kind, i18n)}: {rate}
        </Fact>
        <Fact term={t`Origination`}>{d.origination_date ? formatDate(d.origination_date, lang) : t`Not set`}</Fact>
        <Fact term={t`Maturity`}>{d.maturity_date ? formatDate(d.maturity_date, lang) : t`Not set`}</Fact>
        <Fact term={t`Product`}>{d.product ? <bdi>{d.product.name}</bdi> : t`None`}</Fact>
        <Fact term={t`Category`}>{d.category ? <bdi>{d.category.name}</bdi> : t`None`}</Fact>
        <Fact term={t`Collateral`} part="collateral">
          {d.collateral ? <bdi>{d.collateral}</bdi> : t`None`}
        </Fact>
        <Fact term={t`Purpose`}>{d.purpose ? <bdi>{d.purpose}</bdi> : t`Not said`}</Fact>
      </dl>
      {editing && (
        <DetailsForm
          {...props}
          onCancel={() => setEditing(false)}
          onSaved={(next, said) => {
            setEditing(false);
            props.onSaved(next, said);
          }}
        />
      )}
    </Section>
  );
}

const TERM_FIELDS = ['term_months', 'repayment', 'payments_per_year'] as const;
type TermValues = Record<(typeof TERM_FIELDS)[number], string>;
const termValues = (l: LoanDetail): TermValues => ({ term_months: l.loan_term.term_months === null ? '' : String(l.loan_term.term_months), repayment: l.loan_term.repayment, payments_per_year: String(l.loan_term.payments_per_year) });

function TermForm({ loan, onSaved, onStale, onCancel }: SectionProps & { onCancel(): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [started] = useState(() => termValues(loan));
  const [values, setValues] = useState(started);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const set = (name: keyof TermValues) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const { busy, errors, handleSubmit } = useFormSubmit(
    (): Record<string, string> => {
      const months = values.term_months.trim();
      if (months && (!/^\d{1,3}$/.test(months) || Number(months) < 1 || Number(months) > LENDING_LIMITS.termMonths)) return { term_months: t`Enter a term from 1 to ${LENDING_LIMITS.termMonths} months.` };
      return {};
    },
    async () => {
      const now = started;
      const patch: Record<string, unknown> = {};
      if (values.term_months.trim() !== now.term_months) patch.term_months = values.term_months.trim() ? Number(values.term_months.trim()) : null;
      if (values.repayment !== now.repayment) patch.repayment = values.repayment;
      if (values.payments_per_year !== now.payments_per_year) patch.payments_per_year = Number(values.payments_per_year);
      onSaved(Object.keys(patch).length ? await updateLoanTerm(loan.id, { version: loan.version, ...patch }) : loan, t`The term is saved.`);
    },
    (error) => {
      const now = staleLoan(error);
      if (now !== false) {
        onStale(now);
        return { fields: {}, alert: i18n._(STALE_KEPT) };
      }
      return loanFormErrors(error, TERM_FIELDS, i18n);
    },
    t`Check the fields marked below; nothing was sent.`,
  );
  return (
    <section className="panel" part="term-form" aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`} ref={heading} tabIndex={-1}>
        {t`Change the term and repayment`}
      </h4>
      <form noValidate aria-labelledby={`${id}-h`} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        <ErrorAlert message={errors.alert} />
        <div className="loan-fields">
          <LoanInput name="term_months" label={t`Term (months)`} inputMode="numeric" dir="ltr" value={values.term_months} error={errors.fields.term_months} onChange={set('term_months')} />
          <SelectField
            name="repayment"
            label={t`Repayment`}
            value={values.repayment}
            options={(['amortizing', 'interest_only', 'bullet'] as Repayment[]).map((r) => [r, repaymentText(r, i18n)])}
            error={errors.fields.repayment}
            onChange={set('repayment')}
          />
          <SelectField
            name="payments_per_year"
            label={t`Payments`}
            value={values.payments_per_year}
            options={[12, 4, 1].map((n) => [String(n), perYearText(n, i18n)])}
            error={errors.fields.payments_per_year}
            onChange={set('payments_per_year')}
          />
        </div>
        <FormActions submitText={t`Save the term`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}

export function TermSection(props: SectionProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const { loan } = props;
  const term = loan.loan_term;
  const s = term.schedule;
  const [editing, setEditing] = useState(false);
  const money = (v: string) => moneyText(v, loan.currency, lang);
  const tableId = useId();
  return (
    <Section
      section="loanTerm"
      part="term"
      actions={
        loan.can.loanTerm &&
        !editing && (
          <button type="button" part="edit-term" onClick={() => setEditing(true)}>
            {t`Change the term`}
          </button>
        )
      }
    >
      <dl className="facts" part="term-facts">
        <Fact term={t`Term`}>{term.term_months === null ? t`Not set` : t`${term.term_months} months`}</Fact>
        <Fact term={t`Repayment`}>{repaymentText(term.repayment, i18n)}</Fact>
        <Fact term={t`Payments`}>{perYearText(term.payments_per_year, i18n)}</Fact>
      </dl>
      {editing && (
        <TermForm
          {...props}
          onCancel={() => setEditing(false)}
          onSaved={(next, said) => {
            setEditing(false);
            props.onSaved(next, said);
          }}
        />
      )}
      {s ? (
        <div className="scroll-box" part="schedule" tabIndex={0} role="region" aria-labelledby={tableId}>
          <table className="plain">
            <caption id={tableId}>{t`Repayment schedule at ${rateText(s.rate, lang)} a year`}</caption>
            <thead>
              <tr>
                <th scope="col">{t({ message: 'No.', context: 'payment number' })}</th>
                <th scope="col">{t`Date`}</th>
                <th scope="col" className="num">
                  {t`Payment`}
                </th>
                <th scope="col" className="num">
                  {t`Interest`}
                </th>
                <th scope="col" className="num">
                  {t`Principal`}
                </th>
                <th scope="col" className="num">
                  {t`Balance`}
                </th>
              </tr>
            </thead>
            <tbody>
              {s.rows.map((r) => (
                <tr key={r.number} part="schedule-row">
                  <td>{r.number}</td>
                  <td>{r.date ? formatDate(r.date, lang) : '—'}</td>
                  <td className="num">{money(r.payment)}</td>
                  <td className="num">{money(r.interest)}</td>
                  <td className="num">{money(r.principal)}</td>
                  <td className="num">{money(r.balance)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr part="schedule-totals">
                <th scope="row" colSpan={2}>
                  {t`Total`}
                </th>
                <td className="num">{money(s.totals.payment)}</td>
                <td className="num">{money(s.totals.interest)}</td>
                <td className="num">{money(s.totals.principal)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      ) : (
        <p className="muted" part="no-schedule">
          {t`The schedule shows once the loan has a rate and a term in whole payment periods.`}
        </p>
      )}
    </Section>
  );
}
