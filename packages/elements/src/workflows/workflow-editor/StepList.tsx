import { useState, type KeyboardEvent, type MutableRefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WorkflowDetail, WorkflowStep } from '@si/contract';
import { deleteWorkflowStep, updateWorkflowStep } from '@si/core/admin';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { AddStepForm } from './AddStepForm.tsx';
import { RenameStepForm } from './RenameStepForm.tsx';

type StepListProps = {
  workflow: WorkflowDetail;
  canWrite: boolean;
  /** Shows the new order at once, before the server confirms it. */
  setWorkflow(workflow: WorkflowDetail): void;
  reload(): Promise<void>;
  done(text: string): void;
  fail(error: unknown): void;
  /** What to focus after the next render (the editor focuses it). */
  focusAfter: MutableRefObject<FocusAfter>;
};

/** The control to focus after a render, and how many moves are still on their way to the server. */
export type FocusAfter = { selector?: string; settling: number };

/** The steps in order: an OA reorders (buttons or Alt+Arrow), marks, renames, deletes and adds them. */
export function StepList({ workflow, canWrite, setWorkflow, reload, done, fail, focusAfter }: StepListProps) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState<WorkflowStep>();
  const [renaming, setRenaming] = useState<number>();
  const steps = workflow.steps;

  /** Moves a step by `delta` places: every step whose place changed gets its new order. */
  async function move(step: WorkflowStep, delta: -1 | 1, focus: string) {
    const from = steps.findIndex((s) => s.id === step.id);
    const to = from + delta;
    if (to < 0 || to >= steps.length) return;
    const next = [...steps];
    next.splice(from, 1);
    next.splice(to, 0, step);
    const changed = next.map((s, order) => ({ s, order })).filter(({ s, order }) => s.order !== order);
    setWorkflow({ ...workflow, steps: next.map((s, order) => ({ ...s, order })) });
    focusAfter.current.selector = focus;
    focusAfter.current.settling += 1;
    try {
      for (const { s, order } of changed) await updateWorkflowStep(workflow.id, s.id, { order });
      done(t`${step.name} moved to position ${to + 1}.`);
    } catch (error) {
      fail(error);
    }
    try {
      await reload();
    } finally {
      focusAfter.current.settling -= 1;
    }
  }

  function stepKeys(event: KeyboardEvent<HTMLLIElement>, step: WorkflowStep) {
    if (!canWrite || event.target !== event.currentTarget || !event.altKey) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    void move(step, event.key === 'ArrowUp' ? -1 : 1, `li[data-step="${step.id}"]`);
  }

  async function mark(step: WorkflowStep, field: 'is_initial' | 'is_final', value: boolean) {
    try {
      await updateWorkflowStep(workflow.id, step.id, { [field]: value });
      if (field === 'is_initial') done(value ? t`${step.name} is now the initial step.` : t`${step.name} is no longer the initial step.`);
      else done(value ? t`${step.name} is now a final step.` : t`${step.name} is no longer a final step.`);
    } catch (error) {
      fail(error);
    }
    await reload();
  }

  async function remove(step: WorkflowStep) {
    setConfirming(undefined);
    try {
      await deleteWorkflowStep(workflow.id, step.id);
      done(t`Step ${step.name} deleted.`);
    } catch (error) {
      fail(error);
    }
    await reload();
  }

  const stepTransitions = (step: WorkflowStep) => workflow.transitions.filter((tr) => tr.from_step_id === step.id || tr.to_step_id === step.id).length;

  return (
    <section className="panel" aria-labelledby="steps-heading" part="steps">
      <h3 id="steps-heading">{t`Steps`}</h3>
      {canWrite && steps.length > 1 && <p className="hint">{t`Reorder with the Up and Down buttons, or focus a step and press Alt+Arrow Up or Alt+Arrow Down.`}</p>}
      {steps.length === 0 ? (
        <p className="muted" role="status" part="empty">
          {t`No steps yet.`}
        </p>
      ) : (
        <ol className="steps" aria-label={t`Steps of ${workflow.name}`}>
          {steps.map((step, index) => (
            <li
              key={step.id}
              className="step"
              data-step={step.id}
              tabIndex={canWrite ? 0 : undefined}
              aria-label={canWrite ? t`${step.name}, step ${index + 1} of ${steps.length}` : undefined}
              onKeyDown={(e) => stepKeys(e, step)}
            >
              <span className="position" aria-hidden={canWrite ? true : undefined}>
                {index + 1}.
              </span>
              {renaming === step.id ? (
                <RenameStepForm
                  workflowId={workflow.id}
                  step={step}
                  onDone={async (saved) => {
                    setRenaming(undefined);
                    focusAfter.current.selector = `button[data-rename="${step.id}"]`;
                    if (saved) {
                      done(t`Step ${step.name} renamed to ${saved.name}.`);
                      await reload();
                    }
                  }}
                />
              ) : (
                <span className="name">{step.name}</span>
              )}
              {/* Readers see the marks as badges; an OA sees them as the checkboxes that change them. */}
              {!canWrite && step.is_initial && <span className="badge">{t`Initial`}</span>}
              {!canWrite && step.is_final && <span className="badge">{t`Final`}</span>}
              {canWrite && renaming !== step.id && (
                <span className="row-actions">
                  <label className="check">
                    <input type="checkbox" checked={step.is_initial} aria-label={t`${step.name} is the initial step`} onChange={(e) => mark(step, 'is_initial', e.target.checked)} />
                    {t`Initial`}
                  </label>
                  <label className="check">
                    <input type="checkbox" checked={step.is_final} aria-label={t`${step.name} is a final step`} onChange={(e) => mark(step, 'is_final', e.target.checked)} />
                    {t`Final`}
                  </label>
                  <button type="button" data-up={step.id} disabled={index === 0} aria-label={t`Move ${step.name} up`} onClick={() => move(step, -1, `button[data-up="${step.id}"]`)}>
                    {t`Up`}
                  </button>
                  <button
                    type="button"
                    data-down={step.id}
                    disabled={index === steps.length - 1}
                    aria-label={t`Move ${step.name} down`}
                    onClick={() => move(step, 1, `button[data-down="${step.id}"]`)}
                  >
                    {t`Down`}
                  </button>
                  <button type="button" data-rename={step.id} aria-label={t`Rename ${step.name}`} onClick={() => setRenaming(step.id)}>
                    {t`Rename`}
                  </button>
                  <button type="button" aria-label={t`Delete step ${step.name}`} onClick={() => setConfirming(step)}>
                    {t`Delete`}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {confirming && (
        <ConfirmBar key={confirming.id} label={t`Delete step`} confirmText={t`Delete`} onConfirm={() => remove(confirming)} onCancel={() => setConfirming(undefined)}>
          {stepTransitions(confirming)
            ? t`Delete step ${confirming.name}? Its ${stepTransitions(confirming)} transitions (from or to it) will be deleted too.`
            : t`Delete step ${confirming.name}?`}
        </ConfirmBar>
      )}
      {canWrite && <AddStepForm workflow={workflow} onAdded={async (step) => (done(t`Step ${step.name} added.`), await reload())} />}
    </section>
  );
}
