import { useLingui } from '@lingui/react/macro';
import type { BillApprovalStepRow } from '@si/contract';
import { formatDate } from '../../portal-kit/itemLabels.ts';
import { useShell } from '../../base/Shell.tsx';

/**
 * A bill's approval steps (fixed from the approval rule that applied when it was sent): for each,
 * how many approvals it needs, who approved and when, and who it is waiting for.
 */
export function ApprovalSteps({ steps, waiting }: { steps: BillApprovalStepRow[]; waiting: boolean }) {
  const { t } = useLingui();
  const { lang } = useShell();
  const names = (people: { name: string }[]) => people.map((p) => p.name).join(', ');
  return (
    <section className="panel" part="approval-steps" aria-label={t`Approval steps`}>
      <h3>{t`Approval steps`}</h3>
      <ol className="approval-steps">
        {steps.map((s) => {
          const done = s.approved_by.map((a) => a.id);
          const pending = s.approvers.filter((a) => !done.includes(a.id));
          return (
            <li key={s.position} part="approval-step" aria-current={waiting && s.current ? 'step' : undefined}>
              <strong>{t`Step ${s.position} of ${steps.length}`}</strong>{' '}
              <span>
                {s.completed_at
                  ? t`Complete`
                  : waiting && s.current
                    ? t`Waiting: ${s.approved_by.length} of ${s.required} approvals`
                    : t`Needs ${s.required} approvals`}
              </span>
              {s.approved_by.length > 0 && (
                <p className="muted">
                  {t`Approved by`}{' '}
                  {s.approved_by.map((a, i) => (
                    <span key={a.id}>
                      {i > 0 && ', '}
                      {a.name} ({formatDate(a.at.slice(0, 10), lang)})
                    </span>
                  ))}
                </p>
              )}
              {!s.completed_at && pending.length > 0 && (
                <p className="muted">
                  {t`Approvers`}: {names(pending)}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
