import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LeadDetail } from '@si/contract';
import { SALES_LIMITS } from '@si/contract/sales';
import { api } from '@si/core/admin';
import { FormActions } from '../../admin/FormActions.tsx';
import { leadFormErrors } from '../kit/leadErrors.ts';
import { ErrorAlert } from '../../base/Notice.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import type { Choice } from '../kit/leadChoices.ts';
import { LeadSelect, LeadTextArea } from '../kit/leadFields.tsx';

type StepProps = { lead: LeadDetail; onDone(lead: LeadDetail): void; onCancel(): void };

/** A step's first control takes the focus when it opens. */
function useFirstFocus() {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector<HTMLElement>('select, textarea, input')?.focus(), []);
  return form;
}

const ROUND_ROBIN = 'round_robin';
const NOBODY = 'nobody';

/** Assign: a user, nobody, or the next member of the sales settings' team in turn. */
export function AssignForm({ lead, owners, onDone, onCancel }: StepProps & { owners: Choice[] }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const form = useFirstFocus();
  const [choice, setChoice] = useState(lead.owner ? String(lead.owner.id) : '');
  const { busy, errors, handleSubmit } = useFormSubmit(
    (): Record<string, string> => (choice ? {} : { user_id: t`Choose who owns the lead.` }),
    async () => {
      const json = choice === ROUND_ROBIN ? { round_robin: true } : { user_id: choice === NOBODY ? null : Number(choice) };
      onDone(await api('assignLead', { params: { id: lead.id }, json }));
    },
    (error) => {
      const shown = leadFormErrors(error, ['user_id', 'round_robin'], i18n);
      const onField = shown.fields.user_id ?? shown.fields.round_robin;
      return onField ? { alert: shown.alert, fields: { user_id: onField } } : shown;
    },
  );
  const options: [string, string][] = [
    ['', t`Choose…`],
    ...owners.map((o): [string, string] => [String(o.id), o.name]),
    [ROUND_ROBIN, t`Next in team (round robin)`],
    [NOBODY, t`Nobody`],
  ];
  // The current owner stays listed even if no longer among the active users.
  if (lead.owner && !owners.some((o) => o.id === lead.owner!.id)) options.splice(1, 0, [String(lead.owner.id), lead.owner.name]);
  return (
    <form ref={form} className="panel step" noValidate aria-labelledby={`${id}-heading`} aria-busy={busy} part="assign-form" onSubmit={(e: FormEvent) => void handleSubmit(e)}>
      <h3 id={`${id}-heading`}>{t`Assign the lead`}</h3>
      <ErrorAlert message={errors.alert} />
      <LeadSelect
        name="user_id"
        label={t`Owner`}
        value={choice}
        options={options}
        hint={t`"Next in team" gives the lead to the next active member of the team chosen in the sales settings.`}
        error={errors.fields.user_id}
        onChange={setChoice}
      />
      <FormActions submitText={t`Assign`} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** Disqualify: why, kept with the lead and shown on it. */
export function DisqualifyForm({ lead, onDone, onCancel }: StepProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const form = useFirstFocus();
  const [reason, setReason] = useState('');
  const max = SALES_LIMITS.reason;
  const { busy, errors, handleSubmit } = useFormSubmit(
    (): Record<string, string> => {
      const text = reason.trim();
      if (!text) return { reason: t`Say why the lead is disqualified.` };
      if (text.length > max) return { reason: t`Ensure this field has no more than ${max} characters.` };
      return {};
    },
    async () => onDone(await api('disqualifyLead', { params: { id: lead.id }, json: { reason: reason.trim() } })),
    (error) => leadFormErrors(error, ['reason'], i18n),
  );
  return (
    <form ref={form} className="panel step" noValidate aria-labelledby={`${id}-heading`} aria-busy={busy} part="disqualify-form" onSubmit={(e: FormEvent) => void handleSubmit(e)}>
      <h3 id={`${id}-heading`}>{t`Disqualify the lead`}</h3>
      <ErrorAlert message={errors.alert} />
      <LeadTextArea
        name="reason"
        label={t`Why is it disqualified?`}
        value={reason}
        rows={2}
        maxLength={max}
        hint={t`Kept with the lead, such as "No budget this year". It can be reopened later.`}
        error={errors.fields.reason}
        onChange={setReason}
      />
      <FormActions submitText={t`Disqualify`} busy={busy} onCancel={onCancel} />
    </form>
  );
}
