/** Focuses a control; a Shoelace input only once it has rendered its native input. */
export function focusControl(target: HTMLElement | null | undefined): void {
  if (!target) return;
  if (!target.localName.startsWith('sl-')) {
    target.focus();
    return;
  }
  void customElements
    .whenDefined(target.localName)
    .then(() => (target as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete)
    .then(() => target.isConnected && target.focus());
}
