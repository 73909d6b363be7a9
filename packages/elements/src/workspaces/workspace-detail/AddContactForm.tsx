import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { validators } from '@si/core';
import { PartyType } from '@si/contract/enums';
import { FieldMessage } from '@si/contract/validation';
import { e164 } from '@si/contract/phone';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { focusControl, SelectField } from '../../admin/fields.tsx';
import { FormActions } from '../../admin/FormActions.tsx';
import { ContactFields, emptyContact } from './ContactFields.tsx';
import { DirectoryPicker } from './DirectoryPicker.tsx';
import type { Choice } from './useChoices.ts';
import { addAccountContact, type AccountContactRow, type ContactRow, type NewContact } from '@si/core/admin';

type Props = { accountId: number; roles: Choice[]; onAdded(row: AccountContactRow): void; onCancel(): void };
type Mode = 'existing' | 'new';

const NEW_FIELDS = ['party_type', 'first_name', 'last_name', 'company_name', 'email', 'phone'];

/** Adds a contact to the workspace: one picked from the organization's directory, or a new one, with a role. */
export function AddContactForm({ accountId, roles, onAdded, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const [mode, setMode] = useState<Mode>('existing');
  const [picked, setPicked] = useState<ContactRow>();
  const [contact, setContact] = useState<NewContact>(emptyContact);
  const [role, setRole] = useState('');
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    focusControl(form.current?.querySelector<HTMLElement>('input'));
  }, []);

  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const found: Record<string, string> = {};
      const check = (name: string, message: string | undefined) => {
        if (message && !found[name]) found[name] = i18n._(message);
      };
      if (mode === 'existing') {
        check('contact_id', picked ? undefined : FieldMessage.REQUIRED);
        return found;
      }
      if (contact.party_type === PartyType.COMPANY) check('company_name', validators.required(contact.company_name));
      else check('first_name', contact.first_name.trim() || contact.last_name.trim() ? undefined : FieldMessage.REQUIRED);
      check('email', validators.required(contact.email) ?? validators.email(contact.email));
      // Any international way of writing it; the server stores it as E.164.
      if (contact.phone.trim() && !e164(contact.phone)) found.phone ??= t`Enter a phone number with its country code, such as +1 201 555 0123.`;
      return found;
    },
    async () => {
      const contact_role_id = role ? Number(role) : null;
      const trimmed = Object.fromEntries(Object.entries(contact).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as NewContact;
      const body = mode === 'existing' && picked ? { contact_id: picked.id, contact_role_id } : { contact: trimmed, contact_role_id };
      onAdded(await addAccountContact(accountId, body));
    },
    (error) => {
      // The new contact's fields come back as `contact.email`; show them at their field.
      const split = formErrors(error, ['contact_id', 'contact_role_id', ...NEW_FIELDS.map((f) => `contact.${f}`)], i18n);
      const fields = Object.fromEntries(Object.entries(split.fields).map(([key, message]) => [key.replace(/^contact\./, ''), message]));
      return { alert: split.alert, fields };
    },
    t`Check the fields marked below.`,
  );

  return (
    <form ref={form} noValidate onSubmit={handleSubmit} aria-busy={busy} aria-label={t`Add contact`} className="panel" part="add-contact-form">
      <ErrorAlert message={errors.alert} />
      <fieldset className="choice">
        <legend>{t`Contact to add`}</legend>
        <label>
          <input type="radio" name="mode" checked={mode === 'existing'} onChange={() => setMode('existing')} />
          <span>{t`From the directory`}</span>
        </label>
        <label>
          <input type="radio" name="mode" checked={mode === 'new'} onChange={() => setMode('new')} />
          <span>{t`New contact`}</span>
        </label>
      </fieldset>
      {mode === 'existing' ? (
        <DirectoryPicker accountId={accountId} value={picked} error={errors.fields.contact_id} onChange={setPicked} />
      ) : (
        <ContactFields contact={contact} errors={errors.fields} onChange={(patch) => setContact((c) => ({ ...c, ...patch }))} />
      )}
      <SelectField name="contact_role_id" label={t`Role`} value={role} error={errors.fields.contact_role_id} options={[['', t`No role`], ...roles]} onChange={setRole} />
      <FormActions submitText={t`Add contact`} busy={busy} onCancel={onCancel} />
    </form>
  );
}
