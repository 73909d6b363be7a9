import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../ui/errorText.ts';
import { Notice } from '../base/Notice.tsx';

/** What the last action came to: a confirmation or the server's refusal. */
export type Outcome = { ok: boolean; text: string };

/**
 * The outcome notice of an administration screen and the version that makes its list load
 * again: `changed` says what went through and reloads, `failed` shows why a call failed.
 */
export function useOutcome<O extends Outcome = Outcome>() {
  const { i18n } = useLingui();
  const [notice, setNotice] = useState<O>();
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const changed = (text: string) => {
    setNotice({ ok: true, text } as O);
    reload();
  };
  const failed = (error: unknown) => setNotice({ ok: false, text: errorText(error, i18n) } as O);
  return { notice, setNotice, version, reload, changed, failed };
}

/** The outcome as a success or danger notice (part "notice"); `children` follow its text. */
export function OutcomeNotice({ notice, children }: { notice?: Outcome; children?: ReactNode }) {
  if (!notice) return null;
  return (
    <Notice variant={notice.ok ? 'success' : 'danger'} part="notice">
      {notice.text}
      {children}
    </Notice>
  );
}
