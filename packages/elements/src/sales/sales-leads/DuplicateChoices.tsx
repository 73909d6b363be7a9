import { useId } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LeadDuplicates } from '@si/contract';
import { SALES_LIMITS } from '@si/contract/sales';
import { LeadInput } from '../kit/leadFields.tsx';
import { similarityText } from '../kit/leadWords.ts';

/** `new`, or the id of the record to merge into, as text. */
export type MergePick = string;

type AccountOption = { id: number; name: string; detail: string };

type DuplicateChoicesProps = {
  duplicates: LeadDuplicates;
  account: MergePick;
  accountName: string;
  contact: MergePick;
  errors: Record<string, string>;
  onAccount(pick: MergePick): void;
  onAccountName(name: string): void;
  onContact(pick: MergePick): void;
};

const contactName = (c: LeadDuplicates['contacts'][number]) => `${c.first_name} ${c.last_name}`.trim() || c.email;

/**
 * What the lead may already be, to merge into or not: sales accounts with a name like its company
 * (how alike, in words, with their contacts and open deals) and the accounts of the contacts with
 * its e-mail; contacts with its e-mail. Each choice is a radio, with "create new" beside them.
 */
export function DuplicateChoices({ duplicates, account, accountName, contact, errors, onAccount, onAccountName, onContact }: DuplicateChoicesProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const accounts: AccountOption[] = duplicates.accounts.map((a) => ({
    id: a.id,
    name: a.name,
    detail: t`${similarityText(a.similarity, i18n)}: ${plural(a.contact_count, { one: '# contact', other: '# contacts' })}, ${plural(a.open_deals, { one: '# open deal', other: '# open deals' })}`,
  }));
  // A contact with the lead's e-mail already belongs somewhere: that account is a likely home too.
  for (const c of duplicates.contacts) {
    for (const a of c.accounts) {
      if (!accounts.some((known) => known.id === a.id)) accounts.push({ id: a.id, name: a.name, detail: t`Account of ${contactName(c)}, who has this e-mail` });
    }
  }
  const names = (list: { name: string }[]) => new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(list.map((a) => a.name));
  const radio = (group: string, value: string, checked: boolean, onPick: (pick: MergePick) => void, error?: string) => (
    <input
      type="radio"
      name={`${id}-${group}`}
      value={value}
      data-choice={group}
      checked={checked}
      aria-invalid={error ? true : undefined}
      onChange={() => onPick(value)}
    />
  );

  return (
    <>
      <fieldset className="choices" part="account-choices" aria-describedby={errors.account_id ? `${id}-account-error` : undefined}>
        <legend>{t`Account`}</legend>
        {accounts.length === 0 && <p className="muted">{t`No sales account has a name like this lead's company.`}</p>}
        {accounts.map((a) => (
          <label key={a.id} className="choice" part="account-choice">
            {radio('account', String(a.id), account === String(a.id), onAccount, errors.account_id)}
            <span>
              <span className="choice-title">
                {t`Merge into this account:`} <bdi>{a.name}</bdi>
              </span>
              <small className="muted">{a.detail}</small>
            </span>
          </label>
        ))}
        <label className="choice">
          {radio('account', 'new', account === 'new', onAccount)}
          <span className="choice-title">{t`Create a new account`}</span>
        </label>
        {account === 'new' && (
          <LeadInput name="account_name" label={t`New account's name`} value={accountName} maxLength={SALES_LIMITS.company} error={errors.account_name} onChange={onAccountName} />
        )}
        {errors.account_id && (
          <small id={`${id}-account-error`} className="field-error">
            {errors.account_id}
          </small>
        )}
      </fieldset>
      <fieldset className="choices" part="contact-choices" aria-describedby={errors.contact_id ? `${id}-contact-error` : undefined}>
        <legend>{t`Contact`}</legend>
        {duplicates.contacts.length === 0 && <p className="muted">{t`No contact has this lead's e-mail.`}</p>}
        {duplicates.contacts.map((c) => (
          <label key={c.id} className="choice" part="contact-choice">
            {radio('contact', String(c.id), contact === String(c.id), onContact, errors.contact_id)}
            <span>
              <span className="choice-title">
                {t`Use this contact:`} <bdi>{contactName(c)}</bdi>
              </span>
              <small className="muted">
                <bdi dir="ltr">{c.email}</bdi>
                {c.company_name && (
                  <>
                    {', '}
                    <bdi>{c.company_name}</bdi>
                  </>
                )}
                {c.accounts.length > 0 && `, ${t`on ${names(c.accounts)}`}`}
              </small>
            </span>
          </label>
        ))}
        <label className="choice">
          {radio('contact', 'new', contact === 'new', onContact)}
          <span className="choice-title">{t`Create a new contact`}</span>
        </label>
        {contact === 'new' && duplicates.contacts.length > 0 && <p className="muted">{t`A new contact with an e-mail that a contact already has is merged into that contact.`}</p>}
        {errors.contact_id && (
          <small id={`${id}-contact-error`} className="field-error">
            {errors.contact_id}
          </small>
        )}
      </fieldset>
    </>
  );
}
