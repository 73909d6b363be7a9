import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AccountDirectoryRow } from '@si/core/admin';
import { AccountPicker, ContactSelect } from '../../account/pickers.tsx';

type ContactParamProps = {
  label: string;
  /** The chosen contact's id as text, '' for none. */
  value: string;
  onChange(contactId: string): void;
  error?: string;
};

/** One contact, chosen by name: find the account, then pick among its contacts. A contact saved before stays listed by id. */
export function ContactParam({ label, value, onChange, error }: ContactParamProps) {
  const { t } = useLingui();
  const [account, setAccount] = useState<AccountDirectoryRow>();
  const id = value;
  return (
    <div className="contact-param" part="contact-param">
      <AccountPicker
        value={account}
        onChange={(chosen) => {
          setAccount(chosen);
          onChange('');
        }}
      />
      <ContactSelect accountId={account?.id} value={value} onChange={onChange} error={error} label={label} keep={value ? [value, t`Contact ${id}`] : undefined} />
    </div>
  );
}
