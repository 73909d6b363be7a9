import { useLingui } from '@lingui/react/macro';
import { fileUrl } from '@si/core/portal';
import type { PortalFile } from '@si/contract';
import { formatBytes } from './fileRules.ts';
import { formatDate } from './itemLabels.ts';

export type FileLinksProps = { token: string; files: PortalFile[] };

/** Files already on the server, newest version first, each with Preview and Download. */
export function FileLinks({ token, files }: FileLinksProps) {
  const { t, i18n } = useLingui();
  if (!files.length) return null;
  const sorted = [...files].sort((a, b) => b.uploaded_at.localeCompare(a.uploaded_at) || b.id - a.id);
  return (
    <ul className="files" part="files" aria-label={t`Uploaded files`}>
      {sorted.map((file) => {
        const name = file.name;
        const version = file.version;
        return (
          <li key={file.id} className="file" part="file">
            <bdi className="name">{name}</bdi>
            <span className="meta">
              {formatBytes(file.size, i18n.locale)} · {formatDate(file.uploaded_at, i18n.locale)}
              {file.version > 1 ? ` · ${t`version ${version}`}` : ''}
              {file.uploaded_by ? ` · ${file.uploaded_by}` : ''}
            </span>
            <span className="file-actions">
              <a href={fileUrl(token, file.id, 'preview')} target="_blank" rel="noopener noreferrer" aria-label={t`Preview ${name}`}>
                {t`Preview`}
              </a>
              <a href={fileUrl(token, file.id, 'download')} rel="noopener noreferrer" aria-label={t`Download ${name}`}>
                {t`Download`}
              </a>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
