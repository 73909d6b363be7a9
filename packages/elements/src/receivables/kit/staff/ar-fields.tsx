import { useId, useState, type InputHTMLAttributes } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fetchPdf, type PdfRequest } from '@si/core/admin';
import { saveBlob } from '../../../ui/blobFiles.ts';

type InputFieldProps = {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  onChange(value: string): void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'min' | 'max' | 'maxLength' | 'required'>;

/**
 * A labelled native input (dates and amounts, where the browser's own control suits best) with
 * its message under it: named by its label, described by the message, marked invalid with one.
 */
export function InputField({ name, label, value, error, hint, onChange, ...input }: InputFieldProps) {
  const id = useId();
  const note = error ?? hint;
  return (
    <label className="field">
      <span id={`${id}-label`}>{label}</span>
      <input
        name={name}
        value={value}
        {...input}
        aria-labelledby={`${id}-label`}
        aria-describedby={note ? `${id}-note` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {note && (
        <small id={`${id}-note`} className={error ? 'field-error' : 'hint'}>
          {note}
        </small>
      )}
    </label>
  );
}

type PdfButtonProps = { request: PdfRequest; filename: string; label: string; part: string; onFailed(error: unknown): void };

/** Downloads a PDF of the API with the session (a plain link would go without it) and saves it under the server's name. */
export function PdfButton({ request, filename, label, part, onFailed }: PdfButtonProps) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      const file = await fetchPdf(request, filename);
      saveBlob(file.blob, file.filename);
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="link" part={part} aria-busy={busy} aria-disabled={busy} aria-label={label} onClick={() => void download()}>
      {t`PDF`}
    </button>
  );
}
