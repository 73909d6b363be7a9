import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LoanDetail } from '@si/contract';
import { FormActions } from '../../admin/FormActions.tsx';
import { SelectField } from '../../admin/fields.tsx';
import { formErrors } from '../../base/errors.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { choiceOptions, createLoan, type Choice } from '../kit/staff/loanCalls.ts';
import { LoanInput } from '../kit/staff/loanFields.tsx';
import { placeText } from '../kit/staff/loanWords.ts';
import { lendingMessageText } from '../kit/lendingWords.ts';

const FIELDS = ['borrower_name', 'amount', 'currency', 'product_id', 'category_id', 'workspace_kind'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

type NewLoanFormProps = {
  products?: Choice[];
  categories?: Choice[];
  onSaved(loan: LoanDetail): void;
  onCancel(): void;
};

/**
 * A new loan: the borrower's name, amount and currency, product and category, and where it starts
 * (the loan pipeline, or booked: monitoring or loan draw). A refused save keeps what was typed,
 * with the server's message at its field.
 */
export function NewLoanForm({ products, categories, onSaved, onCancel }: NewLoanFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [values, setValues] = useState<Values>({ borrower_name: '', amount: '', currency: 'USD', product_id: '', category_id: '', workspace_kind: '2' });
  const set = (name: Field) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      if (!values.borrower_name.trim()) problems.borrower_name = t`Enter the borrower's name.`;
      if (!/^\d{1,16}(\.\d{1,2})?$/.test(values.amount.trim()) || Number(values.amount) <= 0) problems.amount = t`Enter an amount greater than zero, such as 250000.00.`;
      if (!/^[A-Za-z]{3}$/.test(values.currency.trim())) problems.currency = t`Enter a three-letter currency code, such as USD.`;
      return problems;
    },
    async () => {
      const loan = await createLoan({
        borrower_name: values.borrower_name.trim(),
        amount: values.amount.trim(),
        currency: values.currency.trim().toUpperCase(),
        product_id: values.product_id ? Number(values.product_id) : null,
        category_id: values.category_id ? Number(values.category_id) : null,
        workspace_kind: Number(values.workspace_kind) as 1 | 2 | 3,
      });
      onSaved(loan);
    },
    (error) => {
      const shown = formErrors(error, FIELDS, i18n);
      return { alert: shown.alert && lendingMessageText(shown.alert, i18n), fields: shown.fields };
    },
    t`Check the fields marked below; nothing was sent.`,
  );

  return (
    <section className="panel" part="form" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {t({ message: 'New loan', context: 'a form heading' })}
      </h3>
      <form noValidate aria-labelledby={`${id}-heading`} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        <ErrorAlert message={errors.alert} />
        <div className="loan-fields">
          <LoanInput name="borrower_name" label={t`Borrower`} required maxLength={200} value={values.borrower_name} error={errors.fields.borrower_name} onChange={set('borrower_name')} />
          <LoanInput name="amount" label={t`Amount`} required inputMode="decimal" dir="ltr" value={values.amount} error={errors.fields.amount} onChange={set('amount')} />
          <LoanInput name="currency" label={t`Currency`} required dir="ltr" maxLength={3} value={values.currency} error={errors.fields.currency} onChange={set('currency')} />
          <SelectField name="product_id" label={t`Product`} value={values.product_id} options={choiceOptions(products, t`No product`)} error={errors.fields.product_id} onChange={set('product_id')} />
          <SelectField name="category_id" label={t`Category`} value={values.category_id} options={choiceOptions(categories, t`No category`)} error={errors.fields.category_id} onChange={set('category_id')} />
          <SelectField
            name="workspace_kind"
            label={t`Where it starts`}
            value={values.workspace_kind}
            options={[
              ['2', t`${placeText(2, i18n)}: a request to decide`],
              ['1', t`${placeText(1, i18n)}: a booked loan`],
              ['3', t`${placeText(3, i18n)}: a booked construction loan`],
            ]}
            error={errors.fields.workspace_kind}
            onChange={set('workspace_kind')}
          />
        </div>
        <FormActions submitText={t`Open the loan`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}
