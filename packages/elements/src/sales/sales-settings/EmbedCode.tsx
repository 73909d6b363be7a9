import { useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { getApiBase } from '@si/core';
import { embedSnippet, noScriptAddress, suiteOrigin } from './embedSnippet.ts';

type CopyTarget = 'key' | 'snippet' | 'address';

/**
 * The lead form's key and the code to put it on a website, each in a read-only field with its
 * Copy button; where the browser refuses the clipboard, the text is selected for the keyboard.
 * Before the first save there is no key yet, which it says.
 */
export function EmbedCode({ formKey, enabled }: { formKey: string; enabled: boolean }) {
  const { t } = useLingui();
  const id = useId();
  const fields = useRef(new Map<CopyTarget, HTMLInputElement | HTMLTextAreaElement>());
  const [copied, setCopied] = useState('');

  if (!formKey) {
    return (
      <p className="muted" part="no-key">
        {t`The form's key is made when these settings are saved for the first time; the code to put the form on your website shows here then.`}
      </p>
    );
  }

  const origin = suiteOrigin(getApiBase(), location.href);
  const snippet = embedSnippet(origin, formKey, t`Contact us`);
  const address = noScriptAddress(origin, formKey);
  const done: Record<CopyTarget, string> = { key: t`The key is copied.`, snippet: t`The code is copied.`, address: t`The address is copied.` };

  async function copy(target: CopyTarget, value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(done[target]);
    } catch {
      // Refused (no permission, or an insecure page): leave the text selected for Ctrl+C.
      const field = fields.current.get(target);
      field?.focus();
      field?.select();
      setCopied(t`The browser refused to copy. The text is selected: copy it with Ctrl+C (⌘C on a Mac).`);
    }
  }
  const keep = (target: CopyTarget) => (node: HTMLInputElement | HTMLTextAreaElement | null) => {
    if (node) fields.current.set(target, node);
  };

  return (
    <div className="embed" part="embed">
      {!enabled && (
        <p className="muted" part="form-off">
          {t`The form is off: a website showing it says it takes no answers until you turn it on.`}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-key`}>{t`Form key`}</label>
        <div className="copy-row">
          <input id={`${id}-key`} ref={keep('key')} type="text" readOnly value={formKey} dir="ltr" part="form-key" />
          <button type="button" onClick={() => void copy('key', formKey)}>{t`Copy the key`}</button>
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-snippet`}>{t`Code for your website`}</label>
        <small id={`${id}-snippet-hint`} className="muted">
          {t`Paste it into the page where the form should show. Your website's Content-Security-Policy must allow scripts and connections to ${origin}, and the organization's allowed origins must list your website.`}
        </small>
        <textarea id={`${id}-snippet`} ref={keep('snippet')} readOnly rows={4} value={snippet} dir="ltr" spellCheck={false} aria-describedby={`${id}-snippet-hint`} part="snippet" />
        <button type="button" className="copy" onClick={() => void copy('snippet', snippet)}>{t`Copy the code`}</button>
      </div>
      <div className="field">
        <label htmlFor={`${id}-address`}>{t`The form without JavaScript`}</label>
        <small id={`${id}-address-hint`} className="muted">
          {t`A plain page of the same form, for visitors whose browser runs no JavaScript; the code above links to it. You can also link to it from an e-mail.`}
        </small>
        <div className="copy-row">
          <input id={`${id}-address`} ref={keep('address')} type="text" readOnly value={address} dir="ltr" aria-describedby={`${id}-address-hint`} part="no-script-address" />
          <button type="button" onClick={() => void copy('address', address)}>{t`Copy the address`}</button>
        </div>
      </div>
      <p role="status" className="muted" part="copy-status">
        {copied}
      </p>
    </div>
  );
}
