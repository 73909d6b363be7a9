/** Section history: every change to every section, newest first, each with what it changed (before and after, in words), who and when; older pages on demand. */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LoanDetail, LoanHistoryRow, LoanSection } from '@si/contract';
import { LOAN_SECTIONS, type LoanStatus } from '@si/contract/lending';
import { Notice } from '../../base/Notice.tsx';
import { useShell } from '../../base/Shell.tsx';
import { errorText } from '../../ui/errorText.ts';
import { loanStatusText, sectionTitle } from '../kit/lendingWords.ts';
import { loanHistory } from '../kit/staff/loanCalls.ts';
import { historyActionText, historyFieldText, historyValueText } from '../kit/staff/loanWords.ts';
import { Section } from './parts.tsx';

function Change({ row }: { row: LoanHistoryRow }) {
  const { t, i18n } = useLingui();
  const fields = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])];
  const value = (field: string, v: unknown) => historyValueText(field, v, i18n, { status: (s) => loanStatusText(s as LoanStatus, i18n) });
  if (!fields.length) return null;
  return (
    <ul className="plain change">
      {fields.map((field) => {
        const had = row.before !== null && Object.hasOwn(row.before, field);
        const has = row.after !== null && Object.hasOwn(row.after, field);
        const name = historyFieldText(field, i18n);
        const from = value(field, row.before?.[field]);
        const to = value(field, row.after?.[field]);
        return (
          <li key={field}>
            {had && has ? (
              <>
                {t`${name}: from`} <bdi>{from}</bdi> {t`to`} <bdi>{to}</bdi>
              </>
            ) : has ? (
              <>
                {t`${name}:`} <bdi>{to}</bdi>
              </>
            ) : (
              <>
                {t`${name} was:`} <bdi>{from}</bdi>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function HistorySection({ loan }: { loan: LoanDetail }) {
  const { t, i18n } = useLingui();
  const { lang } = useShell();
  const [more, setMore] = useState<{ rows: LoanHistoryRow[]; page: number; next: boolean }>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string>();
  // A loan changed since: its first page is new, and the older pages start again.
  const [shownFor, setShownFor] = useState(loan.version);
  if (shownFor !== loan.version) {
    setShownFor(loan.version);
    setMore(undefined);
  }
  const rows = [...loan.history.results, ...(more?.rows ?? [])];
  const hasMore = more ? more.next : loan.history.next !== null;
  async function older() {
    setBusy(true);
    setFailed(undefined);
    try {
      // The first page the detail carries has 20 rows; pages of 25 from the history call are read past them.
      const page = more ? more.page + 1 : 1;
      const got = await loanHistory(loan.id, page);
      const seen = new Set(rows.map((r) => r.id));
      setMore({ rows: [...(more?.rows ?? []), ...got.results.filter((r) => !seen.has(r.id))], page, next: got.next !== null });
    } catch (error) {
      setFailed(errorText(error, i18n));
    } finally {
      setBusy(false);
    }
  }
  const at = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Section section="history" part="history">
      {rows.length ? (
        <ol className="plain" part="history-list">
          {rows.map((r) => (
            <li key={r.id} part="history-row">
              <strong>
                {(LOAN_SECTIONS as readonly string[]).includes(r.section) ? sectionTitle(r.section as LoanSection, i18n) : r.section}: {historyActionText(r.action, i18n)}
              </strong>
              <Change row={r} />
              <div className="muted">{r.by ? t`By ${r.by.name}, ${at(r.at)}` : r.contact ? t`By ${r.contact.name} (borrower), ${at(r.at)}` : at(r.at)}</div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{t`No changes yet.`}</p>
      )}
      {failed && (
        <Notice variant="danger" part="history-error">
          {failed}
        </Notice>
      )}
      {hasMore && (
        <button type="button" part="older" disabled={busy} onClick={() => void older()}>
          {t`Show older changes`}
        </button>
      )}
    </Section>
  );
}
