import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getAccount, type AccountDirectoryRow, deleteBankAccount, listBankAccounts, type BankAccount } from '@si/core/admin';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { useIsOfficeAdmin } from '../../admin/roles.ts';
import { Notice } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { BankAccountForm, EMPTY_BANK_ACCOUNT } from './BankAccountForm.tsx';

/**
 * The organization's pay instructions: the bank accounts customers are told to pay into, each
 * shown on every customer account or on one. Office Administrators add, edit and delete them;
 * other roles read.
 */
export function PayInstructionsAdmin({ purpose }: { purpose?: string }) {
  const { t, i18n } = useLingui();
  const uid = useId();
  const canWrite = useIsOfficeAdmin();
  const { loaded, retry, setData } = useLoad(listBankAccounts, 'bank-accounts');
  const list = loaded.data;
  // The names of the customer accounts a bank account is limited to (a name that cannot be read shows the id).
  const ids = [...new Set((list ?? []).map((b) => b.account_id).filter((id): id is number => id !== null))].sort((a, b) => a - b);
  const names: Record<number, AccountDirectoryRow | undefined> =
    useLoad(
      ids.length ? async (signal) => Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await getAccount(id, signal).catch(() => undefined)] as const))) : null,
      ids.join(','),
    ).loaded.data ?? {};
  const [editing, setEditing] = useState<BankAccount>();
  const [confirming, setConfirming] = useState<BankAccount>();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();

  async function remove(entry: BankAccount) {
    setConfirming(undefined);
    setOutcome(undefined);
    try {
      await deleteBankAccount(entry.id!);
      setData((l) => l.filter((b) => b.id !== entry.id));
      if (editing?.id === entry.id) setEditing(undefined);
      setOutcome({ ok: true, text: t`Bank account ${entry.bank_name} deleted.` });
    } catch (error) {
      setOutcome({ ok: false, text: t`The bank account could not be deleted: ${errorText(error, i18n)}` });
    }
  }

  const shownOn = (b: BankAccount) => (b.account_id === null ? t`Every customer account` : (names[b.account_id]?.name ?? t`Account #${b.account_id}`));

  return (
    <div className="rep" part="base">
      <div className="rep-head">
        <div>
          <h2 id={`${uid}-title`} part="heading">{t`Pay instructions`}</h2>
          <p className="muted">
            {purpose === 'paying'
              ? t`The organization's bank accounts: each payment run pays vendors from one of them. Customers are told to pay into the same accounts on the invoice portal and the invoices.`
              : t`The bank accounts customers are told to pay into, on the invoice portal and the invoices.`}
          </p>
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
      {loaded.status === 'error' && (
        <div className="actions">
          <Notice variant="danger" part="error">
            {t`The bank accounts could not be read: ${errorText(loaded.error, i18n)}`}
          </Notice>
          <button type="button" onClick={retry}>{t`Try again`}</button>
        </div>
      )}
      {!list && loaded.status !== 'error' && <p className="muted" role="status">{t`Loading…`}</p>}
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
            setData(saved);
            setEditing(undefined);
            setOutcome({ ok: true, text: message });
          }}
        />
      )}
    </div>
  );
}
