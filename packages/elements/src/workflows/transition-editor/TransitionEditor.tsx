import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TeamRow, WorkflowDetail, WorkflowTransition } from '@si/contract';
import { getTransition, getWorkflow, listTeams, listUsers, type AdminUser } from '@si/core/admin';
import { errorText } from '../../ui/errorText.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { hrefFor } from '../kit/kit.tsx';
import { TransitionForm } from './TransitionForm.tsx';

export type TransitionEditorProps = {
  transitionId?: string;
  /** Route of a workflow's page with `{id}`, e.g. "/bank/workflows/{id}" (a link back). */
  workflowHref?: string;
};

/** One transition of a workflow: steps, how it fires, its conditions and its actions. Office Administrators change it. */
export function TransitionEditor({ transitionId, workflowHref }: TransitionEditorProps) {
  const { t, i18n } = useLingui();
  const id = Number(transitionId);
  const [loaded, setLoaded] = useState<{ transition: WorkflowTransition; workflow: WorkflowDetail }>();
  const [loadError, setLoadError] = useState<string>();
  const [teams, setTeams] = useState<TeamRow[]>([]);
  const [users, setUsers] = useState<AdminUser[]>([]);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      try {
        const transition = await getTransition(id, signal);
        const workflow = await getWorkflow(transition.workflow_id, signal);
        setLoaded({ transition, workflow });
        setLoadError(undefined);
      } catch (error) {
        if (!signal.aborted) setLoadError(errorText(error, i18n));
      }
    })();
    // The choices list the first hundred teams and users; a failed read leaves them empty (saved ids still show).
    listTeams({ page: 1, page_size: 100, ordering: 'name' }, signal).then((page) => setTeams(page.results), () => undefined);
    listUsers({ page: 1, page_size: 100, ordering: 'last_name' }, signal).then((page) => setUsers(page.results), () => undefined);
    return () => controller.abort();
  }, [id, i18n, attempt]);

  if (!id) return <ErrorAlert message={t`No transition given.`} />;
  if (loadError)
    return (
      <section className="admin" part="base">
        <div className="table-error" role="alert" part="error">
          <span>{loadError}</span>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>
            {t`Try again`}
          </button>
        </div>
      </section>
    );
  if (!loaded)
    return (
      <p className="muted" role="status" part="base">
        {t`Loading…`}
      </p>
    );
  return (
    <TransitionForm
      key={loaded.transition.id}
      transition={loaded.transition}
      workflow={loaded.workflow}
      choices={{ teams, users }}
      backHref={hrefFor(workflowHref, loaded.transition.workflow_id)}
      onSaved={(transition) => setLoaded({ ...loaded, transition })}
    />
  );
}
