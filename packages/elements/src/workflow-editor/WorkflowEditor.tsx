import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WorkflowDetail, WorkflowStep, WorkflowTransition } from '@si/contract';
import {
  createTransition,
  createWorkflowStep,
  deleteTransition,
  deleteWorkflowStep,
  getWorkflow,
  updateWorkflow,
  updateWorkflowStep,
} from '@si/core/admin';
import { errorText } from '../data-table/errorText.ts';
import { useIsOfficeAdmin } from '../data-table/roles.ts';
import { ErrorAlert } from '../shared/Notice.tsx';
import { ConfirmBar } from '../admin-kit/ConfirmBar.tsx';
import { OutcomeNotice, useOutcome } from '../admin-kit/outcome.tsx';
import { formErrors, type FormErrors } from '../shared/errors.ts';
import { useWorkflowLabels } from '../transition-editor/labels.ts';
import { Field, hrefFor, RouteLink } from '../workflows-admin/kit.tsx';

export type WorkflowEditorProps = {
  workflowId?: string;
  /** Route of a transition's page with `{id}`, e.g. "/bank/workflow/transitions/{id}". */
  transitionHref?: string;
  /** Route of the workflows list, e.g. "/bank/workflows". */
  listHref?: string;
};

type Confirming = { step: WorkflowStep } | { transition: WorkflowTransition } | undefined;

