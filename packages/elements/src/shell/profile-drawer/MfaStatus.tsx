import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getUserMfa } from '@si/core/account';
import { MfaSetup } from '../../account/MfaSetup.tsx';
import { dialogKeys } from '../../ui/focusTrap.ts';
import { usePanelDirection } from '../../ui/usePanelDirection.ts';
import { useShell } from '../../base/Shell.tsx';

type Status = 'loading' | 'on' | 'off' | 'error';

/**
 * The user's MFA status (GET /api/users/{id}/user_mfa); when off, Enable opens the
 * "Setup user MFA" dialog holding the same setup flow as sign-in (si-mfa-setup's component).
 */
export function MfaStatus({ userId, load }: { userId: number; load: boolean }) {
  const { t } = useLingui();
  const { lang, dir } = useShell();
  const panelDir = usePanelDirection();
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const [setupOpen, setSetupOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!load) return;
    let live = true;
    setStatus('loading');
    getUserMfa(userId).then(
      (mfa) => live && setStatus(mfa?.active ? 'on' : 'off'),
      () => live && setStatus('error'),
    );
    return () => {
      live = false;
    };
  }, [userId, load, attempt]);

  useLayoutEffect(() => {
    const node = dialog.current;
    if (setupOpen && node && !node.open) node.showModal();
  }, [setupOpen]);

  // Not left to the dialog's close event, which comes late (or never in a background tab).
  function closeSetup() {
    dialog.current?.close();
    setSetupOpen(false);
  }

  function handleEnabled() {
    setStatus('on');
    closeSetup();
  }

  return (
    <div className="row" part="mfa">
      <span className="row__label">{t`MFA`}</span>
      <span className="row__value" role="status">
        {status === 'loading' && <sl-spinner />}
        {status === 'on' && <span className="badge badge--on">{t`Enabled`}</span>}
        {status === 'off' && <span className="badge badge--off">{t`Not enabled`}</span>}
        {status === 'error' && <span className="muted">{t`The MFA status could not be loaded.`}</span>}
      </span>
      {status === 'off' && (
        <sl-button size="small" variant="primary" lang={lang} dir={dir} part="enable-mfa" onClick={() => setSetupOpen(true)}>
          {t`Enable`}
        </sl-button>
      )}
      {status === 'error' && (
        <sl-button size="small" lang={lang} dir={dir} part="retry-mfa" onClick={() => setAttempt((n) => n + 1)}>
          {t`Try again`}
        </sl-button>
      )}
      {setupOpen && (
        // A second modal dialog, on top of the drawer's.
        <dialog ref={dialog} className="mfa-dialog" part="mfa-dialog" dir={panelDir} aria-label={t`Setup user MFA`} onKeyDown={(event) => dialogKeys(event, closeSetup)} onClose={(event) => event.target === event.currentTarget && setSetupOpen(false)}>
          <MfaSetup heading={t`Setup user MFA`} onCancel={closeSetup} onMfaEnabled={handleEnabled} />
        </dialog>
      )}
    </div>
  );
}
