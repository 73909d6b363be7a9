import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Notice } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { AddContactForm } from './AddContactForm.tsx';
import { ContactPanel } from './ContactPanel.tsx';
import { contactName, useFormats, useLinkStateText } from './labels.ts';
import { useContactRoles } from './useChoices.ts';
import { listAccountContacts, type AccountContactRow, type AccountRow } from '@si/core/admin';
import { useAccountWords } from './accountWords.tsx';
import { useScrollable } from '../../ui/useScrollable.ts';

type Props = { account: AccountRow; canWrite: boolean; onCountChanged(): void };

/** The Contacts tab: the workspace's contacts with their portal link; add one; open one to manage its link and read its access log. */
export function ContactsTab({ account, canWrite, onCountChanged }: Props) {
  const { t, i18n } = useLingui();
  const words = useAccountWords();
  const roles = useContactRoles(canWrite);
  const linkText = useLinkStateText();
  const { when } = useFormats();
  const { loaded, retry, setData: update } = useLoad<AccountContactRow[]>(
    async (signal) => (await listAccountContacts(account.id, signal)).results,
    String(account.id),
  );
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<number>();
  const [notice, setNotice] = useState<string>();
  const addButton = useRef<HTMLButtonElement>(null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const scrolls = useScrollable(scroller);

  const rows = loaded.status === 'ready' ? loaded.data! : [];
  const open = rows.find((r) => r.id === openId);
  // Set when the add form closes or a contact is removed: Add contact takes the focus once it is back.
  const [focusAdd, setFocusAdd] = useState(false);
  useEffect(() => {
    if (focusAdd && addButton.current) {
      addButton.current.focus();
      setFocusAdd(false);
    }
  }, [focusAdd, adding]);
  const closeAdd = () => {
    setAdding(false);
    setFocusAdd(true);
  };

  return (
    <div className="contacts" part="contacts">
      <div className="admin-head">
        <h3>{t`Contacts`}</h3>
        {canWrite && !adding && (
          <button ref={addButton} type="button" className="primary" part="add-contact" onClick={() => {
              setNotice(undefined);
              setAdding(true);
            }}>
            {t`Add contact`}
          </button>
        )}
      </div>
      {notice && (
        <Notice variant="success" part="notice">
          {notice}
        </Notice>
      )}
      {adding && (
        <AddContactForm
          accountId={account.id}
          roles={roles}
          onCancel={closeAdd}
          onAdded={(row) => {
            const name = contactName(row);
            setNotice(words.added(name));
            update((list) => [...list, row]);
            onCountChanged();
            closeAdd();
          }}
        />
      )}
      {loaded.status === 'loading' && <p className="muted" role="status">{t`Loading…`}</p>}
      {loaded.status === 'error' && (
        <div className="table-error" role="alert" part="error">
          <span>{errorText(loaded.error, i18n)}</span>
          <button type="button" onClick={retry}>{t`Try again`}</button>
        </div>
      )}
      {loaded.status === 'ready' && rows.length === 0 && (
        <p className="muted" role="status" part="empty">
          {words.noContacts}
        </p>
      )}
      {rows.length > 0 && (
        <div className="scroller" ref={setScroller} {...(scrolls ? { role: 'region', 'aria-label': t`Contacts`, tabIndex: 0 } : {})}>
          <table className="plain" part="contacts-table">
            <thead>
              <tr>
                <th scope="col">{t`Name`}</th>
                <th scope="col">{t`Company`}</th>
                <th scope="col">{t`E-mail`}</th>
                <th scope="col">{t`Phone`}</th>
                <th scope="col">{t`Role`}</th>
                <th scope="col">{t`Portal link`}</th>
                <th scope="col">{t`Last access`}</th>
                <th scope="col">
                  <span className="visually-hidden">{t`Actions`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const name = contactName(row);
                return (
                  <tr key={row.id}>
                    <td>{name}</td>
                    <td>{row.company_name}</td>
                    <td>{row.email}</td>
                    <td>{row.phone}</td>
                    <td>{row.contact_role?.name ?? ''}</td>
                    <td>{linkText(row.link)}</td>
                    <td>{row.link.last_access_at ? when(row.link.last_access_at) : t`Never`}</td>
                    <td>
                      <button type="button" aria-label={t`Open ${name}`} onClick={() => {
                          setNotice(undefined);
                          setOpenId(row.id);
                        }}>
                        {t`Open`}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {open && (
        <ContactPanel
          key={open.id}
          accountId={account.id}
          contact={open}
          roles={roles}
          canWrite={canWrite}
          onChanged={(row) => update((list) => list.map((r) => (r.id === row.id ? row : r)))}
          onRemoved={() => {
            const name = contactName(open);
            setOpenId(undefined);
            update((list) => list.filter((r) => r.id !== open.id));
            setNotice(words.removed(name));
            onCountChanged();
            // Its row (and the button that opened the panel) is gone: continue from Add contact.
            setFocusAdd(true);
          }}
          onClose={() => setOpenId(undefined)}
        />
      )}
    </div>
  );
}
