import { useLingui } from '@lingui/react/macro';
import type { AccountImportErrors } from '@si/core/admin';
import type { CsvPreview } from './preview.ts';
import { TableScroll } from '../../ui/TableScroll.tsx';

/** The file's header and first rows, as the user's spreadsheet shows them. */
export function PreviewTable({ preview }: { preview: CsvPreview }) {
  const { t } = useLingui();
  return (
    // A tab stop while a wide or long file scrolls, so keyboard users can scroll it.
    <TableScroll className="table-wrap scroll" label={t`First rows of the file`}>
      <table className="plain" part="preview">
        <caption>{t`First rows of the file`}</caption>
        <thead>
          <tr>
            {preview.headers.map((h, i) => (
              <th key={i} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row, r) => (
            <tr key={r}>
              {preview.headers.map((_, i) => (
                <td key={i}>{row[i] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** What the server found wrong, row by row; nothing was stored. */
export function ErrorTable({ report }: { report: AccountImportErrors }) {
  const { t } = useLingui();
  const shown = report.errors.length;
  const total = report.total;
  return (
    <TableScroll className="table-wrap scroll" label={t`Problems in the file`}>
      <table className="plain" part="errors">
        <caption>{shown < total ? t`The first ${shown} of ${total} problems` : t`Problems in the file`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Row`}</th>
            <th scope="col">{t`Column`}</th>
            <th scope="col">{t`Problem`}</th>
          </tr>
        </thead>
        <tbody>
          {report.errors.map((e, i) => (
            <tr key={i}>
              <td>{e.row}</td>
              <td>{e.column}</td>
              <td>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
