import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useStore } from '@nanostores/react';
import type { LeadDetail } from '@si/contract';
import { SALES_LIMITS } from '@si/contract/sales';
import { EMAIL_PATTERN } from '@si/contract/validation';
import { $user } from '@si/core';
import { api } from '@si/core/admin';
import { FormActions } from '../../admin/FormActions.tsx';
import { leadFormErrors } from '../kit/leadErrors.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import type { Choice } from '../kit/leadChoices.ts';
import { LeadInput, LeadSelect, LeadTextArea } from '../kit/leadFields.tsx';

const L = SALES_LIMITS;
const TEXT_FIELDS = ['first_name', 'last_name', 'company', 'email', 'phone', 'message'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Values = Record<TextField, string> & { owner_user_id: string };

type LeadFormProps = {
  /** The lead it changes; none: a new lead. */
  lead?: LeadDetail;
  /** The owners to choose from (a new lead only; an open lead changes owner with Assign). */
  owners: Choice[];
  onSaved(lead: LeadDetail): void;
  onCancel(): void;
};

/**
 * A lead's name, company, e-mail, phone and message (and, for a new lead, its owner: the person
 * creating it unless another is chosen). Nothing is sent while typing; a refused save keeps what
 * was typed, with the server's message at its field.
 */
export function LeadForm({ lead, owners, onSaved, onCancel }: LeadFormProps) {
  const { t, i18n } = useLingui();
  const me = useStore($user);
  const [values, setValues] = useState<Values>(() => ({
    first_name: lead?.first_name ?? '',
    last_name: lead?.last_name ?? '',
    company: lead?.company ?? '',
    email: lead?.email ?? '',
    phone: lead?.phone ?? '',
    message: lead?.message ?? '',
    owner_user_id: me ? String(me.id) : '',
  }));
  const set = (name: keyof Values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  const section = useRef<HTMLElement>(null);
  // Opened, the form's first field takes the focus.
  useEffect(() => section.current?.querySelector<HTMLInputElement>('input[name="first_name"]')?.focus(), []);

  const body = () => Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name].trim()])) as Record<TextField, string>;
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => {
      const problems: Record<string, string> = {};
      const sent = body();
      if (!sent.first_name && !sent.last_name && !sent.company) problems.first_name = t`Enter a name or a company.`;
      if (sent.email && !EMAIL_PATTERN.test(sent.email)) problems.email = t`Enter a valid e-mail address, such as name@example.com.`;
      return problems;
    },
    async () => {
      const sent = body();
      const saved = lead
        ? await api('updateLead', { params: { id: lead.id }, json: sent })
        : await api('createLead', { json: { ...sent, owner_user_id: values.owner_user_id ? Number(values.owner_user_id) : null } });
      onSaved(saved);
    },
    (error) => leadFormErrors(error, [...TEXT_FIELDS, 'owner_user_id'], i18n),
    t`Check the fields marked below; nothing was sent.`,
  );

  const ownerOptions: [string, string][] = [['', t`Nobody yet`], ...owners.map((o): [string, string] => [String(o.id), o.name])];
  // The signed-in user is the default owner, listed even before (or without) the users' list.
  if (me && !owners.some((o) => o.id === me.id)) ownerOptions.splice(1, 0, [String(me.id), `${me.first_name} ${me.last_name}`.trim() || me.email]);
  const headingId = lead ? `edit-lead-${lead.id}` : 'new-lead-heading';

  return (
    <section ref={section} className="panel lead-form" part="form" aria-labelledby={headingId}>
      <h3 id={headingId}>{lead ? t`Change the lead's details` : t({ message: 'New lead', context: 'a sales lead' })}</h3>
      <form noValidate aria-labelledby={headingId} aria-busy={busy} onSubmit={(e: FormEvent) => void handleSubmit(e)}>
        <ErrorAlert message={errors.alert} />
        <div className="lead-fields">
          <LeadInput name="first_name" label={t`First name`} value={values.first_name} maxLength={L.name} error={errors.fields.first_name} onChange={set('first_name')} />
          <LeadInput name="last_name" label={t`Last name`} value={values.last_name} maxLength={L.name} error={errors.fields.last_name} onChange={set('last_name')} />
          <LeadInput name="company" label={t`Company`} value={values.company} maxLength={L.company} error={errors.fields.company} onChange={set('company')} />
          <LeadInput name="email" type="email" dir="ltr" label={t`E-mail`} value={values.email} maxLength={L.email} error={errors.fields.email} onChange={set('email')} />
          <LeadInput
            name="phone"
            type="tel"
            dir="ltr"
            label={t`Phone`}
            value={values.phone}
            maxLength={L.phone}
            hint={t`With the country code, such as +33 1 23 45 67 89.`}
            error={errors.fields.phone}
            onChange={set('phone')}
          />
          {!lead && <LeadSelect name="owner_user_id" label={t`Owner`} value={values.owner_user_id} options={ownerOptions} error={errors.fields.owner_user_id} onChange={set('owner_user_id')} />}
        </div>
        <LeadTextArea name="message" label={t`Message`} value={values.message} maxLength={L.message} hint={t`What they asked for, or notes from the first call.`} error={errors.fields.message} onChange={set('message')} />
        <FormActions submitText={lead ? t`Save the lead` : t`Create the lead`} busy={busy} onCancel={onCancel} />
      </form>
    </section>
  );
}