/** One workflow: its name and description, its steps in order, and its transitions. Office Administrators change them. */
export function WorkflowEditor({ workflowId, transitionHref, listHref }: WorkflowEditorProps) {
  const { t, i18n } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const labels = useWorkflowLabels();
  const id = Number(workflowId);
  const [workflow, setWorkflow] = useState<WorkflowDetail>();
  const [loadError, setLoadError] = useState<string>();
  const { notice, setNotice, failed: fail } = useOutcome();
  const [confirming, setConfirming] = useState<Confirming>();
  const [renaming, setRenaming] = useState<number>();
  const base = useRef<HTMLElement>(null);
  const focusAfter = useRef<string>(undefined);

  const reload = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const detail = await getWorkflow(id, signal);
        setWorkflow(detail);
        setLoadError(undefined);
      } catch (error) {
        if (!signal?.aborted) setLoadError(errorText(error, i18n));
      }
    },
    [id, i18n],
  );

  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    void reload(controller.signal);
    return () => controller.abort();
  }, [id, reload]);

  // After a render that follows a move, a rename or a closed form: focus what the user was on.
  useEffect(() => {
    if (!focusAfter.current) return;
    const target = base.current?.querySelector<HTMLElement>(focusAfter.current);
    if (target && !(target as HTMLButtonElement).disabled) {
      target.focus();
      focusAfter.current = undefined;
    }
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

  const steps = workflow.steps;
  const stepName = (stepId: number) => steps.find((s) => s.id === stepId)?.name ?? '—';
  const fires = (tr: WorkflowTransition) => (tr.trigger ? labels.triggers[tr.trigger] : tr.automatic ? t`Automatic` : t`Manual`);

  async function toggleActive() {
    try {
      const saved = await updateWorkflow(workflow!.id, { is_active: !workflow!.is_active });
      setWorkflow(saved);
      done(saved.is_active ? t`${saved.name} is now the active workflow of this module.` : t`${saved.name} is now inactive.`);
    } catch (error) {
      fail(error);
    }
  }

  /** Moves a step by `delta` places: every step whose place changed gets its new order. */
  async function move(step: WorkflowStep, delta: -1 | 1, focus: string) {
    const from = steps.findIndex((s) => s.id === step.id);
    const to = from + delta;
    if (to < 0 || to >= steps.length) return;
    const next = [...steps];
    next.splice(from, 1);
    next.splice(to, 0, step);
    const changed = next.map((s, order) => ({ s, order })).filter(({ s, order }) => s.order !== order);
    setWorkflow({ ...workflow!, steps: next.map((s, order) => ({ ...s, order })) });
    focusAfter.current = focus;
    try {
      for (const { s, order } of changed) await updateWorkflowStep(workflow!.id, s.id, { order });
      done(t`${step.name} moved to position ${to + 1}.`);
    } catch (error) {
      fail(error);
    }
    await reload();
  }

  function stepKeys(event: KeyboardEvent<HTMLLIElement>, step: WorkflowStep) {
    if (!canWrite || event.target !== event.currentTarget || !event.altKey) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    void move(step, event.key === 'ArrowUp' ? -1 : 1, `li[data-step="${step.id}"]`);
  }

  async function mark(step: WorkflowStep, field: 'is_initial' | 'is_final', value: boolean) {
    try {
      await updateWorkflowStep(workflow!.id, step.id, { [field]: value });
      if (field === 'is_initial') done(value ? t`${step.name} is now the initial step.` : t`${step.name} is no longer the initial step.`);
      else done(value ? t`${step.name} is now a final step.` : t`${step.name} is no longer a final step.`);
    } catch (error) {
      fail(error);
    }
    await reload();
  }

  async function removeStep(step: WorkflowStep) {
    setConfirming(undefined);
    try {
      await deleteWorkflowStep(workflow!.id, step.id);
      done(t`Step ${step.name} deleted.`);
    } catch (error) {
      fail(error);
    }
    await reload();
  }

  async function removeTransition(transition: WorkflowTransition) {
    setConfirming(undefined);
    try {
      await deleteTransition(transition.id);
      done(t`Transition ${transition.name} deleted.`);
    } catch (error) {
      fail(error);
    }
    await reload();
  }

  const stepTransitions = (step: WorkflowStep) => workflow.transitions.filter((tr) => tr.from_step_id === step.id || tr.to_step_id === step.id).length;

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
        <DetailsForm key={workflow.id} workflow={workflow} onSaved={(saved) => (setWorkflow(saved), done(t`Workflow ${saved.name} saved.`))} />
      ) : (
        workflow.description && <p part="description">{workflow.description}</p>
      )}

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
                  <RenameForm
                    workflowId={workflow.id}
                    step={step}
                    onDone={async (saved) => {
                      setRenaming(undefined);
                      focusAfter.current = `button[data-rename="${step.id}"]`;
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
                    <button type="button" aria-label={t`Delete step ${step.name}`} onClick={() => setConfirming({ step })}>
                      {t`Delete`}
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
        {confirming && 'step' in confirming && (
          <ConfirmBar label={t`Delete step`} confirmText={t`Delete`} onConfirm={() => removeStep(confirming.step)} onCancel={() => setConfirming(undefined)}>
            {stepTransitions(confirming.step)
              ? t`Delete step ${confirming.step.name}? Its ${stepTransitions(confirming.step)} transitions (from or to it) will be deleted too.`
              : t`Delete step ${confirming.step.name}?`}
          </ConfirmBar>
        )}
        {canWrite && <AddStepForm workflow={workflow} onAdded={async (step) => (done(t`Step ${step.name} added.`), await reload())} />}
      </section>

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
                        <button type="button" aria-label={t`Delete transition ${tr.name}`} onClick={() => setConfirming({ transition: tr })}>
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
        {confirming && 'transition' in confirming && (
          <ConfirmBar label={t`Delete transition`} confirmText={t`Delete`} onConfirm={() => removeTransition(confirming.transition)} onCancel={() => setConfirming(undefined)}>
            {t`Delete transition ${confirming.transition.name}?`}
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
    </section>
  );
}

/** Name and description of the workflow. */
function DetailsForm({ workflow, onSaved }: { workflow: WorkflowDetail; onSaved(saved: WorkflowDetail): void }) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(workflow.name);
  const [description, setDescription] = useState(workflow.description);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!name.trim()) fields.name = t`This field is required.`;
    else if (name.trim().length > 100) fields.name = t`Use at most 100 characters.`;
    setErrors({ fields });
    if (Object.keys(fields).length) return;
    setBusy(true);
    try {
      onSaved(await updateWorkflow(workflow.id, { name: name.trim(), description: description.trim() }));
    } catch (error) {
      setErrors(formErrors(error, ['name', 'description'], i18n));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} part="form" aria-label={t`Workflow details`}>
      <ErrorAlert message={errors.alert} />
      <Field label={t`Workflow name`} error={errors.fields.name}>
        {({ describedBy, invalid }) => <input name="name" value={name} maxLength={100} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Field label={t`Description`} error={errors.fields.description}>
        {({ describedBy, invalid }) => (
          <textarea name="description" value={description} rows={2} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setDescription(e.target.value)} />
        )}
      </Field>
      <div className="actions">
        <button type="submit" disabled={busy}>
          {t`Save details`}
        </button>
      </div>
    </form>
  );
}

