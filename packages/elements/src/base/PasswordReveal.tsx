import { useState } from 'react';

export type PasswordReveal = { type: 'password' | 'text'; shown: boolean; toggle(): void };

/** Whether a password field shows what was typed; its `type` goes on the sl-input. */
export function usePasswordReveal(): PasswordReveal {
  const [shown, setShown] = useState(false);
  return { type: shown ? 'text' : 'password', shown, toggle: () => setShown((was) => !was) };
}

/**
 * The show-password toggle of a password sl-input, put in its suffix slot. Shoelace's own
 * toggle is out of the tab order; this one is a real button: a tab stop after the field,
 * named by `label`, pressed while the password shows.
 */
export function RevealButton({ reveal, label }: { reveal: PasswordReveal; label: string }) {
  return (
    <button type="button" slot="suffix" className="reveal" part="password-toggle" aria-label={label} aria-pressed={reveal.shown} onClick={reveal.toggle}>
      <sl-icon library="system" name={reveal.shown ? 'eye-slash' : 'eye'} aria-hidden="true" />
    </button>
  );
}
