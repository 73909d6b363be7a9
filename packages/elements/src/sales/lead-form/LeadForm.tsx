import { useCallback, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@si/core';
import type { SiErrorEvent } from '../../base/events.ts';
import { errorText } from '../../ui/errorText.ts';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { closedText, isClosed } from './leadFormAnswers.ts';
import { getLeadForm } from './leadFormCalls.ts';
import type { LeadSentDetail } from '../../base/events.ts';
import { LeadFormFields } from './LeadFormFields.tsx';

type LeadFormProps = {
  formKey?: string;
  heading?: string;
  onSent?(detail: LeadSentDetail): void;
  onError?(detail: SiErrorEvent['detail']): void;
};

/**
 * The lead form a tenant embeds on its own website: anyone may answer it, without signing in.
 * It reads the organization's form (its own questions and a fill-time stamp) by the form key,
 * and once an answer is accepted shows the thanks in its place. An unknown key, or a form the
 * organization turned off, says the form takes no answers.
 */
export function LeadForm({ formKey, heading, onSent, onError }: LeadFormProps) {
  const { t, i18n } = useLingui();
  const key = (formKey ?? '').trim();
  const headingId = useId();
  const [sent, setSent] = useState(false);
  // The thanks takes the focus from the send button it replaces, so it is read out.
  const focusOnShow = useCallback((node: HTMLElement | null) => node?.focus(), []);
  const form = useLoad(key ? (signal) => getLeadForm(key, signal) : null, key, {
    onError: (error) => onError?.({ status: error instanceof ApiError ? error.status : 0, message: isClosed(error) ? closedText(i18n) : errorText(error, i18n) }),
  });
  const definition = form.loaded.data;
  const title = heading || (definition?.organization ? t`Contact ${definition.organization}` : t`Contact us`);

  return (
    <section className="lead-form" part="lead-form" aria-labelledby={headingId}>
      <h2 id={headingId} part="heading">
        {title}
      </h2>
      {!key ? (
        <p className="notice notice--warning" part="closed">
          {t`This form is not set up yet: its form key is missing.`}
        </p>
      ) : sent ? (
        <p className="thanks" part="thanks" role="status" tabIndex={-1} ref={focusOnShow}>
          {t`Thank you: we will be in touch soon.`}
        </p>
      ) : form.loaded.status === 'error' && isClosed(form.loaded.error) ? (
        <p className="notice notice--warning" part="closed">
          {closedText(i18n)}
        </p>
      ) : definition ? (
        <LeadFormFields
          key={key}
          formKey={key}
          stamp={definition.stamp}
          fields={definition.fields}
          onSent={() => {
            setSent(true);
            onSent?.({ formKey: key });
          }}
        />
      ) : (
        <LoadState loaded={form.loaded} retry={form.retry} />
      )}
    </section>
  );
}
