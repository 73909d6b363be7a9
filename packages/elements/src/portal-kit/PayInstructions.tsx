import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PayInstruction } from '@si/contract';
import { fetchPayInstructions } from '@si/core/portal';
import type { SiErrorEvent } from '../base/events.ts';
import { ErrorAlert } from '../base/Notice.tsx';
import { usePortalResource } from './usePortalResource.ts';

export type PayInstructionsProps = { token?: string; onError?: (detail: SiErrorEvent['detail']) => void };

type Field = Exclude<keyof PayInstruction, 'id'>;
const FIELDS: [Field, MessageDescriptor, boolean][] = [
  ['bank_name', msg`Bank name`, false],
  ['account_name', msg`Account name`, false],
  ['account_number', msg`Account number`, true],
  ['routing_number', msg`Routing number`, true],
  ['iban', msg`IBAN`, true],
  ['swift', msg`SWIFT / BIC`, true],
  ['reference', msg`Payment reference`, true],
  ['notes', msg`Notes`, false],
];

/** How to pay by bank transfer: the organization's bank details, each number with a copy button. */
export function PayInstructions({ token, onError }: PayInstructionsProps) {
  const { t, i18n } = useLingui();
  const { data: list, error } = usePortalResource(token, fetchPayInstructions, onError);
  const [copied, setCopied] = useState('');

  async function copy(label: string, value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(t`${label} copied.`);
    } catch {
      // The clipboard needs a secure context and the page's permission; say so plainly.
      setCopied(t`Copying is not allowed here. Select the text and copy it instead.`);
    }
  }

  if (error) return <ErrorAlert message={error} />;
  if (!list) return <p className="loading" role="status">{t`Loading…`}</p>;
  return (
    <section className="pay-instructions" part="pay-instructions" aria-label={t`How to pay`}>
      <h3 part="heading">{t`How to pay`}</h3>
      {list.length === 0 && <p className="muted">{t`No payment instructions have been published yet.`}</p>}
      {list.map((instruction) => (
        <dl className="facts instruction" part="instruction" key={instruction.id}>
          {FIELDS.filter(([field]) => instruction[field].trim()).map(([field, label, copyable]) => {
            const name = i18n._(label);
            return (
              <div className="fact" key={field}>
                <dt>{name}</dt>
                <dd>
                  <span className={copyable ? 'mono' : 'text'}>{instruction[field]}</span>
                  {copyable && (
                    <button type="button" className="plain copy" part="copy" aria-label={t`Copy ${name}`} onClick={() => void copy(name, instruction[field])}>
                      {t`Copy`}
                    </button>
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      ))}
      <p className="muted" role="status" part="copied">
        {copied}
      </p>
    </section>
  );
}
