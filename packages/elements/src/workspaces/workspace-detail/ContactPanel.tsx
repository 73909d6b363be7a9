import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SidePanel } from '../../ui/SidePanel.tsx';
import { AccessLog } from './AccessLog.tsx';
import { ContactRoleControl, RemoveContact } from './ContactWrites.tsx';
import { LinkActions } from './LinkActions.tsx';
import { RemindNow } from './RemindNow.tsx';
import { contactName, useFormats, useLinkStateText } from './labels.ts';
import type { Choice } from './useChoices.ts';
import type { AccountContactRow } from '@si/core/admin';

type Props = {
  accountId: number;
  contact: AccountContactRow;
  roles: Choice[];
  canWrite: boolean;
  onChanged(row: AccountContactRow): void;
  onRemoved(): void;
  onClose(): void;
};

/** One contact of the workspace in a side panel: who it is, its role and portal link (writers), and its access log. */
export function ContactPanel({ accountId, contact, roles, canWrite, onChanged, onRemoved, onClose }: Props) {
  const { t } = useLingui();
  const linkText = useLinkStateText();
  const { when } = useFormats();
  // Each write of the link may add to the log (a rotation reads the portal anew): reload it then.
  const [logVersion, setLogVersion] = useState(0);
  const name = contactName(contact);
  const changed = (row: AccountContactRow) => {
    onChanged(row);
    setLogVersion((v) => v + 1);
  };
  return (
    <SidePanel open title={name} className="contact-panel" onClose={onClose}>
      <div className="panel-body">
        <dl className="facts facts--column" part="contact-facts">
          <div>
            <dt>{t`E-mail`}</dt>
            <dd>{contact.email}</dd>
          </div>
          <div>
            <dt>{t`Phone`}</dt>
            <dd>{contact.phone || t`None`}</dd>
          </div>
          {contact.company_name && (
            <div>
              <dt>{t`Company`}</dt>
              <dd>{contact.company_name}</dd>
            </div>
          )}
          {!canWrite && (
            <div>
              <dt>{t`Role`}</dt>
              <dd>{contact.contact_role?.name ?? t`No role`}</dd>
            </div>
          )}
          <div>
            <dt>{t`Portal link`}</dt>
            <dd>{linkText(contact.link)}</dd>
          </div>
          <div>
            <dt>{t`Last access`}</dt>
            <dd>{contact.link.last_access_at ? when(contact.link.last_access_at) : t`Never`}</dd>
          </div>
        </dl>
        {canWrite && <ContactRoleControl accountId={accountId} contact={contact} roles={roles} onChanged={onChanged} />}
        {canWrite && <LinkActions accountId={accountId} contact={contact} onChanged={changed} />}
        {canWrite && <RemindNow accountId={accountId} contactId={contact.id} />}
        <AccessLog accountId={accountId} contactId={contact.id} contactName={name} version={logVersion} />
        {canWrite && <RemoveContact accountId={accountId} contact={contact} onRemoved={onRemoved} />}
      </div>
    </SidePanel>
  );
}
