import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getAccount, type AccountDirectoryRow } from '@si/core/admin';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { Notice } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { deleteBankAccount, listBankAccounts, type BankAccount } from '../kit/staff/rep-calls.ts';
import { BankAccountForm, EMPTY_BANK_ACCOUNT } from './BankAccountForm.tsx';

type Loaded = { list?: BankAccount[]; error?: string };

/**
 * The organization's pay instructions: the bank accounts customers are told to pay into, each
 * shown on every customer account or on one. Office Administrators add, edit and delete them;
 * other roles read.
 */
export function PayInstructionsAdmin() {
  const { t, i18n } = useLingui();
  const uid = useId();
  const canWrite = useIsOfficeAdmin();
  const [loaded, setLoaded] = useState<Loaded>({});
  const [attempt, setAttempt] = useState(0);
  const [names, setNames] = useState<Record<number, AccountDirectoryRow>>({});
  const [editing, setEditing] = useState<BankAccount>();
  const [confirming, setConfirming] = useState<BankAccount>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();

  useEffect(() => {
    const controller = new AbortController();
    setLoaded((l) => ({ list: l.list }));
    listBankAccounts(controller.signal).then(
      (list) => !controller.signal.aborted && setLoaded({ list }),
      (error: unknown) => !controller.signal.aborted && setLoaded({ error: errorText(error, i18n) }),
    );
    return () => controller.abort();
  }, [attempt, i18n]);

  // The names of the customer accounts a bank account is limited to.
  const wanted = [...new Set((loaded.list ?? []).map((b) => b.account_id).filter((id): id is number => id !== null && !names[id]))];
  useEffect(() => {
    if (!wanted.length) return undefined;
    const controller = new AbortController();
    for (const id of wanted) {
      getAccount(id, controller.signal).then(
        (row) => setNames((n) => ({ ...n, [id]: row })),
        () => undefined,
      );
    }
    return () => controller.abort();
    // Asks again only when a new account id shows up.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted.join(',')]);

  async function remove(entry: BankAccount) {
    setConfirming(undefined);
    setOutcome(undefined);
    try {
      await deleteBankAccount(entry.id!);
      setLoaded((l) => ({ list: (l.list ?? []).filter((b) => b.id !== entry.id) }));
      if (editing?.id === entry.id) setEditing(undefined);
      setOutcome({ ok: true, text: t`Bank account ${entry.bank_name} deleted.` });
    } catch (error) {
      setOutcome({ ok: false, text: t`The bank account could not be deleted: ${errorText(error, i18n)}` });
    }
  }

  const list = loaded.list;
  const shownOn = (b: BankAccount) => (b.account_id === null ? t`Every customer account` : (names[b.account_id]?.name ?? t`Account #${b.account_id}`));

  return (
    <div className="rep" part="base">
      <div className="rep-head">
        <div>
          <h2 id={`${uid}-title`} part="heading">{t`Pay instructions`}</h2>
          <p className="muted">{t`The bank accounts customers are told to pay into, on the invoice portal and the invoices.`}</p>
        </div>
        {canWrite && !editing && list && (
          <button type="button" className="primary" part="add" onClick={() => {
            setOutcome(undefined);
            setEditing(EMPTY_BANK_ACCOUNT);
          }}>
            {t`Add a bank account`}
          </button>
        )}
      </div>
      {!canWrite && (
        <p className="muted" part="read-only">
          {t`Only an Office Administrator can change the pay instructions; you see them read-only.`}
        </p>
      )}
      {outcome && (
        <Notice variant={outcome.ok ? 'success' : 'danger'} part={outcome.ok ? 'notice' : 'error'}>
          {outcome.text}
        </Notice>
      )}
      {loaded.error !== undefined && (
        <div className="actions">
          <Notice variant="danger" part="error">
            {t`The bank accounts could not be read: ${loaded.error}`}
          </Notice>
          <button type="button" onClick={() => setAttempt((n) => n + 1)}>{t`Try again`}</button>
        </div>
      )}
      {!list && loaded.error === undefined && <p className="muted" role="status">{t`Loading…`}</p>}
      {list && list.length === 0 && <p part="empty">{t`No bank account yet: customers see no pay instructions.`}</p>}
      {list && list.length > 0 && (
        <div className="scroll">
          <table className="report" part="table" aria-labelledby={`${uid}-title`}>
            <thead>
              <tr>
                <th scope="col">{t`Bank`}</th>
                <th scope="col">{t`Account holder`}</th>
                <th scope="col">{t`Account number or IBAN`}</th>
                <th scope="col">{t`SWIFT/BIC`}</th>
                <th scope="col">{t`Shown on`}</th>
                {canWrite && <th scope="col">{t`Actions`}</th>}
              </tr>
            </thead>
            <tbody>
              {list.map((b) => (
                <tr key={b.id} part="row">
                  <th scope="row">{b.bank_name}</th>
                  <td>
                    <bdi>{b.account_name}</bdi>
                  </td>
                  <td dir="ltr">{b.iban || b.account_number}</td>
                  <td dir="ltr">{b.swift || '—'}</td>
                  <td>{shownOn(b)}</td>
                  {canWrite && (
                    <td>
                      <div className="actions">
                        <button type="button" aria-label={t`Edit ${b.bank_name}`} onClick={() => {
                          setOutcome(undefined);
                          setEditing(b);
                        }}>
                          {t`Edit`}
                        </button>
                        <button type="button" className="danger" aria-label={t`Delete ${b.bank_name}`} onClick={() => setConfirming(b)}>
                          {t`Delete`}
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {confirming && (
        <ConfirmBar key={confirming.id} label={t`Delete bank account`} confirmText={t`Delete`} onConfirm={() => void remove(confirming)} onCancel={() => setConfirming(undefined)}>
          {t`Delete the bank account ${confirming.bank_name} (${confirming.iban || confirming.account_number})? Customers will no longer see it.`}
        </ConfirmBar>
      )}
      {editing && (
        <BankAccountForm
          key={editing.id ?? 'new'}
          entry={editing}
          account={editing.account_id ? names[editing.account_id] : undefined}
          onCancel={() => setEditing(undefined)}
          onSaved={(saved, message) => {
            setLoaded({ list: saved });
            setEditing(undefined);
            setOutcome({ ok: true, text: message });
          }}
        />
      )}
    </div>
  );
}
