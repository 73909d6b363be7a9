import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { createSecureShare, listStandardFiles, type AccountDirectoryRow, type SecureShareCreated } from '@si/core/admin';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { SelectField, TextArea, TextField } from '../../admin/fields.tsx';
import { FormActions } from '../../admin/FormActions.tsx';
import { AccountPicker, ContactSelect } from '../../account/pickers.tsx';
import { FilePicker } from '../kit/FilePicker.tsx';
import { useLoad } from '../../ui/useLoad.tsx';

type Props = { onSaved(share: SecureShareCreated): void; onCancel(): void };

const FIELDS = ['file', 'standard_file_id', 'contact_id', 'expires_in_days', 'message'] as const;

/** Shares a file (uploaded now, or a standard file) with a contact through a link that expires after 1-90 days. */
export function ShareForm({ onSaved, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const [source, setSource] = useState<'upload' | 'standard'>('upload');
  const [file, setFile] = useState<File>();
  const [standardId, setStandardId] = useState('');
  const [account, setAccount] = useState<AccountDirectoryRow>();
  const [contact, setContact] = useState('');
  const [days, setDays] = useState('7');
  const [message, setMessage] = useState('');
  const [progress, setProgress] = useState<number>();
  const form = useRef<HTMLFormElement>(null);
  const { busy, errors, setErrors, handleSubmit: submit } = useFormSubmit(
    () => {
      const fields: Record<string, string> = {};
      if (source === 'upload' && !file) fields.file = errors.fields.file || t`Choose a file.`;
      if (source === 'standard' && !standardId) fields.standard_file_id = t`Choose a standard file.`;
      if (!account) fields.account_id = t`Choose the account of the contact.`;
      else if (!contact) fields.contact_id = t`Choose the contact to share with.`;
      if (!/^\d+$/.test(days.trim()) || Number(days) < 1 || Number(days) > 90) fields.expires_in_days = t`Enter a whole number of days from 1 to 90.`;
      if (message.length > 2000) fields.message = t`Use at most 2000 characters.`;
      return fields;
    },
    async () => {
      setProgress(0);
      try {
        const input = { contact_id: Number(contact), expires_in_days: Number(days), message: message.trim() };
        const share = await createSecureShare(input, source === 'upload' ? { file: file! } : { standardFileId: Number(standardId) }, (loaded, total) =>
          setProgress(total ? Math.round((loaded / total) * 100) : 0),
        );
        onSaved(share);
      } finally {
        setProgress(undefined);
      }
    },
    (error) => formErrors(error, FIELDS, i18n),
  );

  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input[type=radio]:checked')?.focus();
  }, []);
  // The standard files, read when that source is chosen (and again each time it is chosen again).
  const standard = useLoad(source === 'standard' ? async (signal) => (await listStandardFiles({ page: 1, page_size: 100, ordering: 'name' }, signal)).results : null, 'standard-files').loaded;
  const standardFiles = standard.data ?? [];
  const readFailure = source === 'standard' && standard.status === 'error' ? formErrors(standard.error, [], i18n).alert : undefined;

  return (
    <form ref={form} noValidate onSubmit={submit} aria-busy={busy} part="form" aria-label={t`Share a file`}>
      <h3>{t`Share a file`}</h3>
      <ErrorAlert message={errors.alert ?? readFailure} />
      <fieldset className="filters">
        <legend>{t`File to share`}</legend>
        <label>
          <input type="radio" name="source" value="upload" checked={source === 'upload'} onChange={() => setSource('upload')} /> {t`Upload a file`}
        </label>
        <label>
          <input type="radio" name="source" value="standard" checked={source === 'standard'} onChange={() => setSource('standard')} /> {t`A standard file`}
        </label>
      </fieldset>
      {source === 'upload' ? (
        <FilePicker
          file={file}
          error={errors.fields.file}
          onPick={(chosen, problem) => {
            setFile(chosen);
            setErrors((e) => ({ ...e, fields: { ...e.fields, file: problem ?? '' } }));
          }}
        />
      ) : (
        <SelectField
          name="standard_file_id"
          label={t`Standard file`}
          value={standardId}
          error={errors.fields.standard_file_id}
          options={[['', t`Choose a standard file`], ...standardFiles.map((f): [string, string] => [String(f.id), `${f.name} (${f.file_name})`])]}
          onChange={setStandardId}
        />
      )}
      <AccountPicker
        value={account}
        error={errors.fields.account_id}
        onChange={(chosen) => {
          setAccount(chosen);
          setContact('');
        }}
      />
      <ContactSelect accountId={account?.id} label={t`Share with (gets the link by e-mail)`} value={contact} error={errors.fields.contact_id} onChange={setContact} />
      <TextField
        name="expires_in_days"
        type="number"
        label={t`Link valid for (days)`}
        value={days}
        error={errors.fields.expires_in_days}
        hint={t`From 1 to 90 days.`}
        onChange={setDays}
      />
      <TextArea name="message" label={t`Message`} value={message} error={errors.fields.message} onChange={setMessage} />
      {busy && (
        <progress part="progress" max={100} value={progress} aria-label={t`Upload progress`}>
          {progress}%
        </progress>
      )}
      <FormActions submitText={t`Share`} busy={busy} onCancel={onCancel} cancelDisabled={busy} />
    </form>
  );
}
