import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { downloadAccountFiles } from '@si/core/admin';
import { ErrorAlert } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { saveBlob } from '../../ui/blobFiles.ts';

/** Every file of the workspace as one ZIP, saved under the name the server gives it (the workspace's). */
export function DownloadAllFiles({ accountId }: { accountId: number }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string>();

  async function handleDownload() {
    if (busy) return;
    setBusy(true);
    setAlert(undefined);
    try {
      const zip = await downloadAccountFiles(accountId);
      saveBlob(zip.blob, zip.filename);
    } catch (error) {
      setAlert(errorText(error, i18n));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="download-all" part="download-all">
      <button type="button" aria-busy={busy} aria-disabled={busy} onClick={() => void handleDownload()}>
        {busy ? t`Preparing the ZIP file…` : t`Download all files (ZIP)`}
      </button>
      <ErrorAlert message={alert} />
    </div>
  );
}
