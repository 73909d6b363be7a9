import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PortalLinkIssued } from '@si/core/admin';

/** The new link, shown once: a read-only field that takes the focus, a Copy button, and where it was mailed. */
export function IssuedLink({ issued }: { issued: PortalLinkIssued }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'refused'>();
  const sentTo = issued.sent_to;

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [issued]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(issued.url);
      setCopied('yes');
    } catch {
      // Refused (no permission, or an insecure page): leave the text selected for the keyboard.
      input.current?.focus();
      input.current?.select();
      setCopied('refused');
    }
  }

  return (
    <div className="issued" part="issued-link">
      <label className="field">
        <span>{t`New portal link`}</span>
        <input ref={input} type="text" readOnly value={issued.url} dir="ltr" />
      </label>
      <div className="row">
        <button type="button" onClick={() => void copy()}>
          {t`Copy link`}
        </button>
        <span role="status" part="copy-status">
          {copied === 'yes' ? t`Link copied.` : copied === 'refused' ? t`The browser refused to copy. The link is selected: copy it with Ctrl+C (⌘C on a Mac).` : ''}
        </span>
      </div>
      <p className="hint">{t`The link is shown only this once. If it is lost, issue a new one.`}</p>
      {sentTo && <p className="hint">{t`Sent by e-mail to ${sentTo}.`}</p>}
    </div>
  );
}
