// React 19 passes props to custom elements as properties and `on<event>` props as
// listeners (`onsl-input` listens to `sl-input`). These are the Shoelace tags we use.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type Base = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  class?: string;
  lang?: string;
  dir?: string;
};
type Handler = (event: Event) => void;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'sl-input': Base & {
        label?: string;
        type?: string;
        name?: string;
        value?: string;
        autocomplete?: string;
        inputmode?: string;
        placeholder?: string;
        required?: boolean;
        disabled?: boolean;
        readonly?: boolean;
        'help-text'?: string;
        'password-toggle'?: boolean;
        maxlength?: number;
        pattern?: string;
        'data-invalid'?: boolean;
        'onsl-input'?: Handler;
      };
      'sl-button': Base & {
        type?: 'button' | 'submit' | 'reset';
        variant?: 'default' | 'primary' | 'success' | 'neutral' | 'warning' | 'danger' | 'text';
        loading?: boolean;
        disabled?: boolean;
        href?: string;
        size?: 'small' | 'medium' | 'large';
      };
      'sl-icon': Base & { name?: string; library?: string; label?: string; slot?: string };
      'sl-spinner': Base;
    }
  }
}
