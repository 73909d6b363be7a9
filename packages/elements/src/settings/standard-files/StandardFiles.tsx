import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StandardFileRow } from '@si/contract';
import { deleteStandardFile, downloadStandardFile, listStandardFiles } from '@si/core/admin';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { OutcomeNotice, useOutcome } from '../../admin/outcome.tsx';
import { focusBack } from '../kit/labels.ts';
import { sizeText } from '../kit/FilePicker.tsx';
import { RenameForm } from './RenameForm.tsx';
import { UploadForm } from './UploadForm.tsx';

type Open = { upload: true } | { rename: StandardFileRow } | undefined;

/** The kind of a file from its content type, short: PDF, PNG, JPEG, XLSX, DOCX, CSV. */
export function typeText(contentType: string): string {
  const known: Record<string, string> = {
    'application/pdf': 'PDF',
    'image/png': 'PNG',
    'image/jpeg': 'JPEG',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
    'text/csv': 'CSV',
  };
  return known[contentType] ?? contentType;
}

/** Saves a Blob under `name` through a temporary object URL. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Documents the organization keeps ready to hand out; an Office Administrator uploads, renames and deletes them. */
export function StandardFiles() {
  const { t, i18n } = useLingui();
  const canWrite = useIsOfficeAdmin();
  const [open, setOpen] = useState<Open>();
  const [confirming, setConfirming] = useState<StandardFileRow>();
  const { notice, version, changed, failed } = useOutcome();
  const opener = useRef<HTMLElement | null>(null);
  const section = useRef<HTMLElement>(null);

  const show = (next: Open, from: EventTarget | null) => {
    opener.current = from as HTMLElement | null;
    setOpen(next);
  };
  const close = () => {
    setOpen(undefined);
    focusBack(section.current, opener.current);
  };
  const done = (text: string) => {
    close();
    changed(text);
  };

  async function download(file: StandardFileRow) {
    try {
      saveBlob(await downloadStandardFile(file.id), file.file_name);
    } catch (error) {
      failed(error);
    }
  }
  async function remove(file: StandardFileRow) {
    setConfirming(undefined);
    const name = file.name;
    try {
      await deleteStandardFile(file.id);
      changed(t`${name} deleted.`);
    } catch (error) {
      failed(error);
    }
  }

  const dateText = (iso: string) => new Date(iso).toLocaleDateString(i18n.locale, { year: 'numeric', month: 'short', day: 'numeric' });
  const columns: Column<StandardFileRow>[] = [
    { key: 'name', header: t`Name`, sort: 'name', cell: (f) => f.name },
    { key: 'file', header: t`File`, sort: 'file_name', cell: (f) => f.file_name },
    { key: 'type', header: t`Type`, cell: (f) => typeText(f.content_type) },
    { key: 'size', header: t`Size`, sort: 'size', numeric: true, cell: (f) => sizeText(f.size, i18n.locale) },
    { key: 'created', header: t`Uploaded`, sort: 'created_at', cell: (f) => dateText(f.created_at) },
    {
      key: 'actions',
      header: t`Actions`,
      cell: (f) => {
        const name = f.name;
        return (
          <span className="row-actions">
            <button type="button" aria-label={t`Download ${name}`} onClick={() => download(f)}>
              {t`Download`}
            </button>
            {canWrite && (
              <>
                <button type="button" aria-label={t`Rename ${name}`} onClick={(e) => show({ rename: f }, e.currentTarget)}>
                  {t`Rename`}
                </button>
                <button type="button" aria-label={t`Delete ${name}`} onClick={() => setConfirming(f)}>
                  {t`Delete`}
                </button>
              </>
            )}
          </span>
        );
      },
    },
  ];

  const confirmName = confirming?.name ?? '';
  return (
    <section ref={section} className="admin" part="base" aria-labelledby="heading">
      <div className="admin-head">
        <h2 id="heading" part="heading">{t`Standard files`}</h2>
        {canWrite && !open && (
          <button type="button" className="primary" part="create" onClick={(e) => show({ upload: true }, e.currentTarget)}>
            {t`Upload a file`}
          </button>
        )}
      </div>
      <OutcomeNotice notice={notice} />
      {confirming && (
        <ConfirmBar key={confirming.id} label={t`Delete file`} confirmText={t`Delete`} onConfirm={() => remove(confirming)} onCancel={() => setConfirming(undefined)}>
          {t`Delete ${confirmName}? Links already shared from it keep working.`}
        </ConfirmBar>
      )}
      {open && 'upload' in open && (
        <UploadForm
          onSaved={(f) => {
            const name = f.name;
            done(t`${name} uploaded.`);
          }}
          onCancel={close}
        />
      )}
      {open && 'rename' in open && (
        <RenameForm
          key={open.rename.id}
          file={open.rename}
          onSaved={(f) => {
            const name = f.name;
            done(t`${name} saved.`);
          }}
          onCancel={close}
        />
      )}
      <DataTable
        label={t`Standard files`}
        columns={columns}
        rowKey={(f) => f.id}
        fetchPage={listStandardFiles}
        version={version}
        defaultOrdering="name"
        emptyText={t`No standard files yet.`}
      />
    </section>
  );
}
