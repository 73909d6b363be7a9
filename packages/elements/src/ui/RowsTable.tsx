import { isolated, type Column } from './DataTable.tsx';
import { TableScroll } from './TableScroll.tsx';

export type RowsTableProps<T> = {
  /** The table's accessible name (and its scroll region's). */
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey(row: T): string | number;
  /** The table's part name. */
  part?: string;
  busy?: boolean;
  /** The scroll box's class: the data table's `scroller` look by default, or `table-wrap` (`tableScrollStyles`). */
  boxClass?: string;
};

/** The header row of a table described by columns. */
export function ColumnHeads<T>({ columns }: { columns: Column<T>[] }) {
  return (
    <thead>
      <tr>
        {columns.map((col) => (
          <th key={col.key} scope="col" className={col.numeric ? 'num' : undefined}>
            {col.header}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** One row's cells; the column keyed `rowHeader`, if any, is the row's header cell. */
export function rowCells<T>(columns: Column<T>[], row: T, rowHeader?: string) {
  return columns.map((col) => {
    const Cell = col.key === rowHeader ? 'th' : 'td';
    return (
      <Cell key={col.key} scope={Cell === 'th' ? 'row' : undefined} className={col.numeric ? 'num' : undefined}>
        {isolated(col.cell(row))}
      </Cell>
    );
  });
}

/**
 * A report's table of rows already at hand (not paged by the server), described by the same
 * columns as the data table; it scrolls in its own box, a tab stop only while it does.
 */
export function RowsTable<T>({ label, columns, rows, rowKey, part, busy, boxClass = 'scroller' }: RowsTableProps<T>) {
  return (
    <TableScroll className={boxClass} label={label}>
      <table aria-label={label} part={part} aria-busy={busy || undefined}>
        <ColumnHeads columns={columns} />
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>{rowCells(columns, row)}</tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
