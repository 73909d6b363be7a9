import { useLingui } from '@lingui/react/macro';
import { getTransition, getWorkflow, listTeams, listUsers } from '@si/core/admin';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
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
  const { loaded, retry, setData } = useLoad(
    id
      ? async (signal) => {
          const transition = await getTransition(id, signal);
          return { transition, workflow: await getWorkflow(transition.workflow_id, signal) };
        }
      : null,
    String(id),
  );
  // The choices list the first hundred teams and users; a failed read leaves them empty (saved ids still show).
  const teams = useLoad(id ? async (signal) => (await listTeams({ page: 1, page_size: 100, ordering: 'name' }, signal)).results : null, 'teams');
  const users = useLoad(id ? async (signal) => (await listUsers({ page: 1, page_size: 100, ordering: 'last_name' }, signal)).results : null, 'users');

  if (!id) return <ErrorAlert message={t`No transition given.`} />;
  if (loaded.status === 'error')
    return (
      <section className="admin" part="base">
        <div className="table-error" role="alert" part="error">
          <span>{errorText(loaded.error, i18n)}</span>
          <button type="button" onClick={retry}>
            {t`Try again`}
          </button>
        </div>
      </section>
    );
  const ready = loaded.data;
  if (!ready)
    return (
      <p className="muted" role="status" part="base">
        {t`Loading…`}
      </p>
    );
  return (
    <TransitionForm
      key={ready.transition.id}
      transition={ready.transition}
      workflow={ready.workflow}
      choices={{ teams: teams.loaded.data ?? [], users: users.loaded.data ?? [] }}
      backHref={hrefFor(workflowHref, ready.transition.workflow_id)}
      onSaved={(transition) => setData((l) => ({ ...l, transition }))}
    />
  );
}
