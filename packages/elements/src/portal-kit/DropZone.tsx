import { useState, type ChangeEvent, type DragEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatBytes, normalizedTypes, type FileRules } from './fileRules.ts';

export type DropZoneProps = {
  rules: FileRules;
  /** Why nothing may be uploaded (account on hold); the zone then refuses files. */
  blocked?: string;
  onFiles: (files: File[]) => void;
};

/**
 * Where files go: dropped anywhere on the zone or picked with the file dialog, several at
 * once. The accepted types and the size limit are stated before anything is sent.
 */
export function DropZone({ rules, blocked, onFiles }: DropZoneProps) {
  const { t, i18n } = useLingui();
  const [over, setOver] = useState(false);
  const types = normalizedTypes(rules);
  const typesText = types.length ? t`Accepted types: ${types.join(', ')}` : t`Any file type`;
  const limit = rules.max_file_size > 0 ? formatBytes(rules.max_file_size, i18n.locale) : '';

  function handleDragOver(event: DragEvent) {
    if (![...event.dataTransfer.types].includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = blocked ? 'none' : 'copy';
    setOver(true);
  }

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length && !blocked) onFiles(files);
  }

  function handlePick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared so picking the same file again (after a refusal or cancel) fires a change.
    event.target.value = '';
    if (files.length) onFiles(files);
  }

  return (
    <div
      className={`dropzone${over ? ' dropzone--over' : ''}${blocked ? ' dropzone--blocked' : ''}`}
      part="dropzone"
      onDragOver={handleDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={handleDrop}
    >
      <p className="rules" part="rules">
        {typesText}
        {limit ? ` · ${t`Up to ${limit} per file`}` : ''}
      </p>
      {blocked ? (
        <p className="blocked">{blocked}</p>
      ) : (
        <p>
          {t`Drag files here or`}{' '}
          <label className="pick" part="pick">
            <input type="file" multiple accept={types.join(',') || undefined} onChange={handlePick} />
            {t`choose files`}
          </label>
        </p>
      )}
    </div>
  );
}
