import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DealDetail } from '@si/contract';
import { api } from '@si/core/admin';
import { followLink } from '../../admin/links.ts';
import { useCanWrite } from '../../admin/roles.ts';
import { Notice } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { ActivityTimeline } from '../kit/ActivityTimeline.tsx';
import { dealStateText, statusOf } from '../kit/dealWords.ts';
import { fillLink, salesMessageText } from '../kit/salesWords.ts';
import { DealEditForm } from './DealEditForm.tsx';
import { DealHandover } from './DealHandover.tsx';
import { DealContacts, DealFacts, DealHistory } from './DealSections.tsx';
import { LoseForm } from './LoseForm.tsx';
import { StagePath } from './StagePath.tsx';

export type DealLinks = {
  /** The deal's account page, `{id}` replaced. */
  accountHref?: string;
  /** A draft invoice's page, `{id}` replaced. */
  invoiceHref?: string;
  /** The pipeline board: a Back link. */
  boardHref?: string;
};

export type DealProps = DealLinks & {
  /** The deal shown. */
  dealId?: string | number;
};

type Step = 'edit' | 'lose' | undefined;
type Outcome = { ok: boolean; text: string };

/** One deal: everything its page shows, and its writers' actions. */
function DealView({ id, canWrite, accountHref, invoiceHref, boardHref }: DealLinks & { id: number; canWrite: boolean }) {
  const { t, i18n } = useLingui();
  const load = useLoad((signal) => api('getDeal', { params: { id }, signal }), `deal ${id}`);
  const [step, setStep] = useState<Step>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [working, setWorking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const deal = load.loaded.data;
  const focusHeading = () => requestAnimationFrame(() => heading.current?.focus());

  /** Someone else won, lost or reopened the deal since it was read: say so, and show it as it is now. */
  function changedMeanwhile(reopened = false) {
    setOutcome({
      ok: false,
      text: reopened ? t`This deal was reopened meanwhile: it is shown as it is now.` : t`This deal was won or lost meanwhile, so it was not changed: it is shown as it is now.`,
    });
    void load.reload();
  }

  async function act(call: () => Promise<DealDetail>, said: (deal: DealDetail) => string, options: { focus?: boolean; reopening?: boolean } = {}) {
    setWorking(true);
    setOutcome(undefined);
    try {
      const next = await call();
      load.setData(next);
      setStep(undefined);
      setOutcome({ ok: true, text: said(next) });
      if (options.focus) focusHeading();
    } catch (error) {
      if (statusOf(error) === 409) changedMeanwhile(options.reopening);
      else setOutcome({ ok: false, text: salesMessageText(errorText(error, i18n), i18n) });
    } finally {
      setWorking(false);
    }
  }

  const accountLink = deal ? fillLink(accountHref, { id: deal.account.id }) : undefined;
  const open = deal?.state === 'open';

  return (
    <article className="deal" part="deal" aria-labelledby="deal-heading">
      {boardHref && (
        <a href={boardHref} part="board-link" onClick={(e) => followLink(e, boardHref)}>
          {t`Back to the pipeline board`}
        </a>
      )}
      <div className="deal-head">
        <h2 id="deal-heading" ref={heading} tabIndex={-1} part="deal-heading">
          {deal ? <bdi>{deal.title}</bdi> : t`Deal`}
        </h2>
        {deal && (
          <span className={`state state--${deal.state}`} part="state">
            {dealStateText(deal.state, i18n)}
          </span>
        )}
      </div>
      {deal && (
        <p className="deal-account" part="account">
          {t`Account:`}{' '}
          {accountLink ? (
            <a href={accountLink} part="account-link" onClick={(e) => followLink(e, accountLink)}>
              <bdi>{deal.account.name}</bdi>
            </a>
          ) : (
            <bdi>{deal.account.name}</bdi>
          )}
        </p>
      )}
      <LoadState loaded={load.loaded} retry={load.retry} />
      {outcome && (
        <Notice variant={outcome.ok ? 'success' : 'danger'} part="outcome">
          {outcome.text}
        </Notice>
      )}
      {deal && (
        <>
          {deal.state === 'lost' && deal.lost_reason && (
            <p className="lost-reason" part="lost-reason">
              {t`Lost: ${deal.lost_reason}`}
            </p>
          )}
          <StagePath
            deal={deal}
            canMove={canWrite && open}
            busy={working}
            onMove={(stageId) => void act(() => api('moveDeal', { params: { id: deal.id }, json: { stage_id: stageId } }), (d) => t`The deal is now at ${d.stage.name}.`)}
          />
          <DealFacts deal={deal} />
          {canWrite && step === undefined && (
            <div className="deal-actions" part="actions">
              {open ? (
                <>
                  <button type="button" part="edit" disabled={working} onClick={() => { setOutcome(undefined); setStep('edit'); }}>
                    {t`Change the deal`}
                  </button>
                  <button type="button" className="primary" part="win" disabled={working} onClick={() => void act(() => api('winDeal', { params: { id: deal.id } }), () => t`The deal is won.`, { focus: true })}>
                    {t`Mark won`}
                  </button>
                  <button type="button" part="lose" disabled={working} onClick={() => { setOutcome(undefined); setStep('lose'); }}>
                    {t`Mark lost`}
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  part="reopen"
                  disabled={working}
                  onClick={() => void act(() => api('reopenDeal', { params: { id: deal.id } }), (d) => t`The deal is open again, at ${d.stage.name}.`, { focus: true, reopening: true })}
                >
                  {t`Reopen`}
                </button>
              )}
            </div>
          )}
          {canWrite && step === 'edit' && (
            <DealEditForm
              deal={deal}
              onConflict={() => void load.reload()}
              onCancel={() => setStep(undefined)}
              onSaved={(next) => {
                load.setData(next);
                setStep(undefined);
                setOutcome({ ok: true, text: t`The deal is saved.` });
                focusHeading();
              }}
            />
          )}
          {canWrite && step === 'lose' && (
            <LoseForm
              deal={deal}
              onConflict={() => void load.reload()}
              onCancel={() => setStep(undefined)}
              onLost={(next) => {
                load.setData(next);
                setStep(undefined);
                setOutcome({ ok: true, text: t`The deal is marked lost.` });
                focusHeading();
              }}
            />
          )}
          {(deal.state === 'won' || deal.handover.invoice) && (
            <DealHandover key={`${deal.id} ${deal.state}`} deal={deal} canWrite={canWrite} invoiceHref={invoiceHref} onHandedOver={() => void load.reload()} />
          )}
          <DealHistory deal={deal} />
          <DealContacts deal={deal} accountLink={accountLink} />
          <ActivityTimeline accountId={deal.account.id} dealId={deal.id} canWrite={canWrite} level={3} />
        </>
      )}
    </article>
  );
}

/**
 * A deal's page: its title, account and state in words; the stage path (a writer moves the deal
 * by choosing a stage); its facts; Change, Mark won, Mark lost (asking why) and Reopen; a won
 * deal's draft invoice; its stage history, contacts and activities. A write refused because the
 * deal was won or lost meanwhile says so and shows the deal as it is now.
 */
export function Deal({ dealId, ...links }: DealProps) {
  const { t } = useLingui();
  const canWrite = useCanWrite();
  const id = Number(dealId);
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <p role="alert" part="error">
        {t`This deal's id is not valid.`}
      </p>
    );
  }
  return (
    <div className="admin" part="page">
      <DealView key={id} id={id} canWrite={canWrite} {...links} />
    </div>
  );
}
