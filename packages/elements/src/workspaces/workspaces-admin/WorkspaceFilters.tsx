import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AccountFilters } from '@si/core/admin';
import type { FilterValues } from '../../ui/ListScreen.tsx';
import { TYPING_PAUSE_MS } from '../../ui/useDebounced.ts';
import type { Choices } from './useChoices.ts';

/** The filters as the controls hold them: '' means "any". */
export type FilterState = {
  lead: string;
  team: string;
  office: string;
  onHold: '' | 'true' | 'false';
  overdue: boolean;
  archived: boolean;
  customField: string;
  customValue: string;
};

export const NO_FILTERS: FilterState = { lead: '', team: '', office: '', onHold: '', overdue: false, archived: false, customField: '', customValue: '' };

/** The list call's filters; a custom value counts only with its field. */
export function toQuery(f: FilterState): AccountFilters {
  const id = (v: string) => (v ? Number(v) : undefined);
  return {
    lead: id(f.lead),
    team: id(f.team),
    office: id(f.office),
    on_hold: f.onHold ? f.onHold === 'true' : undefined,
    overdue: f.overdue || undefined,
    archived: f.archived || undefined,
    custom_field: id(f.customField),
    custom_value: f.customField && f.customValue.trim() ? f.customValue.trim() : undefined,
  };
}

/** The filters as the list is keyed by: another value goes back to page 1 and clears the selection. */
export function keyOf(f: FilterState): FilterValues {
  return { ...f, overdue: f.overdue ? 'true' : undefined, archived: f.archived ? 'true' : undefined };
}

type Props = { value: FilterState; choices: Choices; onChange(next: FilterState): void };

/** The filter controls beside the table's search: native selects and checkboxes, each labelled. */
export function WorkspaceFilters({ value, choices, onChange }: Props) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(value.customValue);
  const latest = useRef(value);
  latest.current = value;
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch });
  const setValue = (customValue: string) => {
    setTyped(customValue);
    set({ customValue });
  };

  // A typed custom value goes to the server once typing pauses, like the search.
  useEffect(() => {
    if (typed === latest.current.customValue) return;
    const timer = setTimeout(() => onChange({ ...latest.current, customValue: typed }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, onChange]);

  const select = (label: string, key: 'lead' | 'team' | 'office', list: { id: number; name: string }[], any: string) => (
    <label>
      <span>{label}</span>
      <select name={key} value={value[key]} onChange={(e) => set({ [key]: e.target.value })}>
        <option value="">{any}</option>
        {list.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
  const field = choices.customFields.find((f) => String(f.id) === value.customField);

  return (
    <div className="filters" part="filters" role="group" aria-label={t`Filters`}>
      {select(t`Lead`, 'lead', choices.users, t`Any lead`)}
      {select(t`Team`, 'team', choices.teams, t`Any team`)}
      {select(t`Office`, 'office', choices.offices, t`Any office`)}
      <label>
        <span>{t`On hold`}</span>
        <select name="on_hold" value={value.onHold} onChange={(e) => set({ onHold: e.target.value as FilterState['onHold'] })}>
          <option value="">{t`Any`}</option>
          <option value="true">{t`On hold`}</option>
          <option value="false">{t`Not on hold`}</option>
        </select>
      </label>
      <label className="check">
        <input type="checkbox" name="overdue" checked={value.overdue} onChange={(e) => set({ overdue: e.target.checked })} />
        <span>{t`Has overdue items`}</span>
      </label>
      <label className="check">
        <input type="checkbox" name="archived" checked={value.archived} onChange={(e) => set({ archived: e.target.checked })} />
        <span>{t`Archived`}</span>
      </label>
      {choices.customFields.length > 0 && (
        <>
          <label>
            <span>{t`Custom field`}</span>
            <select name="custom_field" value={value.customField} onChange={(e) => {
                setTyped('');
                set({ customField: e.target.value, customValue: '' });
              }}>
              <option value="">{t`Any field`}</option>
              {choices.customFields.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </label>
          {field?.field_type === 'select' ? (
            <label>
              <span>{t`Value`}</span>
              <select name="custom_value" value={value.customValue} onChange={(e) => setValue(e.target.value)}>
                <option value="">{t`Any value`}</option>
                {field.options.map((o) => (
                  <option key={o} value={o}>
                    {o}
                  </option>
                ))}
              </select>
            </label>
          ) : (
            <label>
              <span>{t`Value`}</span>
              <input
                name="custom_value"
                type={field?.field_type === 'number' ? 'number' : field?.field_type === 'date' ? 'date' : 'text'}
                value={typed}
                disabled={!field}
                onChange={(e) => setTyped(e.target.value)}
              />
            </label>
          )}
        </>
      )}
    </div>
  );
}
