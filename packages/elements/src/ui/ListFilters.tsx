import { useId } from 'react';
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';

/** A filter's value as it goes into the query; undefined (or the select's "all" choice) leaves it out. */
export type FilterValue = string | number | undefined;
export type FilterValues = Record<string, FilterValue>;

export type FilterOption = { value: string | number; label: string };

/** One filter of a list's toolbar, described as data. */
export type FilterSpec = {
  /** The query parameter it sets (`entity_kind`, `date_from`). */
  name: string;
  kind: 'select' | 'date' | 'text' | 'check';
  label: string;
  /** A select's choices; their values go into the query as given (numbers stay numbers). */
  options?: FilterOption[];
  /** A select's first choice that leaves the filter out ("All kinds"). */
  all?: string;
  /** The value it starts with; absent: none (or the first option of a select without `all`). */
  default?: string | number;
  /** A date that may not be before another date filter's (`date_to` after `date_from`). */
  after?: string;
  /** The control's part name (a checkbox's label). */
  part?: string;
  /** A date that must be given: while it is missing nothing is asked for. */
  required?: boolean;
  /** The latest date allowed (today, for an "as of" date). */
  max?: string;
  /** A text's longest value. */
  maxLength?: number;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Why a date filter's value cannot be asked for (missing, after its `max`, before its `after`), by filter name. */
export function filterProblems(filters: FilterSpec[], values: FilterValues, i18n: I18n): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const f of filters) {
    if (f.kind !== 'date') continue;
    const value = values[f.name] === undefined ? '' : String(values[f.name]);
    const start = f.after === undefined ? undefined : values[f.after];
    if (!value) {
      if (f.required) problems[f.name] = i18n._(msg`Enter a date.`);
    } else if (!DATE.test(value)) problems[f.name] = i18n._(msg`Enter a date.`);
    else if (f.max && value > f.max) problems[f.name] = i18n._(msg`Choose today or a past date.`);
    else if (f.after && !problems[f.after] && start !== undefined && value < String(start)) {
      problems[f.name] = i18n._(msg`The end of the period must be on or after its start.`);
    }
  }
  return problems;
}

/** The values the filters start with. */
export function initialFilterValues(filters: FilterSpec[]): FilterValues {
  return Object.fromEntries(
    filters.map((f) => [f.name, f.default ?? (f.kind === 'select' && !f.all ? f.options?.[0]?.value : undefined)]),
  );
}

/** The values that go into a request: empty ones are left out. */
export function queryOf(values: FilterValues): FilterValues {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== ''));
}

type ListFiltersProps = {
  filters: FilterSpec[];
  values: FilterValues;
  onChange(name: string, value: FilterValue): void;
  /** A message at each filter whose value cannot be asked for (`filterProblems`). */
  problems?: Record<string, string>;
};

/** The filters of a list's toolbar: each a labelled native control. */
export function ListFilters({ filters, values, onChange, problems = {} }: ListFiltersProps) {
  const uid = useId();
  const text = (v: FilterValue) => (v === undefined ? '' : String(v));
  return (
    <>
      {filters.map((f) => {
        const value = values[f.name];
        if (f.kind === 'select') {
          const options = f.options ?? [];
          return (
            <label key={f.name}>
              <span>{f.label}</span>
              <select name={f.name} value={text(value)} onChange={(e) => onChange(f.name, options.find((o) => String(o.value) === e.target.value)?.value)}>
                {f.all !== undefined && <option value="">{f.all}</option>}
                {options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </label>
          );
        }
        if (f.kind === 'check') {
          // Checked sends `name=true`; unchecked leaves the filter out.
          return (
            <label key={f.name} className="check" part={f.part}>
              <input type="checkbox" name={f.name} checked={value !== undefined} onChange={(e) => onChange(f.name, e.target.checked ? 'true' : undefined)} />
              <span>{f.label}</span>
            </label>
          );
        }
        // A date range: the later date may not precede the earlier one, and the other way round.
        const before = f.kind === 'date' ? filters.find((other) => other.after === f.name) : undefined;
        const problem = problems[f.name];
        const errorId = `${uid}-${f.name}-error`;
        return (
          <label key={f.name}>
            <span>{f.label}</span>
            <input
              type={f.kind === 'date' ? 'date' : 'search'}
              name={f.name}
              value={text(value)}
              min={f.after ? text(values[f.after]) || undefined : undefined}
              max={f.max ?? (before ? text(values[before.name]) || undefined : undefined)}
              maxLength={f.maxLength}
              required={f.required}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(e) => onChange(f.name, e.target.value || undefined)}
            />
            {problem && (
              <span className="field-error" id={errorId} part="field-error">
                {problem}
              </span>
            )}
          </label>
        );
      })}
    </>
  );
}
