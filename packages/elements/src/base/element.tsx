import type { ComponentType } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { adoptStyles, type CSSResult } from '@lit/reactive-element/css-tag.js';
import './runtime.ts';
import { emit } from './emit.ts';
import type { SiEventMap } from './events.ts';
import { Shell, type ShellProps } from './Shell.tsx';
import { tokenStyles } from './tokens.styles.ts';

type ElementOptions = {
  /** The component's own attributes, as camelCase prop names (`activationToken` is `activation-token`). */
  attributes?: readonly string[];
  /** Callback props of the component and the public event each one dispatches. */
  events?: Record<string, keyof SiEventMap>;
  styles?: CSSResult[];
  /**
   * Called as soon as the element is connected, before React renders: a portal element starts
   * the reads its first render needs here (warmReads in portal-kit). When it returns a promise,
   * the first render waits for it: with the data in hand it shows the data at once.
   */
  warm?: (host: HTMLElement) => Promise<unknown> | undefined;
};

type R2wcProps = ShellProps & { container: ShadowRoot } & Record<string, unknown>;

// r2wc keeps props under these registered symbols; see attributeChangedCallback below.
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * Wraps a React component as a custom element: open shadow root with the design tokens,
 * the shared attributes (`locale`, `theme`, `api-base`), and callback props turned into
 * bubbling, composed `si-*` events dispatched from the host.
 */
export function elementClass<P extends object>(Component: ComponentType<P>, options: ElementOptions = {}): CustomElementConstructor {
  const { attributes = [], events = {}, styles = [], warm } = options;

  function Adapted(props: R2wcProps) {
    const { locale, theme, apiBase, container, ...own } = props;
    const host = container.host;
    const callbacks = Object.fromEntries(
      Object.entries(events).map(([prop, name]) => [prop, (detail: never) => emit(host, name, detail)]),
    );
    return (
      <Shell locale={locale} theme={theme} apiBase={apiBase}>
        <Component {...(own as P)} {...callbacks} />
      </Shell>
    );
  }

  const propTypes = Object.fromEntries(['locale', 'theme', 'apiBase', ...attributes].map((p) => [p, 'string' as const]));
  const Base = r2wc(Adapted, { shadow: 'open', props: propTypes }) as unknown as CustomElementConstructor;

  return class extends Base {
    constructor() {
      super();
      // r2wc starts out "connected", so a property set on a fresh element (React does that
      // before inserting it) mounted a React root; an element React then discarded kept
      // that root alive, calling the API and alerting. Mount on connection only.
      (this as unknown as Record<symbol, unknown>)[CONNECTED] = false;
      adoptStyles(this.shadowRoot!, [...tokenStyles, ...styles]);
    }

    connectedCallback() {
      // Mounted once the first reads are answered, if the element starts any (warm).
      const mount = () => this.isConnected && (Base.prototype as unknown as { connectedCallback(): void }).connectedCallback.call(this);
      const answered = warm?.(this);
      if (answered) void answered.then(mount);
      else mount();
    }

    // r2wc ignores an attribute that is removed or emptied, so the prop would keep its
    // old value; clear it and re-render instead, so removing `uid` really leaves confirm mode.
    attributeChangedCallback(name: string, old: string | null, value: string | null) {
      const self = this as unknown as Record<symbol, unknown>;
      if (value) {
        (Base.prototype as unknown as { attributeChangedCallback(n: string, o: string | null, v: string | null): void })
          .attributeChangedCallback.call(this, name, old, value);
        return;
      }
      const props = self[PROPS] as Record<string, unknown> | undefined;
      if (!props || props[camel(name)] === undefined) return;
      delete props[camel(name)];
      (self[RENDER] as () => void).call(this);
    }
  };
}
