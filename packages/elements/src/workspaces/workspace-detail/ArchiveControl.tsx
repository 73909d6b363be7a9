import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmBar } from '../../admin/ConfirmBar.tsx';
import { ErrorAlert } from '../../base/Notice.tsx';
import { errorText } from '../../ui/errorText.ts';
import { updateAccount, type AccountRow } from './workspaceCalls.ts';

/** Archive (or restore) the workspace, after a confirmation; focus comes back to the button either way. */
export function ArchiveControl({ account, onSaved }: { account: AccountRow; onSaved(account: AccountRow): void }) {
  const { t, i18n } = useLingui();
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
          label={archiving ? t`Archive workspace` : t`Restore workspace`}
          confirmText={archiving ? t`Archive` : t`Restore`}
          onConfirm={() => void confirm()}
          onCancel={close}
        >
          {archiving ? t`Archive ${name}? It leaves the list of active workspaces until it is restored.` : t`Restore ${name} to the active workspaces?`}
        </ConfirmBar>
      ) : (
        <button ref={button} type="button" disabled={busy} onClick={() => setAsking(true)}>
          {archiving ? t`Archive workspace` : t`Restore workspace`}
        </button>
      )}
    </div>
  );
}
