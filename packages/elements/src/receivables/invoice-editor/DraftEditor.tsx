import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { InvoiceRow } from '@si/contract';
import { fieldErrors } from '@si/core';
import { formErrors, type FormErrors } from '../../base/errors.ts';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { createInvoice, deleteInvoice, finalizeInvoice, invoicePdf, updateInvoice } from '@si/core/admin';
import { pdfName, saveFile } from '../kit/staff/inv-format.ts';
import { autosaveOf, backupKey, changesOf, draftOf, hasContent, readBackup, totalsOf, validDays, writeBackup, type Draft } from './draft.ts';
import { DraftFields } from './DraftFields.tsx';
import { LinesEditor } from './LinesEditor.tsx';
import { Totals } from './Totals.tsx';

/** Quiet time after the last change before the draft saves itself. */
export const AUTOSAVE_MS = 1500;

const SHOWN = ['title', 'currency', 'language', 'issue_date', 'payment_terms_days', 'due_date', 'lines', 'memo'];

type DraftEditorProps = {
  /** The draft; id 0: a new one, not stored until it holds something or Save is pressed. */
  invoice: InvoiceRow;
  onSaved(row: InvoiceRow): void;
  /** A new draft was stored: the row with its id. */
  onCreated?(row: InvoiceRow): void;
  onFinalized(row: InvoiceRow): void;
  onDeleted(): void;
};

type Busy = 'save' | 'finalize' | 'delete' | 'pdf' | undefined;

/**
 * A draft invoice being written: its fields, lines and memo with live totals. It saves on Save
 * and by itself a moment after the last change; Finalize (confirmed) takes the next number and
 * freezes the content; Delete draft (confirmed) removes it. Field messages sit at their fields.
 *
 * Nothing typed is lost: what is not saved yet is kept in the browser (localStorage) until the
 * server has it, and restored after a reload. Autosave sends the lines that have a description
 * and shows messages only for fields the person changed; Save sends everything and shows all.
 * A new draft (id 0) is stored by its first save, never by opening the editor.
 */
