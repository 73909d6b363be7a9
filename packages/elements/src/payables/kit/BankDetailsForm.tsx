import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ErrorAlert } from '../../base/Notice.tsx';
import { formErrors, onTyped } from '../../base/errors.ts';
import { invalidField } from '../../base/invalidField.ts';
import { useShell } from '../../base/Shell.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { BANK_DETAILS_FIELDS, bankDetailsBody, checkBankDetails, EMPTY_BANK_DETAILS, type BankDetailsDraft, type BankDetailsKind } from './bankDetailsChecks.ts';

type TextKey = Exclude<keyof BankDetailsDraft, 'kind'>;

type Props = {
  /** The heading of the form (an h3). */
  heading: string;
  /** What the form says before its fields (who will verify, what happens next). */
  intro: string;
  submitText: string;
  /** Sends the body; a 400 shows at its fields. */
  onSubmit(body: ReturnType<typeof bankDetailsBody>): Promise<void>;
  onCancel?(): void;
};

/**
 * New bank details: an IBAN with its BIC, or an account number with its routing number. Each
 * field is checked as the server checks it (bankDetailsChecks.ts) before anything is sent, and a
 * message the server answers shows at its field.
 */
export function BankDetailsForm({ heading, intro, submitText, onSubmit, onCancel }: Props) {
  const { t, i18n } = useLingui();
  const { lang, dir } = useShell();
  const uid = useId();
  const [draft, setDraft] = useState<BankDetailsDraft>(EMPTY_BANK_DETAILS);
  const edit = (key: TextKey) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const { busy, errors, handleSubmit } = useFormSubmit(
    () => checkBankDetails(draft, i18n),
    async () => {
      await onSubmit(bankDetailsBody(draft));
      setDraft(EMPTY_BANK_DETAILS);
    },
    (error) => formErrors(error, BANK_DETAILS_FIELDS, i18n),
    t`Check the fields marked below; nothing was sent.`,
  );

  const field = (key: TextKey, label: string, extra: { hint?: string; code?: boolean; max: number; autocomplete?: string } = { max: 140 }) => {
    const error = errors.fields[key];
    return (
      <sl-input
        name={key}
        label={label}
        value={draft[key]}
        maxlength={extra.max}
        lang={lang}
        dir={extra.code ? 'ltr' : dir}
        autocomplete={extra.autocomplete ?? 'off'}
        help-text={error ?? extra.hint}
        ref={invalidField(error)}
        data-invalid={error ? true : undefined}
        onsl-input={onTyped(edit(key))}
      />
    );
  };
  const kind = (value: BankDetailsKind, label: string) => (
    <label>
      <input type="radio" name={`${uid}-kind`} value={value} checked={draft.kind === value} onChange={() => setDraft((d) => ({ ...d, kind: value }))} />
      <span>{label}</span>
    </label>
  );

  return (
    <section className="item" aria-labelledby={`${uid}-title`} part="bank-details-form">
      <h3 id={`${uid}-title`}>{heading}</h3>
      <p>{intro}</p>
      <form noValidate onSubmit={(e: FormEvent) => void handleSubmit(e)} aria-labelledby={`${uid}-title`} aria-busy={busy} part="form">
        <ErrorAlert message={errors.alert} />
        {field('holder_name', t`Account holder`, { max: 140, autocomplete: 'organization', hint: t`The name the account is held in.` })}
        {field('bank_name', t`Bank name`, { max: 140 })}
        <fieldset>
          <legend>{t`Account identified by`}</legend>
          {kind('iban', t`IBAN and BIC`)}
          {kind('account', t`Account number and routing number`)}
        </fieldset>
        {draft.kind === 'iban' ? (
          <>
            {field('iban', t`IBAN`, { max: 50, code: true, hint: t`Spaces are fine, e.g. DE89 3704 0044 0532 0130 00.` })}
            {field('bic', t`BIC (SWIFT)`, { max: 14, code: true, hint: t`8 or 11 letters and digits.` })}
          </>
        ) : (
          <>
            {field('account_number', t`Account number`, { max: 40, code: true })}
            {field('routing_number', t`Routing number`, { max: 11, code: true, hint: t`9 digits (ABA).` })}
          </>
        )}
        {field('currency', t`Currency (optional)`, { max: 3, code: true, hint: t`The currency the account is held in, e.g. EUR or USD.` })}
        <div className="actions">
          <sl-button type="submit" variant="primary" loading={busy} lang={lang} dir={dir} part="submit">
            {submitText}
          </sl-button>
          {onCancel && (
            <sl-button type="button" variant="default" lang={lang} dir={dir} part="cancel" onClick={onCancel}>
              {t`Cancel`}
            </sl-button>
          )}
        </div>
      </form>
    </section>
  );
}
