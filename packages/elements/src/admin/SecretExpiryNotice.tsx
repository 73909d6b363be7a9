import { useLingui } from '@lingui/react/macro';
import type { ClientSecretWarning } from '@si/contract';
import { Notice } from '../base/Notice.tsx';

/**
 * The accounting system's client secret expires within the warning period, or has expired (the
 * server computes it when the settings are read): what stops, and what to do.
 */
export function SecretExpiryNotice({ warning }: { warning: ClientSecretWarning | null | undefined }) {
  const { t, i18n } = useLingui();
  if (!warning) return null;
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${warning.expires_on}T00:00:00Z`));
  const days = warning.days_left;
  const text =
    days < 0
      ? t`The client secret expired on ${date}: invoices and customers are no longer synchronized. Create a new secret in Business Central and enter it here with its expiry date.`
      : days === 0
        ? t`The client secret expires today, ${date}. Create a new secret in Business Central and enter it here with its expiry date.`
        : t`The client secret expires on ${date}, in ${days} days. Create a new secret in Business Central and enter it here with its new expiry date.`;
  return (
    <Notice variant={days < 0 ? 'danger' : 'warning'} part="secret-expiry">
      {text}
    </Notice>
  );
}
