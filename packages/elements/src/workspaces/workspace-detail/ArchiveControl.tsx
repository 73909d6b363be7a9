import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { ErrorAlert } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { updateAccount, type AccountRow } from '@si/core/admin';
import { useAccountWords } from './accountWords.tsx';

/** Archive (or restore) the workspace, after a confirmation; focus comes back to the button either way. */
export function ArchiveControl({ account, onSaved }: { account: AccountRow; onSaved(account: AccountRow): void }) {
  const { t, i18n } = useLingui();
  const words = useAccountWords();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const button = useRef<HTMLButtonElement>(null);
  const name = account.name;
  const archiving = !account.archived;

  const close = () => {
    setAsking(false);
    // The button is rendered again once the bar is gone.
    setTimeout(() => button.current?.focus(), 0);
  };
  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      onSaved(await updateAccount(account.id, { archived: archiving }));
    } catch (err) {
      setError(errorText(err, i18n));
    } finally {
      setBusy(false);
      close();
    }
  };

  return (
    <div className="archive" part="archive">
      <ErrorAlert message={error} />
      {asking ? (
        <ConfirmBar
          label={archiving ? words.archive : words.restore}
          confirmText={archiving ? t`Archive` : t`Restore`}
          onConfirm={() => void confirm()}
          onCancel={close}
        >
          {archiving ? words.archiveQuestion(name) : words.restoreQuestion(name)}
        </ConfirmBar>
      ) : (
        <button ref={button} type="button" disabled={busy} onClick={() => setAsking(true)}>
          {archiving ? words.archive : words.restore}
        </button>
      )}
    </div>
  );
}
