import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WorkflowDetail, WorkflowTransition } from '@si/contract';
import { deleteTransition } from '@si/core/admin';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { useWorkflowLabels } from '../kit/labels.ts';
import { hrefFor, RouteLink } from '../kit/kit.tsx';
import { AddTransitionForm } from './AddTransitionForm.tsx';

type TransitionTableProps = {
  workflow: WorkflowDetail;
  canWrite: boolean;
  /** Route of a transition's page with `{id}`. */
  transitionHref?: string;
  reload(): Promise<void>;
  done(text: string): void;
  fail(error: unknown): void;
};

/** The workflow's transitions (each links to its page); an OA deletes and adds them. */
export function TransitionTable({ workflow, canWrite, transitionHref, reload, done, fail }: TransitionTableProps) {
  const { t } = useLingui();
  const labels = useWorkflowLabels();
  const [confirming, setConfirming] = useState<WorkflowTransition>();
  const stepName = (stepId: number) => workflow.steps.find((s) => s.id === stepId)?.name ?? '—';
  const fires = (tr: WorkflowTransition) => (tr.trigger ? labels.triggers[tr.trigger] : tr.automatic ? t`Automatic` : t`Manual`);

  async function remove(transition: WorkflowTransition) {
    setConfirming(undefined);
    try {
      await deleteTransition(transition.id);
      done(t`Transition ${transition.name} deleted.`);
    } catch (error) {
      fail(error);
    }
    await reload();
  }

  return (
    <section className="panel" aria-labelledby="transitions-heading" part="transitions">
      <h3 id="transitions-heading">{t`Transitions`}</h3>
      {workflow.transitions.length === 0 ? (
        <p className="muted" role="status">
          {t`No transitions yet.`}
        </p>
      ) : (
        <table className="plain" aria-labelledby="transitions-heading">
          <thead>
            <tr>
              <th scope="col">{t`Name`}</th>
              <th scope="col">{t`From`}</th>
              <th scope="col">{t`To`}</th>
              <th scope="col">{t`Fires`}</th>
              <th scope="col">{t`Conditions`}</th>
              {canWrite && <th scope="col">{t`Actions`}</th>}
            </tr>
          </thead>
          <tbody>
            {workflow.transitions.map((tr) => {
              const href = hrefFor(transitionHref, tr.id);
              return (
                <tr key={tr.id}>
                  <td>{href ? <RouteLink href={href}>{tr.name}</RouteLink> : tr.name}</td>
                  <td>{stepName(tr.from_step_id)}</td>
                  <td>{stepName(tr.to_step_id)}</td>
                  <td>{fires(tr)}</td>
                  <td>{tr.conditions.length}</td>
                  {canWrite && (
                    <td>
                      <button type="button" aria-label={t`Delete transition ${tr.name}`} onClick={() => setConfirming(tr)}>
                        {t`Delete`}
                      </button>
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {confirming && (
        <ConfirmBar key={confirming.id} label={t`Delete transition`} confirmText={t`Delete`} onConfirm={() => remove(confirming)} onCancel={() => setConfirming(undefined)}>
          {t`Delete transition ${confirming.name}?`}
        </ConfirmBar>
      )}
      {canWrite && (
        <AddTransitionForm
          workflow={workflow}
          onAdded={async (tr) => {
            done(t`Transition ${tr.name} added.`);
            await reload();
          }}
        />
      )}
    </section>
  );
}
