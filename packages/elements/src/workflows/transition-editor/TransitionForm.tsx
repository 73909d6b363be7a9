import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WorkflowDetail, WorkflowTransition } from '@si/contract';
import { ConditionCombiner, FileUploadTrigger } from '@si/contract/enums';
import { updateTransition, type TransitionInput } from '@si/core/admin';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { RouteLink } from '../kit/kit.tsx';
import { TRANSITION_NAME_MAX } from '../limits.ts';
import { ActionList } from './ActionList.tsx';
import { ConditionList } from './ConditionList.tsx';
import { nextKey, paramBody, paramsOf, type ActionDraft, type ConditionDraft, type Kind, type Params } from './drafts.ts';
import { ACTION_PARAM, CONDITION_PARAM, PARAM_FIELD, TRIGGER_PARAM } from '../kit/labels.ts';
import { checkParam } from './checks.ts';
import type { Choices } from './ParamControl.tsx';
import { StepFields } from './StepFields.tsx';
import { TriggerFields } from './TriggerFields.tsx';

type TransitionFormProps = {
  transition: WorkflowTransition;
  workflow: WorkflowDetail;
  choices: Choices;
  backHref?: string;
  onSaved(transition: WorkflowTransition): void;
};

/** The transition's form: steps, how it fires, conditions and actions; read-only for readers. */
export function TransitionForm({ transition, workflow, choices, backHref, onSaved }: TransitionFormProps) {
  const { t, i18n } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const [name, setName] = useState(transition.name);
  const [from, setFrom] = useState(String(transition.from_step_id));
  const [to, setTo] = useState(String(transition.to_step_id));
  const [kind, setKind] = useState<Kind>(transition.trigger ? 'upload' : transition.automatic ? 'automatic' : 'manual');
  const [trigger, setTrigger] = useState(transition.trigger ?? FileUploadTrigger.FILE_UPLOADED);
  const [triggerParams, setTriggerParams] = useState<Params>(() =>
    paramsOf({ team_id: transition.trigger_team_id ?? undefined, user_id: transition.trigger_user_id ?? undefined, contact_id: transition.trigger_contact_id ?? undefined }),
  );
  const [combiner, setCombiner] = useState(transition.combiner || ConditionCombiner.ALL);
  const [conditions, setConditions] = useState<ConditionDraft[]>(() => transition.conditions.map((c) => ({ key: nextKey(), type: c.type, ...paramsOf(c) })));
  const [actions, setActions] = useState<ActionDraft[]>(() => transition.actions.map((a) => ({ action: a.action, ...paramsOf(a) })));
  const [notice, setNotice] = useState<string>();
  const max = TRANSITION_NAME_MAX;

  const stepName = (stepId: number) => workflow.steps.find((s) => s.id === stepId)?.name ?? '—';
  const required = t`This field is required.`;

  /** Client checks: what the server would refuse as missing, at the same keys. */
  function check(): Record<string, string> {
    setNotice(undefined);
    const fields: Record<string, string> = {};
    if (!name.trim()) fields.name = required;
    else if (name.trim().length > TRANSITION_NAME_MAX) fields.name = t`Use at most ${max} characters.`;
    if (kind === 'upload') checkParam(fields, 'trigger_', TRIGGER_PARAM[trigger], triggerParams, required);
    conditions.forEach((c, i) => checkParam(fields, `conditions.${i}.`, CONDITION_PARAM[c.type], c, required));
    actions.forEach((a, i) => checkParam(fields, `actions.${i}.`, ACTION_PARAM[a.action], a, required));
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
    ...['name', 'from_step_id', 'to_step_id', 'automatic', 'combiner', 'trigger', 'trigger_team_id', 'trigger_user_id', 'trigger_contact_id', 'conditions', 'actions'],
    ...conditions.flatMap((_, i) => ['type', ...Object.values(PARAM_FIELD)].map((f) => `conditions.${i}.${f}`)),
    ...actions.flatMap((_, i) => ['action', 'team_id', 'user_id', 'contact_id'].map((f) => `actions.${i}.${f}`)),
  ];

  const { busy, errors, handleSubmit } = useFormSubmit(
    check,
    async () => {
      const saved = await updateTransition(transition.id, body());
      setNotice(t`Transition ${saved.name} saved.`);
      onSaved(saved);
    },
    (error) => {
      const found = formErrors(error, shownFields(), i18n);
      // Field messages sit at their fields; the alert says so when nothing else is to be said.
      return Object.keys(found.fields).length && !found.alert ? { ...found, alert: t`The server refused some fields; see the messages below them.` } : found;
    },
    t`Some fields need your attention.`,
  );

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
      <form noValidate className="wide" onSubmit={handleSubmit} aria-busy={busy} part="form" aria-label={t`Transition ${transition.name}`}>
        <ErrorAlert message={errors.alert} />
        <StepFields disabled={!canWrite} steps={workflow.steps} name={name} setName={setName} from={from} setFrom={setFrom} to={to} setTo={setTo} errors={errors.fields} />
        <TriggerFields
          disabled={!canWrite}
          kind={kind}
          setKind={setKind}
          trigger={trigger}
          setTrigger={setTrigger}
          params={triggerParams}
          setParams={(patch) => setTriggerParams((p) => ({ ...p, ...patch }))}
          choices={choices}
          errors={errors.fields}
        />
        <ConditionList canWrite={canWrite} combiner={combiner} setCombiner={setCombiner} conditions={conditions} setConditions={setConditions} choices={choices} errors={errors.fields} />
        <ActionList canWrite={canWrite} actions={actions} setActions={setActions} choices={choices} errors={errors.fields} />
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
