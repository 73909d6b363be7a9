import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TeamRow, WorkflowAction, WorkflowCondition, WorkflowDetail, WorkflowTransition } from '@si/contract';
import { ConditionCombiner, ConditionType, FileUploadTrigger, TransitionAction } from '@si/contract/enums';
import { getTransition, getWorkflow, listTeams, listUsers, updateTransition, type AdminUser, type TransitionInput } from '@si/core/admin';
import { errorText } from '../data-table/errorText.ts';
import { useIsOfficeAdmin } from '../data-table/roles.ts';
import { ErrorAlert, Notice } from '../shared/Notice.tsx';
import { formErrors, type FormErrors } from '../shared/errors.ts';
import { Field, hrefFor, RouteLink } from '../workflows-admin/kit.tsx';
import { ACTION_PARAM, CONDITION_PARAM, PARAM_FIELD, TRIGGER_PARAM, useWorkflowLabels, type Param } from './labels.ts';

export type TransitionEditorProps = {
  transitionId?: string;
  /** Route of a workflow's page with `{id}`, e.g. "/bank/workflows/{id}" (a link back). */
  workflowHref?: string;
};

type Kind = 'manual' | 'automatic' | 'upload';
/** A condition or action as the form holds it: every parameter as typed text (ids), lists as arrays. */
type Params = { team: string; user: string; users: number[]; contact: string; contacts: string };
type ConditionDraft = Params & { key: number; type: number };
type ActionDraft = Params & { action: number };

const CONDITION_TYPES = Object.values(ConditionType) as number[];
const ACTIONS = Object.values(TransitionAction) as number[];
const TRIGGERS = Object.values(FileUploadTrigger) as number[];
const idText = (id: number | null | undefined) => (id ? String(id) : '');
let nextKey = 1;

function paramsOf(source: Partial<WorkflowCondition & WorkflowAction>): Params {
  return {
    team: idText(source.team_id),
    user: idText(source.user_id),
    users: source.user_ids ?? [],
    contact: idText(source.contact_id),
    contacts: (source.contact_ids ?? []).join(', '),
  };
}
const blankParams = (): Params => ({ team: '', user: '', users: [], contact: '', contacts: '' });
const idList = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);

/** The one parameter a condition or action of kind `param` sends, read from the form's text. */
function paramBody(param: Param, p: Params): Record<string, number | number[]> {
  switch (param) {
    case 'team':
      return { team_id: Number(p.team) };
    case 'user':
      return { user_id: Number(p.user) };
    case 'users':
      return { user_ids: p.users };
    case 'contact':
      return { contact_id: Number(p.contact) };
    case 'contacts':
      return { contact_ids: idList(p.contacts) };
    default:
      return {};
  }
}

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
      teams={teams}
      users={users}
      backHref={hrefFor(workflowHref, loaded.transition.workflow_id)}
      onSaved={(transition) => setLoaded({ ...loaded, transition })}
    />
  );
}

type FormProps = {
  transition: WorkflowTransition;
  workflow: WorkflowDetail;
  teams: TeamRow[];
  users: AdminUser[];
  backHref?: string;
  onSaved(transition: WorkflowTransition): void;
};

