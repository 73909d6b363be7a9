import { useCallback, useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WorkflowDetail } from '@si/contract';
import { getWorkflow, updateWorkflow } from '@si/core/admin';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { OutcomeNotice, useOutcome } from '../../admin/outcome.tsx';
import { RouteLink } from '../kit/kit.tsx';
import { DetailsForm } from './DetailsForm.tsx';
import { StepList, type FocusAfter } from './StepList.tsx';
import { TransitionTable } from './TransitionTable.tsx';

export type WorkflowEditorProps = {
  workflowId?: string;
  /** Route of a transition's page with `{id}`, e.g. "/bank/workflow/transitions/{id}". */
  transitionHref?: string;
  /** Route of the workflows list, e.g. "/bank/workflows". */
  listHref?: string;
};

/** One workflow: its name and description, its steps in order, and its transitions. Office Administrators change them. */
export function WorkflowEditor({ workflowId, transitionHref, listHref }: WorkflowEditorProps) {
  const { t, i18n } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const id = Number(workflowId);
  const { notice, setNotice, failed: fail } = useOutcome();
  const base = useRef<HTMLElement>(null);
  const focusAfter = useRef<FocusAfter>({ settling: 0 });
  // Counts what the screen was given: every read and every change shown. A read answered after
  // a newer one, or after a change shown meanwhile (a second move while the first one's read
  // is on its way), is dropped: it would put the older order back and move the focused row.
  const shown = useRef(0);
  const latest = useRef<WorkflowDetail>(undefined);

  const { loaded, reload: load, setData } = useLoad<WorkflowDetail>(
    id
      ? async (signal) => {
          const read = ++shown.current;
          try {
            const detail = await getWorkflow(id, signal);
            return read === shown.current || !latest.current ? detail : latest.current;
          } catch (error) {
            if (read === shown.current || !latest.current) throw error;
            return latest.current;
          }
        }
      : null,
    String(id),
  );
  const workflow = loaded.dataKey === String(id) ? loaded.data : undefined;
  latest.current = workflow;
  const loadError = loaded.status === 'error' ? errorText(loaded.error, i18n) : undefined;

  const show = useCallback(
    (next: WorkflowDetail) => {
      shown.current += 1;
      latest.current = next;
      setData(next);
    },
    [setData],
  );
  const reload = useCallback(async () => void (await load()), [load]);

  // After a render that follows a move, a rename or a closed form: focus what the user was on.
  // A moved row loses the focus of whatever is inside it, and a move renders more than once (the
  // new order at once, then the notice, then the server's read), so while a move settles the
  // focus is put back after every render that dropped it; never taken from another control the
  // user has focused since.
  useEffect(() => {
    const want = focusAfter.current;
    if (!want.selector) return;
    const target = base.current?.querySelector<HTMLElement>(want.selector);
    if (!target || (target as HTMLButtonElement).disabled) return;
    const active = (base.current?.getRootNode() as Document | ShadowRoot).activeElement;
    const dropped = active === null || active === document.body;
    if (!dropped && active !== target) {
      want.selector = undefined;
      return;
    }
    if (active !== target) target.focus();
    if (want.settling === 0) want.selector = undefined;
  });

  const done = (text: string) => setNotice({ ok: true, text });

  if (!id) return <ErrorAlert message={t`No workflow given.`} />;
  if (loadError)
    return (
      <section className="admin" part="base">
        <div className="table-error" role="alert" part="error">
          <span>{loadError}</span>
          <button type="button" onClick={() => void reload()}>
            {t`Try again`}
          </button>
        </div>
      </section>
    );
  if (!workflow)
    return (
      <p className="muted" role="status" part="base">
        {t`Loading…`}
      </p>
    );

  async function toggleActive() {
    try {
      const saved = await updateWorkflow(workflow!.id, { is_active: !workflow!.is_active });
      show(saved);
      done(saved.is_active ? t`${saved.name} is now the active workflow of this module.` : t`${saved.name} is now inactive.`);
    } catch (error) {
      fail(error);
    }
  }

  return (
    <section className="admin" part="base" aria-labelledby="heading" ref={base}>
      <div className="admin-head">
        <h2 id="heading" part="heading">
          {t`Workflow ${workflow.name}`}
        </h2>
        <span className="badge" part="state">
          {workflow.is_active ? t`Active` : t`Inactive`}
        </span>
        {canWrite && (
          <button type="button" className={workflow.is_active ? undefined : 'primary'} part="activate" onClick={toggleActive}>
            {workflow.is_active ? t`Deactivate workflow` : t`Activate workflow`}
          </button>
        )}
        {listHref && <RouteLink href={listHref}>{t`All workflows`}</RouteLink>}
      </div>
      <OutcomeNotice notice={notice} />

      {canWrite ? (
        <DetailsForm key={workflow.id} workflow={workflow} onSaved={(saved) => (show(saved), done(t`Workflow ${saved.name} saved.`))} />
      ) : (
        workflow.description && <p part="description">{workflow.description}</p>
      )}

      <StepList workflow={workflow} canWrite={canWrite} setWorkflow={show} reload={reload} done={done} fail={fail} focusAfter={focusAfter} />
      <TransitionTable workflow={workflow} canWrite={canWrite} transitionHref={transitionHref} reload={reload} done={done} fail={fail} />
    </section>
  );
}

