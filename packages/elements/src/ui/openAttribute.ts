// r2wc keeps props under these registered symbols (see base/element.tsx).
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

type Element = HTMLElement & {
  connectedCallback?(): void;
  attributeChangedCallback?(name: string, old: string | null, value: string | null): void;
};
type Ctor = new (...args: any[]) => Element; // eslint-disable-line @typescript-eslint/no-explicit-any -- the mixin pattern needs an any[] constructor

/**
 * Adds a boolean `open` attribute (present = open, as on <dialog>) with `show()` and
 * `hide()`. r2wc would read `open=""` as no value, hence this. Closing from inside
 * (Escape, close button, a link) emits `si-close` and removes the attribute, so the
 * host's attribute always says whether the panel is open.
 */
export function withOpenAttribute<T extends Ctor>(Base: T) {
  return class extends Base {
    static get observedAttributes(): string[] {
      return [...((Base as unknown as { observedAttributes?: string[] }).observedAttributes ?? []), 'open'];
    }

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see Ctor
    constructor(...args: any[]) {
      super(...args);
      this.addEventListener('si-close', (event) => {
        if (event.target === this) this.removeAttribute('open');
      });
    }

    connectedCallback(): void {
      // `open` set on the element before its script defined it (React does this) is an
      // own property hiding the accessor below: move it onto the attribute.
      if (Object.prototype.hasOwnProperty.call(this, 'open')) {
        const early = (this as unknown as { open: unknown }).open;
        delete (this as unknown as { open?: unknown }).open;
        this.open = Boolean(early);
      }
      (super.connectedCallback as (() => void) | undefined)?.call(this);
    }

    attributeChangedCallback(name: string, old: string | null, value: string | null): void {
      if (name !== 'open') {
        super.attributeChangedCallback?.(name, old, value);
        return;
      }
      const self = this as unknown as Record<symbol, unknown>;
      (self[PROPS] as Record<string, unknown>).open = value !== null;
      (self[RENDER] as () => void).call(this);
    }

    /** Whether the panel is open; setting it adds or removes the `open` attribute. */
    get open(): boolean {
      return this.hasAttribute('open');
    }
    set open(value: boolean) {
      this.toggleAttribute('open', Boolean(value));
    }

    show(): void {
      this.open = true;
    }
    hide(): void {
      this.open = false;
    }
  };
}
