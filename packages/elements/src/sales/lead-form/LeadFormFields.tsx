import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { SALES_LIMITS } from '@si/contract/sales';
import { AnswerChoice, AnswerFrame, AnswerInput, AnswerText } from './AnswerField.tsx';
import { answerBody, answerErrors, checkAnswers, customKey, MAX_LENGTH, NO_ANSWERS, type AnswerErrors, type Answers, type FormField, type StandardField } from './leadFormAnswers.ts';
import { postLeadForm } from './leadFormCalls.ts';

type LeadFormFieldsProps = {
  formKey: string;
  stamp: string;
  fields: readonly FormField[];
  onSent(): void;
};

/**
 * The lead form itself: the visitor's name, company, e-mail, phone and message, the
 * organization's own questions, and the honeypot. Checked before sending; a refusal keeps every
 * answer, shows each message at its field and puts the focus on the summary of what to fix,
 * whose entries lead to their fields.
 */
export function LeadFormFields({ formKey, stamp, fields, onSent }: LeadFormFieldsProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [answers, setAnswers] = useState<Answers>(NO_ANSWERS);
  const [errors, setErrors] = useState<AnswerErrors>({ fields: {} });
  const [busy, setBusy] = useState(false);
  // Read at once, not at the next render: a double click sends one answer, not two leads.
  const sending = useRef(false);
  const summary = useRef<HTMLDivElement>(null);
  const controls = useRef(new Map<string, HTMLElement>());
  const controlRef = (key: string) => (node: HTMLElement | null) => {
    if (node) controls.current.set(key, node);
    else controls.current.delete(key);
  };

  const labels: Record<StandardField, string> = { name: t`Name`, company: t`Company`, email: t`E-mail`, phone: t`Phone`, message: t`Message` };
  const labelOf = (key: string) => labels[key as StandardField] ?? fields.find((f) => customKey(f.id) === key)?.name ?? key;
  const setAnswer = (key: StandardField | 'website', value: string) => setAnswers((a) => ({ ...a, [key]: value }));
  const setCustom = (field: number, value: string) => setAnswers((a) => ({ ...a, fields: { ...a.fields, [String(field)]: value } }));

  /** Shows what is wrong, then moves the focus to the summary so it is read out and reachable. */
  function refuse(shown: AnswerErrors) {
    flushSync(() => setErrors(shown));
    summary.current?.focus();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const problems = checkAnswers(answers, fields, i18n);
    if (Object.keys(problems).length) return refuse({ fields: problems, alert: t`Nothing was sent yet: check the answers below.` });
    sending.current = true;
    setBusy(true);
    setErrors({ fields: {} });
    try {
      await postLeadForm(formKey, answerBody(answers, fields, stamp));
    } catch (error) {
      sending.current = false;
      setBusy(false);
      return refuse(answerErrors(error, fields, i18n));
    }
    onSent();
  }

  // In the order the form shows its fields.
  const order = [...(['name', 'company', 'email', 'phone', 'message'] as const), ...fields.map((f) => customKey(f.id))];
  const wrong = order.filter((key) => errors.fields[key]).map((key) => [key, errors.fields[key]!] as const);
  const fieldId = (key: string) => `${id}-${key.replace('.', '-')}`;
  const standard = (key: StandardField, extra: { type?: 'text' | 'email' | 'tel'; autoComplete: string; dir?: 'ltr'; required?: boolean }) => (
    <AnswerFrame id={fieldId(key)} label={labels[key]} required={!!extra.required} error={errors.fields[key]}>
      <AnswerInput
        id={fieldId(key)}
        name={key}
        value={answers[key]}
        required={!!extra.required}
        error={errors.fields[key]}
        type={extra.type}
        autoComplete={extra.autoComplete}
        dir={extra.dir}
        maxLength={MAX_LENGTH[key]}
        controlRef={controlRef(key)}
        onChange={(v) => setAnswer(key, v)}
      />
    </AnswerFrame>
  );

  return (
    <form className="answers" part="form" noValidate aria-busy={busy} aria-describedby={`${id}-note`} onSubmit={(e) => void handleSubmit(e)}>
      <p id={`${id}-note`} className="hint" part="required-note">
        {t`Fields marked with * are required.`}
      </p>
      {(errors.alert || wrong.length > 0) && (
        <div ref={summary} className="error-summary" part="error-summary" role="alert" tabIndex={-1} aria-labelledby={`${id}-summary`}>
          <p id={`${id}-summary`} className="error-summary__title">
            {errors.alert ?? t`Check the answers below.`}
          </p>
          {wrong.length > 0 && (
            <ul>
              {wrong.map(([key, message]) => (
                <li key={key}>
                  <button type="button" className="link" onClick={() => controls.current.get(key)?.focus()}>
                    {labelOf(key)}: {message}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="grid">
        {standard('name', { autoComplete: 'name', required: true })}
        {standard('company', { autoComplete: 'organization' })}
        {standard('email', { type: 'email', autoComplete: 'email', dir: 'ltr', required: true })}
        {standard('phone', { type: 'tel', autoComplete: 'tel', dir: 'ltr' })}
        <AnswerFrame id={fieldId('message')} label={labels.message} required={false} error={errors.fields.message} wide>
          <AnswerText
            id={fieldId('message')}
            name="message"
            value={answers.message}
            required={false}
            error={errors.fields.message}
            maxLength={MAX_LENGTH.message}
            controlRef={controlRef('message')}
            onChange={(v) => setAnswer('message', v)}
          />
        </AnswerFrame>
        {fields.map((field) => {
          const key = customKey(field.id);
          const props = {
            id: fieldId(key),
            name: `field_${field.id}`,
            value: answers.fields[String(field.id)] ?? '',
            required: field.required,
            error: errors.fields[key],
            controlRef: controlRef(key),
            onChange: (v: string) => setCustom(field.id, v),
          };
          return (
            <AnswerFrame key={field.id} id={props.id} label={field.name} required={field.required} error={props.error}>
              {field.field_type === 'select' ? (
                <AnswerChoice {...props} options={field.options} />
              ) : field.field_type === 'date' ? (
                <AnswerInput {...props} type="date" />
              ) : field.field_type === 'number' ? (
                <AnswerInput {...props} inputMode="decimal" maxLength={40} />
              ) : (
                <AnswerInput {...props} maxLength={SALES_LIMITS.fieldValue} />
              )}
            </AnswerFrame>
          );
        })}
      </div>
      {/* The honeypot: off-screen and out of the tab order and the accessibility tree, so only a robot fills it. */}
      <div className="trap" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t`Website`}</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={answers.website} onChange={(e) => setAnswer('website', e.target.value)} />
      </div>
      <div className="actions">
        <button type="submit" className="send" part="submit" aria-disabled={busy || undefined}>
          {busy ? t`Sending…` : t`Send`}
        </button>
      </div>
    </form>
  );
}
