import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { SelectField } from '../../admin/fields.tsx';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { contactName } from './labels.ts';
import { withCurrent, type Choice } from './useChoices.ts';
import { removeAccountContact, updateAccountContact, type AccountContactRow } from '@si/core/admin';
import { useAccountWords } from './accountWords.tsx';

type RoleProps = { accountId: number; contact: AccountContactRow; roles: Choice[]; onChanged(row: AccountContactRow): void };

/** The contact's role on this workspace; a change is saved as soon as it is chosen. */
export function ContactRoleControl({ accountId, contact, roles, onChanged }: RoleProps) {
  const { t, i18n } = useLingui();
  const words = useAccountWords();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function choose(value: string) {
    setError(undefined);
    setNotice(undefined);
    setBusy(true);
    try {
      onChanged(await updateAccountContact(accountId, contact.id, { contact_role_id: value ? Number(value) : null }));
      setNotice(t`Role saved.`);
    } catch (err) {
      setError(errorText(err, i18n));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="group" aria-busy={busy} part="role">
      <SelectField
        name="contact_role_id"
        label={words.role}
        value={contact.contact_role ? String(contact.contact_role.id) : ''}
        error={error}
        options={[['', t`No role`], ...withCurrent(roles, contact.contact_role)]}
        onChange={(value) => void choose(value)}
      />
      {notice && (
        <Notice variant="success" part="notice">
          {notice}
        </Notice>
      )}
    </div>
  );
}

/** Takes the contact off the workspace after a confirmation; the contact stays in the directory. */
export function RemoveContact({ accountId, contact, onRemoved }: { accountId: number; contact: AccountContactRow; onRemoved(): void }) {
  const { t, i18n } = useLingui();
  const words = useAccountWords();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string>();
  const button = useRef<HTMLButtonElement>(null);
  const name = contactName(contact);
  async function remove() {
    setAsking(false);
    setError(undefined);
    try {
      await removeAccountContact(accountId, contact.id);
      onRemoved();
    } catch (err) {
      setError(errorText(err, i18n));
    }
  }
  return (
    <div className="group" part="remove">
      <ErrorAlert message={error} />
      {asking ? (
        <ConfirmBar
          label={words.remove}
          confirmText={t`Remove`}
          onConfirm={() => void remove()}
          onCancel={() => {
            setAsking(false);
            setTimeout(() => button.current?.focus(), 0);
          }}
        >
          {words.removeQuestion(name)}
        </ConfirmBar>
      ) : (
        <button ref={button} type="button" className="danger" onClick={() => setAsking(true)}>
          {words.remove}
        </button>
      )}
    </div>
  );
}