function TransitionForm({ transition, workflow, teams, users, backHref, onSaved }: FormProps) {
  const { t, i18n } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const labels = useWorkflowLabels();
  const [name, setName] = useState(transition.name);
  const [from, setFrom] = useState(String(transition.from_step_id));
  const [to, setTo] = useState(String(transition.to_step_id));
  const [kind, setKind] = useState<Kind>(transition.trigger ? 'upload' : transition.automatic ? 'automatic' : 'manual');
  const [trigger, setTrigger] = useState(transition.trigger ?? FileUploadTrigger.FILE_UPLOADED);
  const [triggerParams, setTriggerParams] = useState<Params>(() =>
    paramsOf({ team_id: transition.trigger_team_id ?? undefined, user_id: transition.trigger_user_id ?? undefined, contact_id: transition.trigger_contact_id ?? undefined }),
  );
  const [combiner, setCombiner] = useState(transition.combiner || ConditionCombiner.ALL);
  const [conditions, setConditions] = useState<ConditionDraft[]>(() => transition.conditions.map((c) => ({ key: nextKey++, type: c.type, ...paramsOf(c) })));
  const [actions, setActions] = useState<ActionDraft[]>(() => transition.actions.map((a) => ({ action: a.action, ...paramsOf(a) })));
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);

  const stepName = (stepId: number) => workflow.steps.find((s) => s.id === stepId)?.name ?? '—';
  const userName = (u: AdminUser) => `${u.first_name} ${u.last_name}`.trim() || u.email;
  const required = t`This field is required.`;

  /** Client checks: what the server would refuse as missing, at the same keys. */
  function check(): Record<string, string> {
    const fields: Record<string, string> = {};
    const need = (key: string, param: Param, p: Params) => {
      if (param === 'team' && !p.team) fields[`${key}team_id`] = required;
      if (param === 'user' && !p.user) fields[`${key}user_id`] = required;
      if (param === 'contact' && !/^\d+$/.test(p.contact.trim())) fields[`${key}contact_id`] = p.contact ? t`Enter a contact id (a whole number).` : required;
      if (param === 'contacts' && idList(p.contacts).some((n) => !Number.isInteger(n) || n <= 0)) fields[`${key}contact_ids`] = t`Enter contact ids (whole numbers) separated by commas.`;
    };
    if (!name.trim()) fields.name = required;
    else if (name.trim().length > 100) fields.name = t`Use at most 100 characters.`;
    if (kind === 'upload') need('trigger_', TRIGGER_PARAM[trigger], triggerParams);
    conditions.forEach((c, i) => need(`conditions.${i}.`, CONDITION_PARAM[c.type], c));
    actions.forEach((a, i) => need(`actions.${i}.`, ACTION_PARAM[a.action], a));
    return fields;
  }

  function body(): TransitionInput {
    const triggerParam = kind === 'upload' ? TRIGGER_PARAM[trigger] : undefined;
    return {
      name: name.trim(),
      from_step_id: Number(from),
      to_step_id: Number(to),
      automatic: kind !== 'manual',
      combiner,
      trigger: kind === 'upload' ? trigger : null,
      trigger_team_id: triggerParam === 'team' ? Number(triggerParams.team) : null,
      trigger_user_id: triggerParam === 'user' ? Number(triggerParams.user) : null,
      trigger_contact_id: triggerParam === 'contact' ? Number(triggerParams.contact) : null,
      conditions: conditions.map((c) => ({ type: c.type, ...paramBody(CONDITION_PARAM[c.type], c) })),
      actions: actions.map((a) => ({ action: a.action, ...paramBody(ACTION_PARAM[a.action], a) })),
    };
  }

  const shownFields = () => [
    'name',
    'from_step_id',
    'to_step_id',
    'automatic',
    'combiner',
    'trigger',
    'trigger_team_id',
    'trigger_user_id',
    'trigger_contact_id',
    'conditions',
    'actions',
    ...conditions.flatMap((_, i) => ['type', ...Object.values(PARAM_FIELD)].map((f) => `conditions.${i}.${f}`)),
    ...actions.flatMap((_, i) => ['action', 'team_id', 'user_id', 'contact_id'].map((f) => `actions.${i}.${f}`)),
  ];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(undefined);
    const fields = check();
    setErrors(Object.keys(fields).length ? { fields, alert: t`Some fields need your attention.` } : { fields });
    if (Object.keys(fields).length) return;
    setBusy(true);
    try {
      const saved = await updateTransition(transition.id, body());
      setNotice(t`Transition ${saved.name} saved.`);
      onSaved(saved);
    } catch (error) {
      const found = formErrors(error, shownFields(), i18n);
      // Field messages sit at their fields; the alert says so when nothing else is to be said.
      setErrors(Object.keys(found.fields).length && !found.alert ? { ...found, alert: t`The server refused some fields; see the messages below them.` } : found);
    } finally {
      setBusy(false);
    }
  }

  const setCondition = (key: number, patch: Partial<ConditionDraft>) => setConditions((list) => list.map((c) => (c.key === key ? { ...c, ...patch } : c)));
  const setAction = (action: number, patch: Partial<ActionDraft>) => setActions((list) => list.map((a) => (a.action === action ? { ...a, ...patch } : a)));
  const toggleAction = (action: number, on: boolean) =>
    setActions((list) => (on ? [...list, { action, ...blankParams() }] : list.filter((a) => a.action !== action)));

  /** The control of one parameter (team, user, users, contact, contacts), labelled, with its error. */
  function paramControl(param: Param, p: Params, set: (patch: Partial<Params>) => void, errorKey: string, labelsFor: { team: string; user: string; contact: string }): ReactNode {
    const error = (field: string) => errors.fields[`${errorKey}${field}`];
    switch (param) {
      case 'team':
        return (
          <Field label={labelsFor.team} error={error('team_id')}>
            {({ describedBy, invalid }) => (
              <select value={p.team} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => set({ team: e.target.value })}>
                <option value="">{t`Choose a team`}</option>
                {p.team && !teams.some((x) => String(x.id) === p.team) && <option value={p.team}>{t`Team ${p.team}`}</option>}
                {teams.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        );
      case 'user':
        return (
          <Field label={labelsFor.user} error={error('user_id')}>
            {({ describedBy, invalid }) => (
              <select value={p.user} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => set({ user: e.target.value })}>
                <option value="">{t`Choose a user`}</option>
                {p.user && !users.some((x) => String(x.id) === p.user) && <option value={p.user}>{t`User ${p.user}`}</option>}
                {users.map((u) => (
                  <option key={u.id} value={u.id}>
                    {`${userName(u)} <${u.email}>`}
                  </option>
                ))}
              </select>
            )}
          </Field>
        );
      case 'users': {
        const unknown = p.users.filter((uid) => !users.some((u) => u.id === uid));
        return (
          <fieldset className="users" data-invalid={error('user_ids') ? true : undefined}>
            <legend>{t`Users (none chosen: any staff user)`}</legend>
            {[...users.map((u) => ({ id: u.id, label: userName(u) })), ...unknown.map((uid) => ({ id: uid, label: t`User ${uid}` }))].map((u) => (
              <label key={u.id} className="check">
                <input
                  type="checkbox"
                  checked={p.users.includes(u.id)}
                  onChange={(e) => set({ users: e.target.checked ? [...p.users, u.id] : p.users.filter((x) => x !== u.id) })}
                />
                {u.label}
              </label>
            ))}
            {error('user_ids') && (
              <small className="field-error" part="field-error">
                {error('user_ids')}
              </small>
            )}
          </fieldset>
        );
      }
      case 'contact':
        return (
          <Field label={labelsFor.contact} error={error('contact_id')}>
            {({ describedBy, invalid }) => (
              <input inputMode="numeric" value={p.contact} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => set({ contact: e.target.value })} />
            )}
          </Field>
        );
      case 'contacts':
        return (
          <Field label={t`Contact ids`} hint={t`Separate ids with commas; leave empty for any contact of the item's account.`} error={error('contact_ids')}>
            {({ describedBy, invalid }) => <input value={p.contacts} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => set({ contacts: e.target.value })} />}
          </Field>
        );
      default:
        return null;
    }
  }

  const stepOptions = workflow.steps.map((s) => (
    <option key={s.id} value={s.id}>
      {s.name}
    </option>
  ));
  const kinds: [Kind, string][] = [
    ['manual', t`Manually, when a user takes it`],
    ['automatic', t`Automatically, when an item arrives at the from-step`],
    ['upload', t`When a file is uploaded`],
  ];

  return (
    <section className="admin" part="base" aria-labelledby="heading">
      <div className="admin-head">
        <h2 id="heading" part="heading">
          {t`Transition ${transition.name}`}
        </h2>
        {backHref && <RouteLink href={backHref}>{t`Back to workflow ${workflow.name}`}</RouteLink>}
      </div>
      <p>{t`${stepName(transition.from_step_id)} to ${stepName(transition.to_step_id)}, in workflow ${workflow.name}.`}</p>
      {notice && (
        <Notice variant="success" part="notice">
          {notice}
        </Notice>
      )}
      <form noValidate className="wide" onSubmit={submit} aria-busy={busy} part="form" aria-label={t`Transition ${transition.name}`}>
        <ErrorAlert message={errors.alert} />
        <fieldset disabled={!canWrite} className="bare">
          <legend className="sr-only">{t`Steps`}</legend>
          <Field label={t`Transition name`} error={errors.fields.name}>
            {({ describedBy, invalid }) => (
              <input name="name" value={name} maxLength={100} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setName(e.target.value)} />
            )}
          </Field>
          <div className="row">
            <Field label={t`From step`} error={errors.fields.from_step_id}>
              {({ describedBy, invalid }) => (
                <select name="from_step_id" value={from} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setFrom(e.target.value)}>
                  {stepOptions}
                </select>
              )}
            </Field>
            <Field label={t`To step`} error={errors.fields.to_step_id}>
              {({ describedBy, invalid }) => (
                <select name="to_step_id" value={to} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setTo(e.target.value)}>
                  {stepOptions}
                </select>
              )}
            </Field>
          </div>
        </fieldset>

        <fieldset disabled={!canWrite} part="kind">
          <legend>{t`When it fires`}</legend>
          {kinds.map(([value, label]) => (
            <label key={value} className="check">
              <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
              {label}
            </label>
          ))}
          {errors.fields.automatic && (
            <small className="field-error" part="field-error">
              {errors.fields.automatic}
            </small>
          )}
          {kind === 'upload' && (
            <div className="row">
              <Field label={t`File-upload trigger`} error={errors.fields.trigger}>
                {({ describedBy, invalid }) => (
                  <select name="trigger" value={trigger} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setTrigger(Number(e.target.value))}>
                    {TRIGGERS.map((code) => (
                      <option key={code} value={code}>
                        {labels.triggers[code]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {paramControl(TRIGGER_PARAM[trigger], triggerParams, (patch) => setTriggerParams((p) => ({ ...p, ...patch })), 'trigger_', {
                team: t`Team to notify`,
                user: t`User to notify`,
                contact: t`Contact id to notify`,
              })}
            </div>
          )}
        </fieldset>

        <fieldset disabled={!canWrite} part="conditions">
          <legend>{t`Conditions`}</legend>
          <Field label={t`Combine conditions`} error={errors.fields.combiner}>
            {({ describedBy, invalid }) => (
              <select name="combiner" value={combiner} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setCombiner(Number(e.target.value))}>
                {Object.values(ConditionCombiner).map((code) => (
                  <option key={code} value={code}>
                    {labels.combiners[code]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {conditions.length === 0 && <p className="hint">{t`No conditions: anyone may take this transition.`}</p>}
          {errors.fields.conditions && (
            <small className="field-error" part="field-error">
              {errors.fields.conditions}
            </small>
          )}
          {conditions.map((c, i) => (
            <div key={c.key} className="row condition" part="condition">
              <Field label={t`Condition ${i + 1}`} error={errors.fields[`conditions.${i}.type`]}>
                {({ describedBy, invalid }) => (
                  <select value={c.type} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => setCondition(c.key, { type: Number(e.target.value) })}>
                    {CONDITION_TYPES.map((code) => (
                      <option key={code} value={code}>
                        {labels.conditions[code]}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {paramControl(CONDITION_PARAM[c.type], c, (patch) => setCondition(c.key, patch), `conditions.${i}.`, {
                team: t`Team`,
                user: t`User`,
                contact: t`Contact id`,
              })}
              {canWrite && (
                <button type="button" aria-label={t`Remove condition ${i + 1}`} onClick={() => setConditions((list) => list.filter((x) => x.key !== c.key))}>
                  {t`Remove`}
                </button>
              )}
            </div>
          ))}
          {canWrite && conditions.length < 20 && (
            <div>
              <button type="button" onClick={() => setConditions((list) => [...list, { key: nextKey++, type: ConditionType.USER_IN_TEAM, ...blankParams() }])}>
                {t`Add condition`}
              </button>
            </div>
          )}
        </fieldset>

        <fieldset disabled={!canWrite} part="actions">
          <legend>{t`Actions`}</legend>
          <p className="hint">{t`Applied in the order they were ticked. Without "Set item status to the destination step" the item keeps its status.`}</p>
          {errors.fields.actions && (
            <small className="field-error" part="field-error">
              {errors.fields.actions}
            </small>
          )}
          {ACTIONS.map((code) => {
            const index = actions.findIndex((a) => a.action === code);
            const chosen = index >= 0 ? actions[index] : undefined;
            return (
              <div key={code} className="row action">
                <label className="check">
                  <input type="checkbox" name="action" value={code} checked={!!chosen} onChange={(e) => toggleAction(code, e.target.checked)} />
                  {labels.actions[code]}
                </label>
                {chosen &&
                  paramControl(ACTION_PARAM[code], chosen, (patch) => setAction(code, patch), `actions.${index}.`, {
                    team: t`Team for ${labels.actions[code]}`,
                    user: t`User for ${labels.actions[code]}`,
                    contact: t`Contact id for ${labels.actions[code]}`,
                  })}
              </div>
            );
          })}
        </fieldset>

        {canWrite && (
          <div className="actions">
            <button type="submit" className="primary" disabled={busy}>
              {t`Save transition`}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
