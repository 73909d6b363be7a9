/** The description a list or report screen gives the list-screen kit (ListScreen.tsx), and what its parts are handed. */
import type { ReactNode } from 'react';
import type { Page } from '@si/contract';
import type { ListParams } from '@si/core/admin';
import type { Column } from './DataTable.tsx';
import type { FilterSpec, FilterValues } from './ListFilters.tsx';
import type { ListBulk } from './ListSelection.tsx';
import type { ListReportSpec } from './ListReport.tsx';
import type { NoticeLink } from '../admin/LinkedNotice.tsx';

export type { NoticeLink };


/** What a screen's own controls are given (an export beside the heading). */
export type ListScreenHandle<F> = {
  /** The filters' values as they go into the requests. */
  query: Partial<F>;
  /** Shows `text` above the list (a file was downloaded). */
  notify(text: string): void;
  /** Shows why a call failed. */
  failed(error: unknown): void;
  /** A filter's value cannot be asked for (a downloads bar says so and fetches nothing). */
  invalid: boolean;
};

/** What the create or edit form is given: the row it edits (none: it creates) and how it ends. */
export type ListForm<T> = {
  row?: T;
  /**
   * The write succeeded: `notice` is shown above the list, the form closes and the list reloads.
   * `open`, a record just created: the notice links to it and the host is asked to route there.
   */
  saved(notice: string, open?: NoticeLink): void;
  cancel(): void;
};

/** What a row action's panel is given. */
export type ListPanel = {
  /** Closes the panel; the focus goes back to the button that opened it. */
  close(): void;
  /** Something changed: the list reloads, the panel stays. */
  changed(): void;
  canWrite: boolean;
};

/**
 * A button in a row's Actions cell. What it does is one of: `edit` (opens the screen's form on
 * the row), `run` (after `confirm`, if given: the write, whose answer is the notice shown),
 * `panel` (opens a panel on the row below the heading).
 */
export type RowAction<T> = {
  key: string;
  /** The button's text. */
  text: string | ((row: T) => string);
  /** Its accessible name, naming the row ("Edit HQ"). */
  label(row: T): string;
  /** Only on some rows (an invitation still pending). */
  when?(row: T): boolean;
  /** Shown to a viewer too (it opens something that has its own read-only mode); else a write, hidden from a viewer. */
  readOnly?: boolean;
  edit?: boolean;
  /** Asked first in a ConfirmBar: its accessible name, the question and the confirming button. */
  confirm?: { label: string; question(row: T): ReactNode; confirmText: string };
  /** The write; resolves with the notice to show. A failure shows the server's message. */
  run?(row: T): Promise<string>;
  panel?(row: T, panel: ListPanel): ReactNode;
  /** The panel shows below the table (a list of its own, a team's members) rather than above it. */
  panelBelow?: boolean;
};

/**
 * A list or report screen described as data. Give `fetchPage` for a server-paged list or `load`
 * for a report that comes whole.
 */
export type ListScreenProps<T, F extends FilterValues = FilterValues> = {
  heading: string;
  /** The table's accessible name; the heading by default. */
  label?: string;
  columns: Column<T>[];
  rowKey(row: T): string | number;
  /** A server-paged list: the page, size, ordering, search and the filters' values. */
  fetchPage?(params: ListParams & Partial<F>, signal: AbortSignal): Promise<Page<T>>;
  /** A report that is not paged: its rows for the filters' values. */
  load?(filters: Partial<F>, signal: AbortSignal): Promise<T[]>;
  /** The toolbar's filters; a change goes back to page 1. */
  filters?: FilterSpec[];
  /** Values the toolbar does not set that go into every request (an actor picked in a row, the element's module). */
  query?: Partial<F>;
  /** More of the toolbar (a chip that removes the `query`'s actor). */
  toolbar?: ReactNode;
  defaultOrdering?: string;
  /** A search box (server-paged lists only); default true. */
  searchable?: boolean;
  /** The primary cell (the first column, or `column`) links to `href(row)`. */
  rowLink?: { column?: string; href(row: T): string; part?: string };
  rowActions?: RowAction<T>[];
  /** The create button's text (part `create`); it opens `form` without a row. */
  create?: string;
  form?(form: ListForm<T>): ReactNode;
  emptyText: string;
  /** Whether write controls show; default: the user is an Office Administrator. */
  canWrite?: boolean;
  /** The heading's own controls beside the create button (links, an export), given the screen's handle. */
  headActions?(screen: ListScreenHandle<F>): ReactNode;
  /** Between the form and the table: a screen's own filter bar, a note. */
  above?: ReactNode;
  /** Writers select rows for one action on all of them. */
  bulk?: ListBulk<T>;
  /** The empty text when it depends on the filters ("No account has an overdue balance."); else `emptyText`. */
  emptyTextFor?(query: Partial<F>): string;
  /** A report (with `load`, or its own `loadPage`): row headers, totals, a status line, drill-downs, fixed-size pages. */
  report?: ListReportSpec<T, F>;
};