function RenameForm({ workflowId, step, onDone }: { workflowId: number; step: WorkflowStep; onDone(saved?: WorkflowStep): void }) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(step.name);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setErrors({ fields: { name: t`This field is required.` } });
    if (name.trim().length > 60) return setErrors({ fields: { name: t`Use at most 60 characters.` } });
    try {
      onDone(await updateWorkflowStep(workflowId, step.id, { name: name.trim() }));
    } catch (error) {
      setErrors(formErrors(error, ['name'], i18n));
    }
  }

  return (
    <form noValidate className="inline" onSubmit={submit} aria-label={t`Rename ${step.name}`}>
      <ErrorAlert message={errors.alert} />
      <Field label={t`New name of ${step.name}`} error={errors.fields.name}>
        {({ describedBy, invalid }) => (
          <input
            name="step-name"
            value={name}
            autoFocus
            maxLength={60}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && onDone()}
          />
        )}
      </Field>
      <button type="submit" className="primary">
        {t`Save`}
      </button>
      <button type="button" onClick={() => onDone()}>
        {t`Cancel`}
      </button>
    </form>
  );
}

function AddStepForm({ workflow, onAdded }: { workflow: WorkflowDetail; onAdded(step: WorkflowStep): void }) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setErrors({ fields: { name: t`This field is required.` } });
    if (name.trim().length > 60) return setErrors({ fields: { name: t`Use at most 60 characters.` } });
    setBusy(true);
    try {
      // The first step is where items start: mark it initial (another step can take the mark later).
      const step = await createWorkflowStep(workflow.id, workflow.steps.length ? { name: name.trim() } : { name: name.trim(), is_initial: true });
      setName('');
      setErrors({ fields: {} });
      onAdded(step);
      input.current?.focus();
    } catch (error) {
      setErrors(formErrors(error, ['name'], i18n));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate className="inline wide" onSubmit={submit} aria-busy={busy} part="add-step" aria-label={t`Add a step`}>
      <ErrorAlert message={errors.alert} />
      <Field label={t`Step name`} error={errors.fields.name}>
        {({ describedBy, invalid }) => (
          <input ref={input} name="step-name" value={name} maxLength={60} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setName(e.target.value)} />
        )}
      </Field>
      <button type="submit" className="primary" disabled={busy}>
        {t`Add step`}
      </button>
    </form>
  );
}

const TRANSITION_FIELDS = ['name', 'from_step_id', 'to_step_id'];

function AddTransitionForm({ workflow, onAdded }: { workflow: WorkflowDetail; onAdded(transition: WorkflowTransition): void }) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const fields: Record<string, string> = {};
    if (!name.trim()) fields.name = t`This field is required.`;
    else if (name.trim().length > 100) fields.name = t`Use at most 100 characters.`;
    if (!from) fields.from_step_id = t`Choose a step.`;
    if (!to) fields.to_step_id = t`Choose a step.`;
    setErrors({ fields });
    if (Object.keys(fields).length) return;
    setBusy(true);
    try {
      const transition = await createTransition(workflow.id, { name: name.trim(), from_step_id: Number(from), to_step_id: Number(to) });
      setName('');
      setFrom('');
      setTo('');
      onAdded(transition);
    } catch (error) {
      setErrors(formErrors(error, TRANSITION_FIELDS, i18n));
    } finally {
      setBusy(false);
    }
  }

  const stepSelect = (value: string, set: (v: string) => void, describedBy: string | undefined, invalid: boolean, name: string) => (
    <select name={name} value={value} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => set(e.target.value)}>
      <option value="">{t`Choose a step`}</option>
      {workflow.steps.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </select>
  );

  return (
    <form noValidate className="inline wide" onSubmit={submit} aria-busy={busy} part="add-transition" aria-label={t`Add a transition`}>
      <ErrorAlert message={errors.alert} />
      <Field label={t`Transition name`} error={errors.fields.name}>
        {({ describedBy, invalid }) => (
          <input name="transition-name" value={name} maxLength={100} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setName(e.target.value)} />
        )}
      </Field>
      <Field label={t`From step`} error={errors.fields.from_step_id}>
        {({ describedBy, invalid }) => stepSelect(from, setFrom, describedBy, invalid, 'from_step_id')}
      </Field>
      <Field label={t`To step`} error={errors.fields.to_step_id}>
        {({ describedBy, invalid }) => stepSelect(to, setTo, describedBy, invalid, 'to_step_id')}
      </Field>
      <button type="submit" className="primary" disabled={busy || workflow.steps.length === 0}>
        {t`Add transition`}
      </button>
    </form>
  );
}
