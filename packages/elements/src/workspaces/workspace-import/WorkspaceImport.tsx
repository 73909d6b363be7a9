import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ImportMapping } from '@si/contract/import-fields';
import { importAccounts, importRowErrors, type AccountImportErrors, type AccountImportResult } from '@si/core/admin';
import { Notice } from '../../base/Notice.tsx';
import { useCanWrite } from '../../admin/roles.ts';
import type { SiImportedEvent } from '../../base/events.ts';
import { errorText } from '../../ui/errorText.ts';
import { ErrorTable, PreviewTable } from './ImportTables.tsx';
import { MappingFields } from './MappingFields.tsx';
import { guessMapping, readPreview, type CsvPreview } from './preview.ts';

export type WorkspaceImportProps = {
  /** The module kind (1-7) the imported workspaces belong to. */
  moduleKind?: string;
  /** After a file was imported (the host reloads its list). */
  onImported?(detail: SiImportedEvent['detail']): void;
};

type Sent = { result?: AccountImportResult; report?: AccountImportErrors; error?: string };

/** Staff who write (IC, OA, LRA) import workspaces and their contacts from a CSV file; nothing for a View Only user. */
export function WorkspaceImport({ moduleKind, onImported }: WorkspaceImportProps) {
  const { t, i18n } = useLingui();
  const kind = /^[1-7]$/.test(moduleKind ?? '') ? Number(moduleKind) : undefined;
  const canWrite = useCanWrite();
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<CsvPreview>();
  const [problem, setProblem] = useState<string>();
  const [mapping, setMapping] = useState<ImportMapping>({});
  const [progress, setProgress] = useState<{ loaded: number; total: number }>();
  const [sent, setSent] = useState<Sent>();
  const outcome = useRef<HTMLDivElement>(null);

  if (!canWrite || !kind) return null;

  async function choose(file: File | undefined) {
    setPreview(undefined);
    setProblem(undefined);
    setSent(undefined);
    if (!file) return;
    const read = await readPreview(file).catch(() => 'binary' as const);
    if (read === 'size') setProblem(t`The file is larger than 5 MB.`);
    else if (read === 'binary') setProblem(t`This file is not a CSV text file.`);
    else if (read === 'empty') setProblem(t`The file has no rows below its header.`);
    else {
      setPreview(read);
      setMapping(guessMapping(read.headers));
    }
  }

  async function send() {
    if (!preview || !kind || progress) return;
    setSent(undefined);
    setProgress({ loaded: 0, total: preview.text.length });
    const chosen = Object.fromEntries(Object.entries(mapping).filter(([, column]) => column)) as ImportMapping;
    try {
      const result = await importAccounts({ module_kind: kind, mapping: chosen, csv: preview.text }, (loaded, total) => setProgress({ loaded, total }));
      setSent({ result });
      setPreview(undefined);
      onImported?.({ accountsCreated: result.accounts_created, contactsCreated: result.contacts_created, contactsReused: result.contacts_reused });
    } catch (error) {
      const report = importRowErrors(error);
      setSent(report ? { report } : { error: errorText(error, i18n) });
    } finally {
      setProgress(undefined);
      requestAnimationFrame(() => outcome.current?.focus());
    }
  }

  const done = sent?.result;
  return (
    <section className="admin import" part="base" aria-labelledby="import-heading">
      <div className="admin-head">
        <h2 id="import-heading">{t`Import workspaces`}</h2>
        <button type="button" part="open" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t`Close import` : t`Import from CSV`}
        </button>
      </div>
      {open && (
        <form
          part="form"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <p className="muted">{t`One row per workspace, optionally with one contact; rows with the same workspace name make one workspace with several contacts. UTF-8 CSV, comma or semicolon, up to 5 MB and 10,000 rows.`}</p>
          <label className="field">
            <span>{t`CSV file`}</span>
            <input type="file" name="file" accept=".csv,text/csv" part="file" onChange={(e) => void choose(e.target.files?.[0])} />
          </label>
          {problem && (
            <Notice variant="danger" part="notice">
              {problem}
            </Notice>
          )}
          {preview && (
            <>
              <PreviewTable preview={preview} />
              <MappingFields headers={preview.headers} mapping={mapping} onChange={setMapping} />
              <p className="muted">{t`All rows are imported or none: if any row has a problem, nothing is stored and the problems are listed.`}</p>
              <div className="actions">
                <button type="submit" className="primary" part="submit" disabled={!mapping.name} aria-busy={!!progress}>
                  {t`Import`}
                </button>
              </div>
            </>
          )}
          {progress && <progress part="progress" aria-label={t`Sending the file`} max={progress.total || 1} value={progress.loaded} />}
          <div ref={outcome} tabIndex={-1} className="outcome">
            {done && (
              <Notice variant="success" part="notice">
                {t`Imported: ${done.accounts_created} workspaces, ${done.contacts_created} new contacts, ${done.contacts_reused} existing contacts reused.`}
              </Notice>
            )}
            {sent?.report && (
              <>
                <Notice variant="danger" part="notice">{t`Nothing was imported. Fix these rows in the file and import it again.`}</Notice>
                <ErrorTable report={sent.report} />
              </>
            )}
            {sent?.error && (
              <Notice variant="danger" part="notice">
                {sent.error}
              </Notice>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
