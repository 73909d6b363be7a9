import { useId, useState, type DragEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ADMIN_FILE_EXTENSIONS, ADMIN_FILE_MAX_BYTES, adminFileProblem } from '@si/core/admin';
import { formatBytes } from '../../portal-kit/fileRules.ts';

type Props = { file?: File; error?: string; onPick(file: File | undefined, problem?: string): void };

/** A readable size in the reader's language (bytes, kB, MB with their plurals). */
export const sizeText = (bytes: number, locale: string): string => formatBytes(bytes, locale);

/** A file input with a drop zone; refuses a type the server does not take or a file over 25 MB before anything is sent. */
export function FilePicker({ file, error, onPick }: Props) {
  const { t, i18n } = useLingui();
  const [over, setOver] = useState(false);
  const inputId = useId();
  const types = ADMIN_FILE_EXTENSIONS.join(', ');
  const max = ADMIN_FILE_MAX_BYTES / 1024 / 1024;

  function pick(chosen: File | undefined) {
    if (!chosen) return onPick(undefined);
    const problem = adminFileProblem(chosen);
    const name = chosen.name;
    if (problem === 'type') return onPick(undefined, t`${name} cannot be sent: accepted types are ${types}.`);
    if (problem === 'size') return onPick(undefined, t`${name} is larger than ${max} MB.`);
    if (problem === 'empty') return onPick(undefined, t`${name} is empty.`);
    onPick(chosen);
  }
  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    pick(event.dataTransfer.files[0]);
  }

  const chosenName = file?.name ?? '';
  const chosenSize = file ? sizeText(file.size, i18n.locale) : '';
  return (
    <div
      className={over ? 'dropzone over' : 'dropzone'}
      part="dropzone"
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <label htmlFor={inputId}>{t`File`}</label>
      <input
        id={inputId}
        type="file"
        name="file"
        accept={ADMIN_FILE_EXTENSIONS.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${inputId}-help`}
        onChange={(e) => pick(e.target.files?.[0])}
      />
      <small id={`${inputId}-help`} className={error ? 'field-error' : 'muted'} role={error ? 'alert' : undefined}>
        {error || (file ? t`Chosen: ${chosenName} (${chosenSize})` : t`Drop a file here or choose one: ${types}, up to ${max} MB.`)}
      </small>
    </div>
  );
}
