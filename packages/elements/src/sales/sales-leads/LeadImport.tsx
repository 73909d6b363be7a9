import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LeadImportErrors, LeadImportResult } from '@si/contract';
import { OPERATIONS } from '@si/contract/operations';
import { ApiError } from '@si/core';
import { operationPath, postForm } from '@si/core/admin';
import { FormActions } from '../../admin/FormActions.tsx';
import { ErrorAlert } from '../../base/Notice.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { leadErrorText } from '../kit/leadErrors.ts';

/** The rows of problems shown at once; a file with more says how many are left. */
const SHOWN_PROBLEMS = 200;
const COLUMNS = ['first_name', 'last_name', 'company', 'email', 'phone', 'message', 'owner_email'];

type Problem = LeadImportErrors['errors'][number];

/** The problems of a refused import (400 with `errors`), or undefined for any other failure. */
function problemsOf(error: unknown): Problem[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const errors = (error.data as Partial<LeadImportErrors> | null)?.errors;
  return Array.isArray(errors) && errors.length ? errors : undefined;
}

type LeadImportProps = { onImported(created: number): void; onCancel(): void };

/**
 * "Import CSV": one file of leads, all or nothing. A refused file lists every problem by row and
 * column, so the person can fix the file and send it again; nothing was stored.
 */
export function LeadImport({ onImported, onCancel }: LeadImportProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [file, setFile] = useState<File>();
  const [busy, setBusy] = useState(false);
  const [fileError, setFileError] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const [problems, setProblems] = useState<Problem[]>();
  const section = useRef<HTMLElement>(null);
  const problemsHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => section.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus(), []);
  useEffect(() => {
    if (problems) problemsHeading.current?.focus();
  }, [problems]);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = !file ? t`Choose a CSV file.` : !/\.csv$/i.test(file.name) && file.type !== 'text/csv' ? t`Choose a CSV file (.csv), such as a spreadsheet saved as CSV.` : undefined;
    if (!file || problem) {
      setFileError(problem);
      section.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
      return;
    }
    setFileError(undefined);
    setAlert(undefined);
    setProblems(undefined);
    setBusy(true);
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      const result = await postForm<LeadImportResult>(operationPath(OPERATIONS.importLeads.path), form);
      onImported(result.created);
    } catch (error) {
      const found = problemsOf(error);
      if (found) setProblems(found);
      else setAlert(leadErrorText(error, i18n));
    } finally {
      setBusy(false);
    }
  }

  const count = problems?.length ?? 0;
  const more = count - SHOWN_PROBLEMS;
  const columns = COLUMNS.join(', ');
  const caption = t`Problems in ${file?.name ?? ''}`;
  return (
    <section ref={section} className="panel lead-import" part="import" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t`Import leads from a CSV file`}</h3>
      <p className="muted">{t`The first row names the columns: ${columns}. Every row needs a name or a company. A file with any problem imports nothing.`}</p>
      <form noValidate aria-labelledby={`${id}-heading`} aria-busy={busy} onSubmit={(e) => void send(e)}>
        <ErrorAlert message={alert} />
        <div className="field" data-field="file">
          <label htmlFor={`${id}-file`}>{t`CSV file`}</label>
          <input
            id={`${id}-file`}
            type="file"
            name="file"
            accept=".csv,text/csv"
            part="import-file"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0]);
              setFileError(undefined);
              setProblems(undefined);
            }}
          />
          {fileError && (
            <small id={`${id}-file-error`} className="field-error">
              {fileError}
            </small>
          )}
        </div>
        <FormActions submitText={t`Import`} busy={busy} onCancel={onCancel} />
      </form>
      {problems && (
        <div className="import-problems" part="import-problems">
          <h4 ref={problemsHeading} tabIndex={-1} role="alert">
            {t`Nothing was imported: ${count} problems to fix in the file.`}
          </h4>
          <TableScroll label={caption}>
            <table className="plain">
              <caption className="sr-only">{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Row`}</th>
                  <th scope="col">{t`Column`}</th>
                  <th scope="col">{t`Problem`}</th>
                </tr>
              </thead>
              <tbody>
                {problems.slice(0, SHOWN_PROBLEMS).map((p, index) => (
                  <tr key={`${p.row}-${p.column}-${index}`}>
                    <td className="num">{p.row}</td>
                    <td>{p.column ? <bdi dir="ltr">{p.column}</bdi> : t`The whole row`}</td>
                    <td>{p.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          {more > 0 && <p className="muted">{t`And ${more} more problems after these.`}</p>}
          <p className="muted">{t`Row 1 is the first row after the column names.`}</p>
        </div>
      )}
    </section>
  );
}
