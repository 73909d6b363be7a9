import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { NamedRef } from '@si/contract';

type FormQuestionsProps = {
  available: readonly NamedRef[];
  /** The chosen custom fields' ids, in the order the form asks them. */
  chosen: readonly number[];
  disabled: boolean;
  error?: string;
  onChange(ids: number[]): void;
};

/** What keeps the focus after a change moves its control: the field's box, or one of its buttons. */
type Focus = { id: number; control: 'check' | 'up' | 'down' };

/**
 * Which sales custom fields the lead form asks, and in which order: the chosen ones first, in
 * order, each with Move up and Move down; the others below. Ticking one puts it last on the form.
 * The focus stays on what was used when it moves in the list, so the keyboard never loses it.
 */
export function FormQuestions({ available, chosen, disabled, error, onChange }: FormQuestionsProps) {
  const { t } = useLingui();
  const id = useId();
  const box = useRef<HTMLFieldSetElement>(null);
  const [focus, setFocus] = useState<Focus>();
  const byId = new Map(available.map((field) => [field.id, field]));
  const asked = chosen.filter((fieldId) => byId.has(fieldId)).map((fieldId) => byId.get(fieldId)!);
  const others = available.filter((field) => !chosen.includes(field.id));

  useEffect(() => {
    if (!focus) return;
    const find = (control: Focus['control']) => box.current?.querySelector<HTMLElement>(`[data-focus="${focus.id}-${control}"]:not(:disabled)`);
    // A field moved to the top or the bottom has no button that way any more: the other one takes it.
    (find(focus.control) ?? find(focus.control === 'up' ? 'down' : 'up') ?? find('check'))?.focus();
  }, [focus]);

  const toggle = (fieldId: number, on: boolean) => {
    onChange(on ? [...asked.map((f) => f.id), fieldId] : asked.map((f) => f.id).filter((x) => x !== fieldId));
    setFocus({ id: fieldId, control: 'check' });
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = asked.map((f) => f.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    onChange(ids);
    setFocus({ id: ids[index + by]!, control: by < 0 ? 'up' : 'down' });
  };

  const check = (field: NamedRef, on: boolean) => (
    <label className="check">
      <input type="checkbox" name="lead_form_field_ids" value={field.id} checked={on} disabled={disabled} data-focus={`${field.id}-check`} onChange={(e) => toggle(field.id, e.target.checked)} />
      {field.name}
    </label>
  );

  return (
    <fieldset ref={box} className="questions" part="questions" data-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend>{t`Questions of your own`}</legend>
      <small id={`${id}-hint`} className="muted">
        {t`The form always asks a name, a company, an e-mail address, a phone number and a message. Tick the sales custom fields it should ask as well; they are asked in the order below.`}
      </small>
      {available.length === 0 && (
        <p className="muted" part="no-questions">
          {t`There are no sales custom fields yet. Add them in the settings' Custom fields, for the sales pipeline, then choose them here.`}
        </p>
      )}
      {asked.length > 0 && (
        <ol className="question-list" aria-label={t`Asked on the form, in this order`}>
          {asked.map((field, index) => (
            <li key={field.id} className="question" part="question">
              {check(field, true)}
              {!disabled && (
                <span className="question-moves">
                  <button type="button" disabled={index === 0} data-focus={`${field.id}-up`} onClick={() => move(index, -1)}>
                    {t`Move up`}
                    <span className="sr-only"> {field.name}</span>
                  </button>
                  <button type="button" disabled={index === asked.length - 1} data-focus={`${field.id}-down`} onClick={() => move(index, 1)}>
                    {t`Move down`}
                    <span className="sr-only"> {field.name}</span>
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {others.length > 0 && (
        <ul className="question-list" aria-label={t`Not asked`}>
          {others.map((field) => (
            <li key={field.id} className="question" part="question">
              {check(field, false)}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </fieldset>
  );
}
