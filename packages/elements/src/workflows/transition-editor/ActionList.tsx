import { useLingui } from '@lingui/react/macro';
import { TransitionAction } from '@si/contract/enums';
import { blankParams, type ActionDraft } from './drafts.ts';
import { ACTION_PARAM, useWorkflowLabels } from '../kit/labels.ts';
import { ParamControl, type Choices } from './ParamControl.tsx';

const ACTIONS = Object.values(TransitionAction) as number[];

type ActionListProps = {
  canWrite: boolean;
  actions: ActionDraft[];
  setActions(update: (list: ActionDraft[]) => ActionDraft[]): void;
  choices: Choices;
  errors: Record<string, string>;
};

/** Every action as a checkbox, in the order ticked, with the parameter of a ticked one. */
export function ActionList({ canWrite, actions, setActions, choices, errors }: ActionListProps) {
  const { t } = useLingui();
  const labels = useWorkflowLabels();
  const setAction = (action: number, patch: Partial<ActionDraft>) => setActions((list) => list.map((a) => (a.action === action ? { ...a, ...patch } : a)));
  const toggleAction = (action: number, on: boolean) =>
    setActions((list) => (on ? [...list, { action, ...blankParams() }] : list.filter((a) => a.action !== action)));
  return (
    <fieldset disabled={!canWrite} part="actions">
      <legend>{t`Actions`}</legend>
      <p className="hint">{t`Applied in the order they were ticked. Without "Set item status to the destination step" the item keeps its status.`}</p>
      {errors.actions && (
        <small className="field-error" part="field-error">
          {errors.actions}
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
            {chosen && (
              <ParamControl
                param={ACTION_PARAM[code]}
                value={chosen}
                onChange={(patch) => setAction(code, patch)}
                choices={choices}
                error={(field) => errors[`actions.${index}.${field}`]}
                labels={{
                  team: t`Team for ${labels.actions[code]}`,
                  user: t`User for ${labels.actions[code]}`,
                  contact: t`Contact for ${labels.actions[code]}`,
                }}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
