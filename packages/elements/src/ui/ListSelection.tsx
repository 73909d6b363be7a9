import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Column } from './DataTable.tsx';

type Key = string | number;

/** What a bulk bar is given besides the selected rows' keys: how its action ends. */
export type ListBulkBar = {
  /** The action went through: `notice` is shown, the selection cleared, the list reloaded and the heading focused. */
  done(notice: string): void;
  /** The action failed: the server's message is shown and the selection kept for another try. */
  failed(error: unknown): void;
  clear(): void;
};

/** Rows a writer selects for one action on all of them: a Select column, "Select all on this page" and a bar. */
export type ListBulk<T> = {
  /** A row's checkbox's accessible name ("Select Acme Trading"). */
  label(row: T): string;
  /** The bar over the table while rows are selected. */
  bar(selected: Key[], bulk: ListBulkBar): ReactNode;
};

/**
 * The rows selected for a bulk action, kept across pages and sorts, and cleared when the filters
 * change: rows the filters hide would otherwise be acted on unseen.
 */
export function useListSelection<T>(rowKey: (row: T) => Key, filterKey: string) {
  const { t } = useLingui();
  const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set());
  const [pageRows, setPageRows] = useState<T[]>([]);
  const [asked, setAsked] = useState(filterKey);
  if (asked !== filterKey) {
    setAsked(filterKey);
    if (selected.size) setSelected(new Set());
  }
  const change = (keys: Key[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const allOnPage = pageRows.length > 0 && pageRows.every((row) => selected.has(rowKey(row)));

  const column = (label: (row: T) => string): Column<T> => ({
    key: 'select',
    header: t`Select`,
    cell: (row) => (
      <label className="select">
        <input type="checkbox" checked={selected.has(rowKey(row))} onChange={(e) => change([rowKey(row)], e.target.checked)} />
        <span className="visually-hidden">{label(row)}</span>
      </label>
    ),
  });
  const selectPage =
    pageRows.length > 0 ? (
      <label className="check">
        <input type="checkbox" checked={allOnPage} onChange={(e) => change(pageRows.map(rowKey), e.target.checked)} />
        <span>{t`Select all on this page`}</span>
      </label>
    ) : null;

  return { selected: [...selected], clear: () => setSelected(new Set()), setPageRows, column, selectPage };
}
