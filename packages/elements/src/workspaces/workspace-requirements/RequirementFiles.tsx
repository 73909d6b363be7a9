import { useId, useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ItemKind } from '@si/contract/enums';
import { fetchWorkspaceFile, uploadRequirementFile, type RequirementRow } from '@si/core/admin';
import { fileProblem, formatBytes } from '../../portal-kit/fileRules.ts';
import { errorText } from '../../ui/errorText.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { openPendingTab, saveBlob, showBlob } from '../../ui/blobFiles.ts';
import { useRequirementWords } from './labels.ts';

/** What a browser shows without running anything (the server sends the rest as an attachment anyway). */
const PREVIEWABLE = /\.(pdf|png|jpe?g)$/i;

type RequirementFilesProps = { row: RequirementRow; canWrite: boolean; onUploaded(name: string): void };

/**
 * The files given for a requirement, newest version first as the server sends them, and the staff
 * upload on the contact's behalf (refused types and sizes are shown as the server words them).
 * Each name downloads its file; PDFs and images also open in a new tab. Both go through the API
 * with the staff's Authorization header, so the file arrives as a Blob first.
 */
export function RequirementFiles({ row, canWrite, onUploaded }: RequirementFilesProps) {
  const { t, i18n } = useLingui();
  const words = useRequirementWords();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string>();
  const [fetching, setFetching] = useState<number>();
  const captionId = useId();
  const uploadable = canWrite && row.kind === ItemKind.REQUEST_ITEM && row.status.toLowerCase() !== 'accepted';

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file || busy) return;
    setAlert(undefined);
    // The types are checked here too, saving the upload of a file the server would refuse.
    const problem = fileProblem(file, row, i18n);
    if (problem) {
      setAlert(problem);
      input.value = '';
      return;
    }
    setBusy(true);
    try {
      await uploadRequirementFile(row.id, file);
      onUploaded(file.name);
    } catch (error) {
      setAlert(errorText(error, i18n));
    } finally {
      setBusy(false);
      input.value = '';
    }
  }

  async function open(id: number, mode: 'download' | 'preview') {
    if (fetching !== undefined) return;
    setAlert(undefined);
    const tab = mode === 'preview' ? openPendingTab() : null;
    setFetching(id);
    try {
      const file = await fetchWorkspaceFile(id, mode);
      if (mode === 'preview') showBlob(tab, file.blob);
      else saveBlob(file.blob, file.filename);
    } catch (error) {
      tab?.close();
      setAlert(errorText(error, i18n));
    } finally {
      setFetching(undefined);
    }
  }

  if (!row.files.length && !uploadable) return null;
  return (
    <div className="files" part="files">
      {row.files.length > 0 && (
        <table className="plain">
          <caption id={captionId}>{t`Files of ${row.title}`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`File`}</th>
              <th scope="col">{t`Version`}</th>
              <th scope="col">{t`Size`}</th>
              <th scope="col">{t`Uploaded`}</th>
              <th scope="col">{t`By`}</th>
            </tr>
          </thead>
          <tbody>
            {row.files.map((file) => (
              <tr key={file.id}>
                <td>
                  <button type="button" className="link" part="file-link" aria-label={t`Download ${file.name}`} aria-busy={fetching === file.id} onClick={() => void open(file.id, 'download')}>
                    <bdi>{file.name}</bdi>
                  </button>
                  {PREVIEWABLE.test(file.name) && (
                    <>
                      {' '}
                      <button type="button" className="link" part="preview" aria-label={t`Preview ${file.name}`} onClick={() => void open(file.id, 'preview')}>
                        {t`Preview`}
                      </button>
                    </>
                  )}
                </td>
                <td>{file.version}</td>
                <td>{formatBytes(file.size, i18n.locale)}</td>
                <td>{words.when(file.uploaded_at)}</td>
                <td>{file.uploaded_by}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!uploadable && <ErrorAlert message={alert} />}
      {uploadable && (
        <div className="upload" part="upload">
          <label>
            <span>{t`Upload a file for the contact`}</span>
            <input type="file" name="file" disabled={busy} accept={row.allowed_file_types.join(',') || undefined} onChange={(e) => void upload(e)} />
          </label>
          {busy && <span role="status">{t`Uploading…`}</span>}
          <ErrorAlert message={alert} />
        </div>
      )}
    </div>
  );
}
