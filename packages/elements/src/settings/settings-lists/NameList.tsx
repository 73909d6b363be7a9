import { useEffect, useId, useRef, useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { onTyped } from '../../base/errors.ts';
import { useShell } from '../../base/Shell.tsx';
import { focusControl } from '../../admin/fields.tsx';

/** One entry of an editable list; `key` stays with the entry when it moves. */
export type NameItem = { key: string; name: string };

let nextKey = 0;
export const toItems = (names: readonly string[]): NameItem[] => names.map((name) => ({ key: `n${++nextKey}`, name }));
export const namesOf = (items: readonly NameItem[]) => items.map((item) => item.name.trim());

/** Client checks of a list of names: none empty, no two alike (any case). */
export function checkNames(items: readonly NameItem[], i18n: I18n): string | undefined {
  const names = namesOf(items);
  if (names.some((name) => !name)) return i18n._(msg`Fill in or remove the empty entries.`);
  const max = 100;
  if (names.some((name) => name.length > max)) return i18n._(msg`Ensure this field has no more than ${max} characters.`);
  if (new Set(names.map((name) => name.toLowerCase())).size !== names.length) return i18n._(msg`The names must be different from each other.`);
  return undefined;
}

type Props = {
  legend: string;
  items: NameItem[];
  onChange(items: NameItem[]): void;
  /** The label of the entry at `position` (from 1): "Option 2", "Stage 2". */
  itemLabel(position: number): string;
  addText: string;
  /** Up and Down buttons (pipeline stages keep an order). */
  movable?: boolean;
  error?: string;
};

type Focus = { key: string; action: 'up' | 'down' | 'remove' | 'name' } | { key: ''; action: 'add' };

/**
 * An editable list of names (select options, pipeline stages): add, rename, remove, and with
 * `movable` move up and down with buttons. Focus follows the entry that moved, and the move is
 * announced; each control is named after its entry's position.
 */
export function NameList({ legend, items, onChange, itemLabel, addText, movable = false, error }: Props) {
  const { t } = useLingui();
  const { lang, dir } = useShell();
  const errorId = useId();
  const list = useRef<HTMLFieldSetElement>(null);
  const [focus, setFocus] = useState<Focus>();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (!focus || !list.current) return;
    const root = list.current;
    const within = (selector: string) => root.querySelector<HTMLElement & { disabled?: boolean }>(selector);
    let target = focus.action === 'add' ? within('[data-action="add"]') : within(`[data-key="${focus.key}"] [data-action="${focus.action}"]`);
    if (target?.disabled) target = within(`[data-key="${focus.key}"] [data-action="${focus.action === 'up' ? 'down' : 'up'}"]`);
    focusControl(target);
    setFocus(undefined);
  }, [focus]);

  const rename = (key: string, name: string) => onChange(items.map((item) => (item.key === key ? { ...item, name } : item)));
  const add = () => {
    const [item] = toItems(['']);
    onChange([...items, item]);
    setFocus({ key: item.key, action: 'name' });
  };
  const remove = (index: number) => {
    const removed = items[index];
    const next = items.filter((_, i) => i !== index);
    onChange(next);
    const neighbour = next[index] ?? next[index - 1];
    setFocus(neighbour ? { key: neighbour.key, action: 'remove' } : { key: '', action: 'add' });
    setAnnouncement(removed.name.trim() ? t`“${removed.name.trim()}” removed.` : t`Entry removed.`);
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    onChange(next);
    setFocus({ key: item.key, action: by < 0 ? 'up' : 'down' });
    const position = index + by + 1;
    setAnnouncement(t`“${item.name.trim() || itemLabel(index + 1)}” moved to position ${position}.`);
  };

  return (
    <fieldset ref={list} className="name-list" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {items.length > 0 && (
        <ol>
          {items.map((item, index) => {
            const label = itemLabel(index + 1);
            return (
              <li key={item.key} data-key={item.key}>
                <sl-input data-action="name" label={label} value={item.name} lang={lang} dir={dir} onsl-input={onTyped((value) => rename(item.key, value))} />
                {movable && (
                  <>
                    <button type="button" data-action="up" aria-label={t`Move ${label} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                      {t`Up`}
                    </button>
                    <button type="button" data-action="down" aria-label={t`Move ${label} down`} disabled={index === items.length - 1} onClick={() => move(index, 1)}>
                      {t`Down`}
                    </button>
                  </>
                )}
                <button type="button" data-action="remove" aria-label={t`Remove ${label}`} onClick={() => remove(index)}>
                  {t`Remove`}
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <button type="button" data-action="add" onClick={add}>
        {addText}
      </button>
      {error && (
        <small id={errorId} className="field-error">
          {error}
        </small>
      )}
      <span className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </fieldset>
  );
}
