import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../ui/errorText.ts';
import { saveBlob } from '../ui/blobFiles.ts';
import { downloadReport } from '@si/core/admin';

export type ReportFormat = 'csv' | 'xlsx' | 'pdf';
type State = { status: 'idle' } | { status: 'busy'; format: ReportFormat } | { status: 'done'; filename: string } | { status: 'error'; message: string };

type Props = {
  /** The report's JSON path; the file is the same URL with `format=`. */
  path: string;
  /** The filters shown, so the file reports exactly what the screen shows. */
  params: Record<string, string | undefined>;
  formats: ReportFormat[];
  /** The file name when the server gives none (without the extension). */
  name: string;
  /** While the filters are not valid: the buttons say so and fetch nothing. */
  disabled?: boolean;
};

/**
 * A staff report's download buttons (the receivables and payables aging and accounts reports, the
 * sales pipeline report): each fetches the file with the session's Authorization header and saves
 * the Blob under the server's name; one download at a time, its outcome announced.
 */
export function ReportDownloads({ path, params, formats, name, disabled = false }: Props) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ status: 'idle' });
  const labels: Record<ReportFormat, [idle: string, busy: string]> = {
    csv: [t`Download CSV`, t`Preparing CSV…`],
    xlsx: [t`Download XLSX`, t`Preparing XLSX…`],
    pdf: [t`Download PDF`, t`Preparing PDF…`],
  };

  async function fetchFile(format: ReportFormat) {
    if (disabled || state.status === 'busy') return;
    setState({ status: 'busy', format });
    try {
      const file = await downloadReport(path, params, format, `${name}.${format}`);
      saveBlob(file.blob, file.filename);
      setState({ status: 'done', filename: file.filename });
    } catch (error) {
      setState({ status: 'error', message: errorText(error, i18n) });
    }
  }

  const busy = state.status === 'busy' ? state.format : null;
  return (
    <div className="rep-downloads">
      <div className="actions" part="downloads" role="group" aria-label={t`Download the report`}>
        {formats.map((format) => (
          <button key={format} type="button" part={`download-${format}`} aria-disabled={disabled || busy !== null} aria-busy={busy === format} onClick={() => void fetchFile(format)}>
            {busy === format ? labels[format][1] : labels[format][0]}
          </button>
        ))}
      </div>
      <div role="status" className="muted" part="download-status">
        {state.status === 'done' ? t`Downloaded ${state.filename}.` : ''}
      </div>
      {state.status === 'error' && (
        <p role="alert" className="field-error" part="download-error">
          {t`The file could not be downloaded: ${state.message}`}
        </p>
      )}
    </div>
  );
}
