import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LeadConverted, LeadDetail } from '@si/contract';
import { SALES_LIMITS } from '@si/contract/sales';
import { api } from '@si/core/admin';
import { FormActions } from '../../admin/FormActions.tsx';
import { leadFormErrors } from '../kit/leadErrors.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { loadDealCurrency, loadPipelines } from '../kit/leadChoices.ts';
import { LeadInput, LeadSelect } from '../kit/leadFields.tsx';
import { leadName } from '../kit/leadWords.ts';
import { DuplicateChoices, type MergePick } from './DuplicateChoices.tsx';

const AMOUNT = /^\d+(\.\d+)?$/;
const CURRENCY = /^[A-Z]{3}$/;
const SHOWN = ['account_id', 'account_name', 'contact_id', 'deal', 'deal.title', 'deal.pipeline_id', 'deal.stage_id', 'deal.amount', 'deal.currency', 'deal.expected_close'];

type LeadConvertProps = { lead: LeadDetail; onConverted(result: LeadConverted): void; onCancel(): void };

/**
 * Converting a lead, in one step of its panel: first what it may already be (the duplicates the
 * server finds), to merge into or not; then the deal, if one is wanted: its title ("<company>
 * deal"), pipeline and stage, amount, currency (the organization's) and expected close. Nothing is
 * sent until Convert; a refused conversion keeps every choice, with the message at its field.
 */
