import { useRef, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LeadConverted, LeadDetail } from '@si/contract';
import { api } from '@si/core/admin';
import { followLink } from '../../admin/links.ts';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { formatDate } from '../../portal-kit/itemLabels.ts';
import { SidePanel } from '../../ui/SidePanel.tsx';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import type { LeadConvertedDetail } from '../../base/events.ts';
import { loadLeadFields, type Choice } from '../kit/leadChoices.ts';
import { leadErrorText } from '../kit/leadErrors.ts';
import { fillLink } from '../kit/salesWords.ts';
import { isOpenLead, leadName, leadSourceText, leadStateText } from '../kit/leadWords.ts';
import { LeadConvert } from './LeadConvert.tsx';
import { LeadForm } from './LeadForm.tsx';
import { AssignForm, DisqualifyForm } from './LeadSteps.tsx';

type Step = 'edit' | 'assign' | 'disqualify' | 'convert';

export type LeadPanelProps = {
  id: number;
  canWrite: boolean;
  owners: Choice[];
  /** An account's page, `{id}` replaced. */
  accountHref?: string;
  /** A deal's page, `{account_id}` and `{id}` replaced. */
  dealHref?: string;
  onClose(): void;
  /** The lead changed: the list reloads. */
  onChanged(): void;
  onConverted(detail: LeadConvertedDetail): void;
};

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A link to a route when its template is given, else the name as text. */
function RouteLink({ href, part, children }: { href: string | undefined; part: string; children: ReactNode }) {
  if (!href) return <bdi>{children}</bdi>;
  return (
    <a href={href} part={part} onClick={(e) => followLink(e, href)}>
      <bdi>{children}</bdi>
    </a>
  );
}

/**
 * One lead in a side panel: who it is, where it came from, its owner, message and custom fields;
 * for writers, the actions its state allows, in words: Qualify, Assign, Change the details,
 * Disqualify (asking why) and Convert while open, Reopen once disqualified. A converted lead shows
 * what it became (the account and the deal, linked); a disqualified one, why.
 */
