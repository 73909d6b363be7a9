import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DrawRequestRow } from '@si/contract';
import { useCanWrite } from '../../admin/roles.ts';
import { Notice } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { saveBlob } from '../../ui/blobFiles.ts';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { drawStateText } from '../kit/lendingWords.ts';
import { drawMessageText } from '../kit/drawWords.ts';
import { disburseDraw, drawScheduleFile, getLoanDraws, useIsReviewer } from '../kit/staff/drawCalls.ts';
import { BudgetForm } from './BudgetForm.tsx';
import { BudgetTable } from './BudgetTable.tsx';
import { DrawCard } from './DrawCard.tsx';
import { DrawForm, type DrawStep } from './DrawForms.tsx';

export type LoanDrawsProps = {
  /** The loan (its lending account's id). */
  loanId?: string | number;
  /** A requirement's page, `{id}` the item: the link to a draw's supporting documents. */
  itemHref?: string;
};

type Outcome = { ok: boolean; text: string };
type Open = { drawId: number; step: DrawStep } | 'budget' | undefined;

function DrawsScreen({ id, itemHref }: { id: number; itemHref?: string }) {
  const { t, i18n } = useLingui();
  const canWrite = useCanWrite();
  const isReviewer = useIsReviewer();
  const load = useLoad((signal) => getLoanDraws(id, signal), `loan draws ${id}`);
  const [open, setOpen] = useState<Open>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [working, setWorking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const view = load.loaded.data;

  /** A draw changed by someone else since it was read: say so and show it as it is now. */
  function changedMeanwhile() {
    setOpen(undefined);
    setOutcome({ ok: false, text: t`Someone else changed this draw meanwhile: it is shown as it is now.` });
    void load.reload();
  }

  /** A draw's new state: the whole view again (the budget's figures moved with it). */
  async function drawDone(draw: DrawRequestRow) {
    setOpen(undefined);
    setOutcome({ ok: true, text: t`Draw ${draw.number} is now ${drawStateText(draw.status, i18n).toLowerCase()}.` });
    await load.reload();
  }

  async function disburse(draw: DrawRequestRow) {
    setWorking(true);
    setOutcome(undefined);
    try {
      await drawDone(await disburseDraw(draw.id, { version: draw.version }));
    } catch (error) {
      if ((error as { status?: number }).status === 409) changedMeanwhile();
      else setOutcome({ ok: false, text: drawMessageText(errorText(error, i18n), i18n) });
    } finally {
      setWorking(false);
    }
  }

  async function download() {
    setWorking(true);
    try {
      saveBlob(await drawScheduleFile(id), `draw-schedule-${view?.loan.reference ?? id}.csv`);
    } catch (error) {
      setOutcome({ ok: false, text: errorText(error, i18n) });
    } finally {
      setWorking(false);
    }
  }

  return (
    <section className="draws" part="draws" aria-labelledby="draws-heading">
      <h2 id="draws-heading" ref={heading} tabIndex={-1} part="heading">
        {t`Construction draws`}
      </h2>
      <LoadState loaded={load.loaded} retry={load.retry} />
      {outcome && (
        <Notice variant={outcome.ok ? 'success' : 'danger'} part="outcome">
          {outcome.text}
        </Notice>
      )}
      {view && (
        <>
          {!view.loan.is_draw_loan && <p className="muted" part="not-draw-loan">{t`This loan is not a construction loan with draws: its budget is shown, but draws are not taken.`}</p>}
          {open === 'budget' ? (
            <BudgetForm
              view={view}
              onCancel={() => setOpen(undefined)}
              onSaved={(next) => {
                load.setData(next);
                setOpen(undefined);
                setOutcome({ ok: true, text: t`The budget is saved.` });
                requestAnimationFrame(() => heading.current?.focus());
              }}
            />
          ) : (
            <BudgetTable view={view} />
          )}
          <div className="draws-actions" part="actions">
            {canWrite && open !== 'budget' && view.loan.is_draw_loan && (
              <button type="button" part="edit-budget" disabled={working} onClick={() => { setOutcome(undefined); setOpen('budget'); }}>
                {t`Edit the budget`}
              </button>
            )}
            <button type="button" part="schedule" disabled={working} onClick={() => void download()}>
              {t`Download the draw schedule (CSV)`}
            </button>
          </div>
          <h3 part="draws-heading">{t`Draw requests`}</h3>
          {view.draws.length === 0 && <p className="muted" part="draws-empty">{t`No draw has been asked yet. The borrower asks one from their portal.`}</p>}
          {view.draws.map((d) => (
            <DrawCard
              key={d.id}
              draw={d}
              currency={view.loan.currency}
              itemHref={itemHref}
              canWrite={canWrite}
              isReviewer={isReviewer}
              busy={working}
              onStep={(step) => { setOutcome(undefined); setOpen({ drawId: d.id, step }); }}
              onDisburse={() => void disburse(d)}
            >
              {typeof open === 'object' && open.drawId === d.id ? (
                <DrawForm draw={d} currency={view.loan.currency} step={open.step} onDone={(next) => void drawDone(next)} onConflict={changedMeanwhile} onCancel={() => setOpen(undefined)} />
              ) : undefined}
            </DrawCard>
          ))}
        </>
      )}
    </section>
  );
}

/** A construction loan's draws: its budget, the draws asked against it and their decisions. */
export function LoanDraws({ loanId, itemHref }: LoanDrawsProps) {
  const { t } = useLingui();
  const id = Number(loanId);
  if (!Number.isInteger(id) || id < 1) return <p role="alert" part="error">{t`This loan cannot be shown: its id is missing.`}</p>;
  return <DrawsScreen id={id} itemHref={itemHref} />;
}
