import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DealDetail, DealPatch } from '@si/contract';
import { SALES_LIMITS } from '@si/contract/sales';
import { api } from '@si/core/admin';
import { FormActions } from '../../admin/FormActions.tsx';
import { ErrorAlert } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { choiceOptions, loadCategories, loadProducts } from '../kit/dealChoices.ts';
import { dealFieldProblems, salesFormErrors, statusOf } from '../kit/dealWords.ts';
import { loadOwners } from '../kit/leadChoices.ts';
import { LeadInput, LeadSelect } from '../kit/leadFields.tsx';
import { percentText } from '../kit/salesWords.ts';

const FIELDS = ['title', 'amount', 'currency', 'product_id', 'category_id', 'expected_close', 'owner_user_id', 'probability'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** The deal's fields as the form holds them (text; '' for none). */
function valuesOf(deal: DealDetail): Values {
  return {
    title: deal.title,
    amount: deal.amount,
    currency: deal.currency,
    product_id: deal.product ? String(deal.product.id) : '',
    category_id: deal.category ? String(deal.category.id) : '',
    expected_close: deal.expected_close ?? '',
    owner_user_id: deal.owner ? String(deal.owner.id) : '',
    probability: deal.own_probability === null ? '' : String(deal.own_probability),
  };
}

const idOrNull = (value: string) => (value ? Number(value) : null);

/** Only what changed, as the API takes it. */
function patchOf(before: Values, after: Values): DealPatch {
  const patch: DealPatch = {};
  for (const name of FIELDS) {
    if (after[name] === before[name]) continue;
    if (name === 'title') patch.title = after.title.trim();
    else if (name === 'amount') patch.amount = after.amount.trim() || '0';
    else if (name === 'currency') patch.currency = after.currency.trim().toUpperCase();
    else if (name === 'expected_close') patch.expected_close = after.expected_close || null;
    else if (name === 'probability') patch.probability = after.probability.trim() ? Number(after.probability.trim()) : null;
    else patch[name] = idOrNull(after[name]);
  }
  return patch;
}

type DealEditFormProps = {
  deal: DealDetail;
  onSaved(deal: DealDetail): void;
  /** The deal was won or lost meanwhile (409): the page says so and reads it again; the form keeps what was typed. */
  onConflict(): void;
  onCancel(): void;
};

/**
 * A deal's details: title, amount and currency, product, category, expected close, owner and its
 * own probability (empty: the stage's). Only the fields changed are sent; a refused save keeps
 * everything typed, with the message at its field.
 */
export function DealEditForm({ deal, onSaved, onConflict, onCancel }: DealEditFormProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const id = useId();
  const [before] = useState(() => valuesOf(deal));
  const [values, setValues] = useState(before);
  const owners = useLoad(loadOwners, 'owners').loaded.data;
  const products = useLoad(loadProducts, 'products').loaded.data;
  const categories = useLoad(loadCategories, 'categories').loaded.data;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const set = (name: Field) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  const { busy, errors, setErrors, handleSubmit } = useFormSubmit(
    () => dealFieldProblems(values, i18n),
    async () => {
      const patch = patchOf(before, values);
      onSaved(Object.keys(patch).length ? await api('updateDeal', { params: { id: deal.id }, json: patch }) : deal);
    },
    (error) => {
      if (statusOf(error) === 409) {
        setErrors({ fields: {}, alert: t`This deal was won or lost meanwhile: it cannot be changed until it is reopened. What you typed is still here.` });
        onConflict();
        return undefined;
      }
      return salesFormErrors(error, FIELDS, i18n);
    },
    t`Check the fields marked below; nothing was sent.`,
  );
  const stageOdds = percentText(deal.stage.probability, lang);

  return (
    <section className="panel deal-form" part="edit-form" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {t`Change the deal`}
      </h3>
      <form noValidate aria-labelledby={`${id}-heading`} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        <ErrorAlert message={errors.alert} />
        <div className="deal-fields">
          <LeadInput name="title" label={t`Title`} value={values.title} maxLength={SALES_LIMITS.dealTitle} error={errors.fields.title} onChange={set('title')} />
          <LeadInput name="amount" label={t`Amount`} inputMode="decimal" dir="ltr" value={values.amount} error={errors.fields.amount} onChange={set('amount')} />
          <LeadInput name="currency" label={t`Currency`} dir="ltr" maxLength={3} value={values.currency} error={errors.fields.currency} onChange={set('currency')} />
          <LeadSelect name="product_id" label={t`Product`} value={values.product_id} options={choiceOptions(products, t`No product`, deal.product)} error={errors.fields.product_id} onChange={set('product_id')} />
          <LeadSelect name="category_id" label={t`Category`} value={values.category_id} options={choiceOptions(categories, t`No category`, deal.category)} error={errors.fields.category_id} onChange={set('category_id')} />
          <LeadInput name="expected_close" type="date" label={t`Expected close`} value={values.expected_close} error={errors.fields.expected_close} onChange={set('expected_close')} />
          <LeadSelect name="owner_user_id" label={t`Owner`} value={values.owner_user_id} options={choiceOptions(owners, t`Nobody`, deal.owner)} error={errors.fields.owner_user_id} onChange={set('owner_user_id')} />
          <LeadInput
            name="probability"
            label={t`Probability (%)`}
            inputMode="decimal"
            dir="ltr"
            maxLength={3}
            value={values.probability}
            hint={t`Leave it empty for the stage's: ${stageOdds}.`}
            error={errors.fields.probability}
            onChange={set('probability')}
          />
        </div>
        <FormActions submitText={t`Save the deal`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}
