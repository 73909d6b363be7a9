import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import { $user } from '@si/core';
import { downloadExceptionsReport, exceptionsReport, type ExceptionRow, type ExceptionsReport as Report, type ListParams } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { errorText } from '../../ui/errorText.ts';
import { saveBlob } from '../../ui/blobFiles.ts';
import { Notice } from '../../base/Notice.tsx';
import { positiveId, STATE_NAMES, useFormats } from '../kit/shared.tsx';
import { statusLabel } from '../../portal-kit/itemLabels.ts';

export type ExceptionReportProps = { moduleKind?: string };

type Format = 'pdf' | 'xlsx';
type Download = { status: 'idle' } | { status: 'busy'; format: Format } | { status: 'done'; filename: string } | { status: 'error'; message: string };

// The report comes whole (at most 10,000 rows); the table pages and sorts it here.
const SORTS: Record<string, (r: ExceptionRow) => string | number> = {
  account: (r) => r.account.name.toLocaleLowerCase(),
  item: (r) => r.item.title.toLocaleLowerCase(),
  due_date: (r) => r.due_date,
  days_overdue: (r) => r.days_overdue,
};

function sortRows(rows: ExceptionRow[], ordering = '-days_overdue'): ExceptionRow[] {
  const field = ordering.replace(/^-/, '');
  const key = SORTS[field] ?? SORTS.days_overdue;
  const sign = ordering.startsWith('-') ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return (x < y ? -1 : x > y ? 1 : 0) * sign || a.item.id - b.item.id;
  });
}

/**
 * The signed-in user's exceptions: items not done whose due date passed, on accounts they
 * lead and (unless "lead only") items assigned to them or their teams. Filter, table, and
 * the same report as a PDF or XLSX file.
 */
export function ExceptionReport({ moduleKind }: ExceptionReportProps) {
  const { t, i18n } = useLingui();
  const user = useStore($user);
  const { day } = useFormats();
  const [leadOnly, setLeadOnly] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [download, setDownload] = useState<Download>({ status: 'idle' });
  /** The share of the file received (0-1), or null while the server is still making it. */
  const [progress, setProgress] = useState<number | null>(null);
  // The filter text the table last asked with: a download reports exactly what is shown.
  const lastFilter = useRef('');
  const cache = useRef<{ key: string; data: Report } | null>(null);
  const workspaceType = positiveId(moduleKind) ?? null;

  if (!user) {
    return (
      <section className="admin" part="base">
        <p className="muted" role="status">{t`Sign in to see your exception report.`}</p>
      </section>
    );
  }
  const userId = user.id;

  const fetchPage = async (params: ListParams, signal: AbortSignal) => {
    lastFilter.current = params.search ?? '';
    // Paging and sorting reuse the report; new filters ask again.
    const key = JSON.stringify([userId, leadOnly, lastFilter.current, workspaceType]);
    const data = cache.current?.key === key ? cache.current.data : await exceptionsReport(userId, { lead_only: leadOnly, filter: lastFilter.current, workspace_type: workspaceType }, signal);
    cache.current = { key, data };
    setReport(data);
    const start = (params.page - 1) * params.page_size;
    return { count: data.results.length, next: null, previous: null, results: sortRows(data.results, params.ordering).slice(start, start + params.page_size) };
  };

  async function fetchFile(format: Format) {
    // aria-disabled rather than disabled while busy, so the pressed button keeps the focus.
    if (download.status === 'busy') return;
    setDownload({ status: 'busy', format });
    setProgress(null);
    try {
      const file = await downloadExceptionsReport(userId, { lead_only: leadOnly, filter: lastFilter.current, workspace_type: workspaceType }, format, {
        onProgress: setProgress,
      });
      saveBlob(file.blob, file.filename);
      setDownload({ status: 'done', filename: file.filename });
    } catch (error) {
      setDownload({ status: 'error', message: errorText(error, i18n) });
    }
  }

  const busy = download.status === 'busy' ? download.format : null;
  const fileButton = (format: Format, label: string, busyLabel: string) => (
    <button type="button" part={`download-${format}`} aria-disabled={busy !== null} aria-busy={busy === format} onClick={() => void fetchFile(format)}>
      {busy === format ? (
        <>
          <sl-spinner aria-hidden="true" /> {busyLabel}
        </>
      ) : (
        label
      )}
    </button>
  );

  const columns: Column<ExceptionRow>[] = [
    { key: 'account', header: t`Account`, sort: 'account', cell: (r) => r.account.name },
    { key: 'item', header: t`Item`, sort: 'item', cell: (r) => `${r.item.title} (${statusLabel(r.item.status, i18n)}, ${i18n._(STATE_NAMES[r.item.state])})` },
    { key: 'due', header: t`Due date`, sort: 'due_date', cell: (r) => day(r.due_date) },
    { key: 'overdue', header: t`Days overdue`, sort: 'days_overdue', numeric: true, cell: (r) => <span className="overdue">{r.days_overdue}</span> },
    { key: 'assignee', header: t`Assignee`, cell: (r) => r.assignee ?? '—' },
    { key: 'lead', header: t`Lead`, cell: (r) => r.lead ?? '—' },
  ];

  return (
    <section className="admin" part="base" aria-labelledby="heading">
      <div className="report-head">
        <div>
          <h2 id="heading" part="heading">{t`My exception report`}</h2>
          <p className="muted">{t`Items not done whose due date has passed, most overdue first.`}</p>
        </div>
        <div className="actions" part="downloads" role="group" aria-label={t`Download the report`}>
          {fileButton('pdf', t`Download PDF`, t`Preparing PDF…`)}
          {fileButton('xlsx', t`Download XLSX`, t`Preparing XLSX…`)}
        </div>
      </div>
      {busy && (
        <div className="muted" role="status" part="progress">
          <span id="progress-label">{busy === 'pdf' ? t`Preparing the PDF file…` : t`Preparing the XLSX file…`}</span>
          {/* Indeterminate while the server makes the file, then the share of its bytes received. */}
          <progress aria-labelledby="progress-label" max={1} {...(progress === null ? {} : { value: progress })} />
        </div>
      )}
      {download.status === 'error' && (
        <Notice variant="danger" part="notice">
          {t`The file could not be downloaded: ${download.message}`}
        </Notice>
      )}
      {download.status === 'done' && (
        <Notice variant="success" part="notice">
          {t`Downloaded ${download.filename}.`}
        </Notice>
      )}
      {report?.truncated && (
        <p className="muted" role="status" part="truncated">
          {t`Only the first ${report.count} items are shown; narrow the filter to see the rest.`}
        </p>
      )}
      <DataTable
        label={t`Overdue items`}
        columns={columns}
        rowKey={(r) => r.item.id}
        fetchPage={fetchPage}
        filters={{ leadOnly, workspaceType, userId }}
        defaultOrdering="-days_overdue"
        emptyText={leadOnly ? t`Nothing overdue on the accounts you lead.` : t`Nothing overdue. Well done!`}
        toolbar={
          <div className="filters">
            <label className="check">
              <input type="checkbox" checked={leadOnly} onChange={(e) => setLeadOnly(e.target.checked)} />
              <span>{t`Only accounts I lead`}</span>
            </label>
          </div>
        }
      />
    </section>
  );
}
