/**
 * The report's CSV, XLSX and PDF buttons, as the aging screen's: each fetches the file with the
 * session's credentials (core's downloadReport) and saves it under the server's name, one at a
 * time, its outcome announced. The receivables kit's buttons cannot be imported across modules
 * (element boundaries): this is their behaviour for this screen until they move to a shared folder.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { downloadReport } from '@si/core/admin';
import { saveBlob } from '../../ui/blobFiles.ts';
import { errorText } from '../../ui/errorText.ts';

export type FileFormat = 'csv' | 'xlsx' | 'pdf';
type State = { status: 'idle' } | { status: 'busy'; format: FileFormat } | { status: 'done'; filename: string } | { status: 'error'; message: string };

type Props = {
  /** The report's JSON path; a file is the same with `format`. */
  path: string;
  /** What the screen shows, so the file holds the same. */
  params: Record<string, string | undefined>;
  /** The file's name when the server gives none (no extension). */
  name: string;
  /** While the filters are not valid: the buttons say so and fetch nothing. */
  disabled?: boolean;
};

const FORMATS: FileFormat[] = ['csv', 'xlsx', 'pdf'];

export function ReportDownloads({ path, params, name, disabled = false }: Props) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ status: 'idle' });
  const labels: Record<FileFormat, [idle: string, busy: string]> = {
    csv: [t`Download CSV`, t`Preparing CSV…`],
    xlsx: [t`Download XLSX`, t`Preparing XLSX…`],
    pdf: [t`Download PDF`, t`Preparing PDF…`],
  };

  async function fetchFile(format: FileFormat) {
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
    <div className="downloads">
      <div className="actions" part="downloads" role="group" aria-label={t`Download the report`}>
        {FORMATS.map((format) => (
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