export function LeadPanel({ id, canWrite, owners, accountHref, dealHref, onClose, onChanged, onConverted }: LeadPanelProps) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const load = useLoad<LeadDetail>((signal) => api('getLead', { params: { id }, signal }), String(id));
  const lead = load.loaded.dataKey === String(id) ? load.loaded.data : undefined;
  const hasFields = !!lead && Object.keys(lead.fields).length > 0;
  const fields = useLoad(hasFields ? loadLeadFields : null, 'lead fields');
  const [step, setStep] = useState<Step>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [working, setWorking] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const actions = useRef<HTMLDivElement>(null);

  const showOutcome = (ok: boolean, text: string) => {
    setOutcome({ ok, text });
    requestAnimationFrame(() => top.current?.focus());
  };
  const changed = (next: LeadDetail, text: string) => {
    load.setData(next);
    setStep(undefined);
    onChanged();
    showOutcome(true, text);
  };
  const cancelStep = (opener: Step) => {
    setStep(undefined);
    requestAnimationFrame(() => actions.current?.querySelector<HTMLElement>(`[part~="${opener}"]`)?.focus());
  };
  const open = (next: Step) => {
    setOutcome(undefined);
    setStep(next);
  };
  async function act(call: () => Promise<LeadDetail>, text: (lead: LeadDetail) => string) {
    if (working) return;
    setWorking(true);
    setOutcome(undefined);
    try {
      const next = await call();
      changed(next, text(next));
    } catch (error) {
      showOutcome(false, leadErrorText(error, i18n));
    } finally {
      setWorking(false);
    }
  }
  const converted = (result: LeadConverted) => {
    changed(result.lead, t`The lead is converted.`);
    onConverted({ lead_id: result.lead.id, account_id: result.account_id, contact_id: result.contact_id, deal_id: result.deal_id });
  };

  const name = lead ? leadName(lead) || t`Lead without a name` : t({ message: 'Lead', context: 'a sales lead' });
  const day = (value: string) => formatDate(value.slice(0, 10), lang);
  const fieldName = (fieldId: string) => fields.loaded.data?.find((f) => String(f.id) === fieldId)?.name ?? t`Custom field ${fieldId}`;
  const done = lead?.converted;
  const accountLink = done ? fillLink(accountHref, { id: done.account.id }) : undefined;
  const dealLink = done?.deal ? fillLink(dealHref, { account_id: done.account.id, id: done.deal.id }) : undefined;
  const writable = canWrite && !!lead && !step;

  return (
    <SidePanel open title={name} className="lead-panel" onClose={onClose}>
      <div className="lead" part="lead">
        <div ref={top} tabIndex={-1} className="lead-top">
          <LoadState loaded={load.loaded} retry={load.retry} />
          {outcome && (
            <Notice variant={outcome.ok ? 'success' : 'danger'} part="outcome">
              {outcome.text}
            </Notice>
          )}
        </div>
        {lead && (
          <>
            {done && (
              <div className="lead-result" part="converted">
                <p>{t`Converted on ${day(done.at)}.`}</p>
                <dl className="facts">
                  <Fact term={t`Account`}>
                    <RouteLink href={accountLink} part="account-link">
                      {done.account.name}
                    </RouteLink>
                  </Fact>
                  <Fact term={t`Deal`}>
                    {done.deal ? (
                      <RouteLink href={dealLink} part="deal-link">
                        {done.deal.name}
                      </RouteLink>
                    ) : (
                      t`None was made.`
                    )}
                  </Fact>
                </dl>
              </div>
            )}
            {lead.state === 'disqualified' && (
              <p className="lead-reason" part="disqualify-reason">
                {lead.disqualify_reason ? t`Disqualified: ${lead.disqualify_reason}` : t`Disqualified.`}
              </p>
            )}
            <dl className="facts" part="facts">
              <Fact term={t`State`}>
                <span className={`state state--${lead.state}`} part="state">
                  {leadStateText(lead.state, i18n)}
                </span>
              </Fact>
              <Fact term={t`Owner`}>{lead.owner ? <bdi>{lead.owner.name}</bdi> : t`Nobody yet`}</Fact>
              <Fact term={t`Company`}>{lead.company ? <bdi>{lead.company}</bdi> : t`None`}</Fact>
              <Fact term={t`E-mail`}>
                {lead.email ? (
                  <a href={`mailto:${lead.email}`} dir="ltr">
                    {lead.email}
                  </a>
                ) : (
                  t`None`
                )}
              </Fact>
              <Fact term={t`Phone`}>
                {lead.phone ? (
                  <a href={`tel:${lead.phone}`} dir="ltr">
                    {lead.phone}
                  </a>
                ) : (
                  t`None`
                )}
              </Fact>
              <Fact term={t`Source`}>{leadSourceText(lead.source, i18n)}</Fact>
              <Fact term={t`Created`}>{day(lead.created_at)}</Fact>
              {Object.entries(lead.fields).map(([fieldId, value]) => (
                <Fact key={fieldId} term={fieldName(fieldId)}>
                  <bdi>{value}</bdi>
                </Fact>
              ))}
            </dl>
            {lead.message && (
              <section className="lead-message" aria-label={t`Message`}>
                <h3>{t`Message`}</h3>
                <p className="memo" part="message">
                  {lead.message}
                </p>
              </section>
            )}
            {writable && (isOpenLead(lead.state) || lead.state === 'disqualified') && (
              <div ref={actions} className="lead-actions" part="actions">
                {isOpenLead(lead.state) ? (
                  <>
                    <button type="button" className="primary" part="convert" disabled={working} onClick={() => open('convert')}>
                      {t`Convert`}
                    </button>
                    {lead.state === 'new' && (
                      <button type="button" part="qualify" disabled={working} onClick={() => void act(() => api('qualifyLead', { params: { id: lead.id } }), () => t`The lead is qualified.`)}>
                        {t`Qualify`}
                      </button>
                    )}
                    <button type="button" part="assign" disabled={working} onClick={() => open('assign')}>
                      {t`Assign`}
                    </button>
                    <button type="button" part="edit" disabled={working} onClick={() => open('edit')}>
                      {t`Change the details`}
                    </button>
                    <button type="button" part="disqualify" disabled={working} onClick={() => open('disqualify')}>
                      {t`Disqualify`}
                    </button>
                  </>
                ) : (
                  <button type="button" part="reopen" disabled={working} onClick={() => void act(() => api('reopenLead', { params: { id: lead.id } }), () => t`The lead is open again, as new.`)}>
                    {t`Reopen`}
                  </button>
                )}
              </div>
            )}
            {canWrite && step === 'edit' && <LeadForm lead={lead} owners={owners} onSaved={(next) => changed(next, t`The lead's details are saved.`)} onCancel={() => cancelStep('edit')} />}
            {canWrite && step === 'assign' && (
              <AssignForm
                lead={lead}
                owners={owners}
                onDone={(next) => changed(next, next.owner ? t`The lead is assigned to ${next.owner.name}.` : t`The lead has no owner now.`)}
                onCancel={() => cancelStep('assign')}
              />
            )}
            {canWrite && step === 'disqualify' && <DisqualifyForm lead={lead} onDone={(next) => changed(next, t`The lead is disqualified.`)} onCancel={() => cancelStep('disqualify')} />}
            {canWrite && step === 'convert' && <LeadConvert lead={lead} onConverted={converted} onCancel={() => cancelStep('convert')} />}
          </>
        )}
      </div>
    </SidePanel>
  );
}
