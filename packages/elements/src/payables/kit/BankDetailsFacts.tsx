import { useLingui } from '@lingui/react/macro';
import type { BankDetailsRow, BankDetailsState } from '@si/contract';

/** A state in words (never the code itself). */
export function useBankDetailsStateText(): (state: BankDetailsState, replacedWhilePending?: boolean) => string {
  const { t } = useLingui();
  return (state, replacedWhilePending) => {
    switch (state) {
      case 'pending':
        return t`Waiting for verification`;
      case 'verified':
        return t`Verified`;
      case 'rejected':
        return t`Rejected`;
      case 'superseded':
        return replacedWhilePending ? t`Replaced before verification` : t`Replaced by newer details`;
    }
  };
}

type Props = {
  row: BankDetailsRow;
  part?: string;
};

/**
 * One set of bank details as a list of facts: holder, bank, IBAN and BIC or account and routing
 * number, currency, under the heading its caller gives. Numbers read left to right in every language.
 */
export function BankDetailsFacts({ row, part = 'details' }: Props) {
  const { t } = useLingui();
  const facts: [string, string, boolean][] = [
    [t`Account holder`, row.holder_name, false],
    [t`Bank`, row.bank_name, false],
    ...(row.iban
      ? ([
          [t`IBAN`, row.iban, true],
          [t`BIC (SWIFT)`, row.bic, true],
        ] as [string, string, boolean][])
      : ([
          [t`Account number`, row.account_number, true],
          [t`Routing number`, row.routing_number, true],
          ...(row.bic ? [[t`BIC (SWIFT)`, row.bic, true]] : []),
        ] as [string, string, boolean][])),
    [t`Currency`, row.currency ?? '', true],
  ];
  return (
    <dl className="instruction" part={part}>
      {facts
        .filter(([, value]) => value)
        .map(([name, value, code]) => (
          <div className="fact" key={name}>
            <dt>{name}</dt>
            <dd>{code ? <span className="mono" dir="ltr">{value}</span> : <bdi className="text">{value}</bdi>}</dd>
          </div>
        ))}
    </dl>
  );
}
