import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardSummary } from '@si/contract';
import { moduleById } from '@si/contract/modules';

type Notice = DashboardSummary['notices'][number];

/** What needs someone's attention before the figures: the accounting system's client secret running out. */
export function DashboardNotices({ notices, locale }: { notices: Notice[]; locale: string }) {
  if (!notices.length) return null;
  return (
    <div className="si-dashboard__notices">
      {notices.map((notice) => (
        <SecretNotice key={notice.kind} notice={notice} locale={locale} />
      ))}
    </div>
  );
}

function SecretNotice({ notice, locale }: { notice: Notice; locale: string }) {
  const { t } = useLingui();
  const { days_left: days, expires_on } = notice.warning;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${expires_on}T00:00:00Z`));
  const when =
    days < 0
      ? t`The accounting system's client secret expired on ${date}: invoices and customers are no longer synchronized.`
      : days === 0
        ? t`The accounting system's client secret expires today, ${date}.`
        : t`The accounting system's client secret expires on ${date}, in ${days} days.`;
  return (
    <p className="si-dashboard__notice" role="status" data-notice={notice.kind} data-state={notice.warning.state}>
      {when}{' '}
      <a href={`/${moduleById('receivables').prefix}/settings/businessCentral`}>
        <Trans>An administrator enters the new secret in the accounting integration settings.</Trans>
      </a>
    </p>
  );
}
