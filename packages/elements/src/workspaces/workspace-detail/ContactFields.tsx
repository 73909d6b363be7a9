import { useLingui } from '@lingui/react/macro';
import { PartyType } from '@si/contract/enums';
import { CONTACT_LIMITS as limits } from '@si/contract/limits';
import { TextField } from '../../admin/fields.tsx';
import type { NewContact } from '@si/core/admin';

export const emptyContact: NewContact = { party_type: PartyType.INDIVIDUAL, first_name: '', last_name: '', company_name: '', email: '', phone: '' };

type Props = { contact: NewContact; errors: Record<string, string>; onChange(patch: Partial<NewContact>): void };

/** A new contact's fields: individual (first and last name) or company (its name), e-mail and phone. */
export function ContactFields({ contact, errors, onChange }: Props) {
  const { t } = useLingui();
  const company = contact.party_type === PartyType.COMPANY;
  return (
    <>
      <fieldset className="choice">
        <legend>{t`Kind of contact`}</legend>
        <label>
          <input type="radio" name="party_type" checked={!company} onChange={() => onChange({ party_type: PartyType.INDIVIDUAL })} />
          <span>{t`Individual`}</span>
        </label>
        <label>
          <input type="radio" name="party_type" checked={company} onChange={() => onChange({ party_type: PartyType.COMPANY })} />
          <span>{t`Company`}</span>
        </label>
      </fieldset>
      {company ? (
        <TextField name="company_name" label={t`Company name`} value={contact.company_name} maxlength={limits.companyName} error={errors.company_name} onChange={(company_name) => onChange({ company_name })} />
      ) : (
        <>
          <TextField name="first_name" label={t`First name`} value={contact.first_name} maxlength={limits.name} error={errors.first_name} onChange={(first_name) => onChange({ first_name })} />
          <TextField name="last_name" label={t`Last name`} value={contact.last_name} maxlength={limits.name} error={errors.last_name} onChange={(last_name) => onChange({ last_name })} />
        </>
      )}
      <TextField name="email" label={t`E-mail`} value={contact.email} maxlength={limits.email} error={errors.email} onChange={(email) => onChange({ email })} />
      <TextField name="phone" label={t`Phone`} value={contact.phone} maxlength={limits.phone} error={errors.phone} hint={t`With its country code, for example +1 201 555 0123`} onChange={(phone) => onChange({ phone })} />
    </>
  );
}