export function LeadConvert({ lead, onConverted, onCancel }: LeadConvertProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const duplicates = useLoad((signal) => api('leadDuplicates', { params: { id: lead.id }, signal }), `duplicates ${lead.id}`);
  const pipelines = useLoad(loadPipelines, 'pipelines');
  const currencyRead = useLoad(loadDealCurrency, 'currency');
  const company = lead.company.trim() || leadName(lead);

  // Undefined: the default, worked out from what was read (the first contact with the lead's e-mail, the first pipeline).
  const [account, setAccount] = useState<MergePick>('new');
  const [accountName, setAccountName] = useState(company);
  const [pickedContact, setContact] = useState<MergePick>();
  const [withDeal, setWithDeal] = useState(true);
  const [title, setTitle] = useState(() => t`${company} deal`);
  const [pickedPipeline, setPipeline] = useState<string>();
  const [stage, setStage] = useState('');
  const [amount, setAmount] = useState('');
  const [typedCurrency, setCurrency] = useState<string>();
  const [expectedClose, setExpectedClose] = useState('');

  const found = duplicates.loaded.data;
  const contact = pickedContact ?? (found?.contacts[0] ? String(found.contacts[0].id) : 'new');
  const pipelineRows = pipelines.loaded.data ?? [];
  const noPipeline = pipelines.loaded.status === 'ready' && pipelineRows.length === 0;
  const pipelineId = pickedPipeline ?? (pipelineRows[0] ? String(pipelineRows[0].id) : '');
  const pipeline = pipelineRows.find((p) => String(p.id) === pipelineId);
  const stages = [...(pipeline?.stages ?? [])].sort((a, b) => a.position - b.position);
  const currency = typedCurrency ?? currencyRead.loaded.data ?? '';
  const dealWanted = withDeal && !noPipeline;

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      // The duplicates are shown before anything is converted (unless they cannot be read).
      if (!found && duplicates.loaded.status !== 'error') problems.duplicates = t`Wait until the possible duplicates are shown.`;
      if (account === 'new' && accountName.trim().length > SALES_LIMITS.company) problems.account_name = t`Ensure this field has no more than ${SALES_LIMITS.company} characters.`;
      if (!dealWanted) return problems;
      if (!title.trim()) problems['deal.title'] = t`Give the deal a title.`;
      if (!pipeline) problems['deal.pipeline_id'] = t`Choose a pipeline.`;
      else if (stages.length === 0) problems['deal.pipeline_id'] = t`This pipeline has no stages yet: add them in Settings, Pipelines.`;
      if (amount.trim() && !AMOUNT.test(amount.trim())) problems['deal.amount'] = t`Enter an amount in figures, such as 1200 or 1200.50.`;
      if (!CURRENCY.test(currency.trim().toUpperCase())) problems['deal.currency'] = t`Enter a three-letter currency code, such as EUR.`;
      return problems;
    },
    async () => {
      const result = await api('convertLead', {
        params: { id: lead.id },
        json: {
          account_id: account === 'new' ? null : Number(account),
          account_name: account === 'new' ? accountName.trim() : '',
          contact_id: contact === 'new' ? null : Number(contact),
          deal: dealWanted
            ? {
                title: title.trim(),
                pipeline_id: Number(pipelineId),
                stage_id: stage ? Number(stage) : null,
                amount: amount.trim() || '0',
                currency: currency.trim().toUpperCase(),
                expected_close: expectedClose || null,
              }
            : null,
        },
      });
      onConverted(result);
    },
    (error) => leadFormErrors(error, SHOWN, i18n),
    t`Check the fields marked below; nothing was sent.`,
  );
  const fieldError = (name: string) => errors.fields[name];

  return (
    <section className="panel lead-convert" part="convert-step" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {t`Convert the lead`}
      </h3>
      <p className="muted">{t`The lead becomes a contact on a sales account, with a deal if you want one.`}</p>
      <form noValidate aria-labelledby={`${id}-heading`} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        <ErrorAlert message={errors.alert ?? fieldError('deal')} />
        <section className="duplicates" part="duplicates" aria-labelledby={`${id}-duplicates`}>
          <h4 id={`${id}-duplicates`}>{t`Already in the suite?`}</h4>
          <LoadState loaded={duplicates.loaded} retry={duplicates.retry} />
          {found && (
            <DuplicateChoices
              duplicates={found}
              account={account}
              accountName={accountName}
              contact={contact}
              errors={errors.fields}
              onAccount={setAccount}
              onAccountName={setAccountName}
              onContact={setContact}
            />
          )}
        </section>
        <fieldset className="deal" part="deal">
          <legend>{t`Deal`}</legend>
          <label className="check">
            <input type="checkbox" name="with_deal" checked={dealWanted} disabled={noPipeline} onChange={(e) => setWithDeal(e.target.checked)} />
            <span>{t`Create a deal`}</span>
          </label>
          {noPipeline && <p className="muted">{t`No pipeline yet: an Office Administrator adds one in Settings, Pipelines. The lead can be converted without a deal.`}</p>}
          {pipelines.loaded.status === 'error' && <LoadState loaded={pipelines.loaded} retry={pipelines.retry} />}
          {dealWanted && (
            <div className="lead-fields">
              <LeadInput name="title" label={t`Title`} value={title} maxLength={SALES_LIMITS.dealTitle} error={fieldError('deal.title')} onChange={setTitle} />
              <LeadSelect
                name="pipeline_id"
                label={t`Pipeline`}
                value={pipelineId}
                disabled={!pipelineRows.length}
                options={pipelineRows.length ? pipelineRows.map((p): [string, string] => [String(p.id), p.name]) : [['', t`Loading…`]]}
                error={fieldError('deal.pipeline_id')}
                onChange={(value) => {
                  setPipeline(value);
                  setStage('');
                }}
              />
              <LeadSelect
                name="stage_id"
                label={t`Stage`}
                value={stage}
                options={[['', stages[0] ? t`${stages[0].name} (the first stage)` : t`The first stage`], ...stages.slice(1).map((s): [string, string] => [String(s.id), s.name])]}
                error={fieldError('deal.stage_id')}
                onChange={setStage}
              />
              <LeadInput name="amount" label={t`Amount`} inputMode="decimal" dir="ltr" value={amount} error={fieldError('deal.amount')} onChange={setAmount} />
              <LeadInput name="currency" label={t`Currency`} dir="ltr" maxLength={3} value={currency} error={fieldError('deal.currency')} onChange={setCurrency} />
              <LeadInput name="expected_close" type="date" label={t`Expected close`} value={expectedClose} error={fieldError('deal.expected_close')} onChange={setExpectedClose} />
            </div>
          )}
        </fieldset>
        <FormActions submitText={t`Convert`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}
