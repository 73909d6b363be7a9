import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import type { DealDetail } from '@si/contract';
import { SALES_LIMITS } from '@si/contract/sales';
import { $user } from '@si/core';
import { api } from '@si/core/admin';
import { FormActions } from '../../admin/FormActions.tsx';
import { ErrorAlert } from '../../base/Notice.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { choiceOptions, loadProducts } from '../kit/dealChoices.ts';
import { dealFieldProblems, salesFormErrors } from '../kit/dealWords.ts';
import { loadDealCurrency, loadOwners, loadPipelines } from '../kit/leadChoices.ts';
import { LeadInput, LeadSelect } from '../kit/leadFields.tsx';

const SHOWN = ['title', 'pipeline_id', 'stage_id', 'amount', 'currency', 'product_id', 'expected_close', 'owner_user_id'];

type NewDealFormProps = { accountId: number; onSaved(deal: DealDetail): void; onCancel(): void };

/**
 * A new deal on the account: title, pipeline and one of its stages (the first to start with),
 * amount and currency (the organization's to start with), product, expected close and owner (the
 * signed-in user to start with). Nothing is sent until Create; a refused deal keeps everything
 * typed, with the message at its field.
 */
export function NewDealForm({ accountId, onSaved, onCancel }: NewDealFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const me = useStore($user)?.id;
  const pipelines = useLoad(loadPipelines, 'pipelines');
  const currencyRead = useLoad(loadDealCurrency, 'currency');
  const owners = useLoad(loadOwners, 'owners').loaded.data;
  const products = useLoad(loadProducts, 'products').loaded.data;
  const [title, setTitle] = useState('');
  const [pickedPipeline, setPipeline] = useState<string>();
  const [pickedStage, setStage] = useState<string>();
  const [amount, setAmount] = useState('');
  const [typedCurrency, setCurrency] = useState<string>();
  const [product, setProduct] = useState('');
  const [expectedClose, setExpectedClose] = useState('');
  const [pickedOwner, setOwner] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const pipelineRows = pipelines.loaded.data ?? [];
  const noPipeline = pipelines.loaded.status === 'ready' && pipelineRows.length === 0;
  const pipelineId = pickedPipeline ?? (pipelineRows[0] ? String(pipelineRows[0].id) : '');
  const pipeline = pipelineRows.find((p) => String(p.id) === pipelineId);
  const stages = [...(pipeline?.stages ?? [])].sort((a, b) => a.position - b.position);
  const stage = pickedStage ?? (stages[0] ? String(stages[0].id) : '');
  const currency = typedCurrency ?? currencyRead.loaded.data ?? '';
  const owner = pickedOwner ?? (me !== undefined && owners?.some((o) => o.id === me) ? String(me) : '');

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems = dealFieldProblems({ title, amount, currency }, i18n);
      if (!pipeline) problems.pipeline_id = noPipeline ? t`No pipeline yet: an Office Administrator adds one in Settings, Pipelines.` : t`Choose a pipeline.`;
      else if (!stages.length) problems.pipeline_id = t`This pipeline has no stages yet: add them in Settings, Pipelines.`;
      return problems;
    },
    async () => {
      const deal = await api('createDeal', {
        json: {
          account_id: accountId,
          title: title.trim(),
          pipeline_id: Number(pipelineId),
          stage_id: stage ? Number(stage) : null,
          amount: amount.trim() || '0',
          currency: currency.trim().toUpperCase(),
          product_id: product ? Number(product) : null,
          expected_close: expectedClose || null,
          owner_user_id: owner ? Number(owner) : null,
        },
      });
      onSaved(deal);
    },
    (error) => salesFormErrors(error, SHOWN, i18n),
    t`Check the fields marked below; nothing was sent.`,
  );

  return (
    <section className="panel deal-form" part="form" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {t`New deal`}
      </h3>
      <form noValidate aria-labelledby={`${id}-heading`} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        <ErrorAlert message={errors.alert} />
        {pipelines.loaded.status === 'error' && <LoadState loaded={pipelines.loaded} retry={pipelines.retry} />}
        <div className="deal-fields">
          <LeadInput name="title" label={t`Title`} value={title} maxLength={SALES_LIMITS.dealTitle} error={errors.fields.title} onChange={setTitle} />
          <LeadSelect
            name="pipeline_id"
            label={t`Pipeline`}
            value={pipelineId}
            disabled={!pipelineRows.length}
            options={pipelineRows.length ? pipelineRows.map((p): [string, string] => [String(p.id), p.name]) : [['', noPipeline ? t`No pipeline yet` : t`Loading…`]]}
            error={errors.fields.pipeline_id}
            onChange={(value) => {
              setPipeline(value);
              setStage(undefined);
            }}
          />
          <LeadSelect
            name="stage_id"
            label={t`Stage`}
            value={stage}
            disabled={!stages.length}
            options={stages.length ? stages.map((s): [string, string] => [String(s.id), s.name]) : [['', t`No stage`]]}
            error={errors.fields.stage_id}
            onChange={setStage}
          />
          <LeadInput name="amount" label={t`Amount`} inputMode="decimal" dir="ltr" value={amount} error={errors.fields.amount} onChange={setAmount} />
          <LeadInput name="currency" label={t`Currency`} dir="ltr" maxLength={3} value={currency} error={errors.fields.currency} onChange={setCurrency} />
          <LeadSelect name="product_id" label={t`Product`} value={product} options={choiceOptions(products, t`No product`)} error={errors.fields.product_id} onChange={setProduct} />
          <LeadInput name="expected_close" type="date" label={t`Expected close`} value={expectedClose} error={errors.fields.expected_close} onChange={setExpectedClose} />
          <LeadSelect name="owner_user_id" label={t`Owner`} value={owner} options={choiceOptions(owners, owners ? t`Nobody` : t`Loading…`)} error={errors.fields.owner_user_id} onChange={setOwner} />
        </div>
        <FormActions submitText={t`Create deal`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}
