/**
 * Marks a Shoelace field (sl-input, sl-textarea, sl-select) invalid with its message, for a `ref`.
 * Shoelace then styles the field itself (`data-invalid`), and its native input fails constraint
 * validation, which the browser reports to assistive technology as invalid (the help text that
 * shows the message already describes the input). The elements' forms are `noValidate`, so this
 * never blocks a submit. An empty message makes the field valid again. `data-field-error` marks
 * the field at once, in the same render as its message.
 */
type Validatable = HTMLElement & { setCustomValidity?(message: string): void; updateComplete?: Promise<unknown> };

export function invalidField(error: string | undefined): (field: HTMLElement | null) => void {
  return (field) => {
    if (!field) return;
    // At once, for the form's summary and the style: Shoelace's own data-invalid follows only
    // once the validity below is set, and it drops the one React wrote when the value changes.
    field.toggleAttribute('data-field-error', !!error);
    const control = field as Validatable;
    void customElements
      .whenDefined(control.localName)
      .then(() => control.updateComplete)
      .then(() => {
        if (control.isConnected) control.setCustomValidity?.(error ?? '');
      });
  };
}