export function DraftEditor({ invoice, onSaved, onCreated, onFinalized, onDeleted }: DraftEditorProps) {
  const { t, i18n } = useLingui();
  const backup = backupKey(invoice);
  const [restored] = useState(() => readBackup(backup));
  const [draft, setDraft] = useState<Draft>(() => restored ?? draftOf(invoice));
  const [revision, setRevision] = useState(restored ? 1 : 0);
  const touched = useRef(new Set<string>());
  // The latest draft and revision, for a save that ends after more was typed.
  const latest = useRef({ draft, revision });
  latest.current = { draft, revision };
  const [savedRevision, setSavedRevision] = useState(0);
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [busy, setBusy] = useState<Busy>();
  const [confirm, setConfirm] = useState<'finalize' | 'delete'>();
  const [status, setStatus] = useState<string>();
  const saving = useRef<Promise<InvoiceRow | undefined>>(undefined);
  const dirty = revision !== savedRevision;
  const money = totalsOf(draft);
  const currency = /^[A-Z]{3}$/.test(draft.currency.trim()) ? draft.currency.trim() : invoice.currency;

  const change = (changes: Partial<Draft>) => {
    for (const key of Object.keys(changes)) touched.current.add(key === 'days' || key === 'terms' ? 'payment_terms_days' : key);
    setDraft((d) => {
      const next = { ...d, ...changes };
      writeBackup(backup, next);
      return next;
    });
    setRevision((r) => r + 1);
    setStatus(undefined);
  };

  const check = (): Record<string, string> => {
    const fields: Record<string, string> = {};
    if (!/^[A-Za-z]{3}$/.test(draft.currency.trim())) fields.currency = t`Enter an ISO 4217 currency code, such as USD, EUR or JPY.`;
    if (draft.terms === 'custom' && !validDays(draft.days)) fields.payment_terms_days = t`Enter 0 to 365 days.`;
    if (draft.terms === 'fixed' && !draft.due_date) fields.due_date = t`Choose the due date.`;
    return fields;
  };

  /**
   * Saves what is shown; resolves with the saved row, or undefined when a check or the server
   * refused. `auto`: the quiet save after a change (blank lines held back, messages only for
   * fields the person changed, a new draft stored only once it holds something).
   */
  async function save(auto = false): Promise<InvoiceRow | undefined> {
    if (saving.current) await saving.current;
    if (auto && !invoice.id && !hasContent(draft)) return undefined;
    const fields = check();
    if (Object.keys(fields).length) {
      setErrors({ fields: auto ? Object.fromEntries(Object.entries(fields).filter(([key]) => touched.current.has(key))) : fields });
      return undefined;
    }
    const sent = revision;
    const body = auto ? autosaveOf(draft) : changesOf(draft);
    // Line i of an autosave is line kept[i] on screen.
    const kept = draft.lines.flatMap((line, index) => (!auto || line.description.trim() ? [index] : []));
    const run = (async () => {
      try {
        const row = invoice.id ? await updateInvoice(invoice.id, body) : await createInvoice(invoice.account_id, body);
        setSavedRevision(sent);
        // What was typed while the save was on its way stays kept, under the stored draft's key.
        if (!invoice.id) writeBackup(backup, undefined);
        writeBackup(backupKey(row), latest.current.revision === sent ? undefined : latest.current.draft);
        setErrors({ fields: {} });
        setStatus(t`Draft saved.`);
        if (!invoice.id) onCreated?.(row);
        else onSaved(row);
        return row;
      } catch (error) {
        const found = fieldErrors(error);
        const onScreen: Record<string, string> = {};
        for (const [key, message] of Object.entries(found)) {
          const line = /^lines\.(\d+)(\..*)?$/.exec(key);
          const shown = line ? `lines.${kept[Number(line[1])] ?? line[1]}${line[2] ?? ''}` : key;
          if (!auto || line || shown === '' || touched.current.has(shown)) onScreen[shown] = message;
        }
        const lineKeys = Object.keys(onScreen).filter((key) => key.startsWith('lines.'));
        const shownErrors = formErrors(error, [...SHOWN, ...lineKeys], i18n);
        shownErrors.fields = Object.fromEntries(Object.entries(shownErrors.fields).map(([key]) => [key, onScreen[key] ?? shownErrors.fields[key]!]).filter(([key]) => key in onScreen));
        setErrors(shownErrors);
        setStatus(auto ? t`Not saved yet; your changes are kept in this browser.` : undefined);
        return undefined;
      }
    })();
    saving.current = run;
    try {
      return await run;
    } finally {
      saving.current = undefined;
    }
  }

  // Autosave: a quiet moment after the last change, unless a check holds a message.
  const latestSave = useRef(save);
  latestSave.current = save;
  useEffect(() => {
    if (!dirty || busy) return;
    const timer = setTimeout(() => void latestSave.current(true), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [revision, dirty, busy]);

  async function act(kind: Exclude<Busy, undefined>, work: () => Promise<void>) {
    if (busy) return;
    setBusy(kind);
    setConfirm(undefined);
    try {
      await work();
    } catch (error) {
      setErrors((e) => ({ ...formErrors(error, [], i18n), fields: e.fields }));
    } finally {
      setBusy(undefined);
    }
  }

  const handleSave = () =>
    act('save', async () => {
      await save();
    });
  const handleFinalize = () =>
    act('finalize', async () => {
      if (dirty && !(await save())) return;
      onFinalized(await finalizeInvoice(invoice.id));
    });
  const handleDelete = () =>
    act('delete', async () => {
      // A new draft was never stored: there is nothing to delete on the server.
      if (invoice.id) await deleteInvoice(invoice.id);
      writeBackup(backup, undefined);
      onDeleted();
    });
  const handlePdf = () =>
    act('pdf', async () => {
      if (dirty && !(await save())) return;
      saveFile(await invoicePdf(invoice.id), pdfName(invoice));
    });

  const fieldCount = Object.keys(errors.fields).length;
  return (
    <form
      className="editor"
      part="form"
      aria-labelledby="editor-heading"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void handleSave();
      }}
    >
      <div className="admin-head">
        <h2 id="editor-heading" part="heading">
          {t`Draft invoice`} <span className="chip">{invoice.account_name}</span>
        </h2>
        <span className="save-state" role="status" part="save-state">
          {busy === 'save' ? t`Saving…` : status ?? (dirty ? t`Unsaved changes` : invoice.id ? undefined : t`Not saved yet`)}
        </span>
      </div>
      {restored && revision === 1 && savedRevision === 0 && (
        <Notice variant="success" part="restored">
          {t`The changes you had not saved were restored.`}
        </Notice>
      )}
      <ErrorAlert message={errors.alert ?? (fieldCount ? t`Some fields need attention.` : undefined)} />
      <DraftFields draft={draft} errors={errors.fields} disabled={busy === 'finalize' || busy === 'delete'} onChange={change} />
      <LinesEditor lines={draft.lines} money={money} currency={currency} errors={errors.fields} onChange={(lines) => change({ lines })} />
      <Totals subtotal={money.subtotal} tax={money.tax} total={money.total} currency={currency} live />
      <div className="field">
        <label htmlFor="field-memo">{t`Memo`}</label>
        <textarea
          id="field-memo"
          name="memo"
          rows={3}
          value={draft.memo}
          maxLength={5000}
          aria-invalid={errors.fields.memo ? true : undefined}
          aria-describedby={errors.fields.memo ? 'field-memo-error' : undefined}
          onChange={(e) => change({ memo: e.target.value })}
        />
        {errors.fields.memo && (
          <small id="field-memo-error" className="field-error">
            {errors.fields.memo}
          </small>
        )}
      </div>
      {confirm === 'finalize' && (
        <ConfirmBar label={t`Finalize invoice`} confirmText={t`Finalize`} onConfirm={() => void handleFinalize()} onCancel={() => setConfirm(undefined)}>
          {t`Finalize this invoice? Its content freezes and it takes the next invoice number.`}
        </ConfirmBar>
      )}
      {confirm === 'delete' && (
        <ConfirmBar label={t`Delete draft`} confirmText={t`Delete`} onConfirm={() => void handleDelete()} onCancel={() => setConfirm(undefined)}>
          {t`Delete this draft? It cannot be brought back.`}
        </ConfirmBar>
      )}
      {busy === 'finalize' && <Notice variant="success" part="progress">{t`Finalizing…`}</Notice>}
      <div className="actions" part="actions">
        <button type="submit" className="primary" aria-busy={busy === 'save'} disabled={!!busy}>
          {t`Save`}
        </button>
        <button type="button" disabled={!!busy} onClick={() => setConfirm('finalize')}>
          {t`Finalize`}
        </button>
        <button type="button" aria-busy={busy === 'pdf'} disabled={!!busy} onClick={() => void handlePdf()}>
          {t`Download PDF`}
        </button>
        <button type="button" className="danger" disabled={!!busy} onClick={() => setConfirm('delete')}>
          {t`Delete draft`}
        </button>
      </div>
    </form>
  );
}
