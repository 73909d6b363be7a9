/** Small pieces the three workflow screens share: route links and labelled native fields with their error. */
import { useId, type ReactNode } from 'react';
import { followLink } from '../../admin/links.ts';

export { hrefFor, navigate } from '../../admin/links.ts';

/** A link the suite routes without a reload (si-navigate); a plain link elsewhere. */
export function RouteLink({ href, label, children }: { href: string; label?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      aria-label={label}
      onClick={(event) => followLink(event, href)}
    >
      {children}
    </a>
  );
}

type FieldProps = {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  /** Renders the control (inside the label) with the ids that tie it to its hint and error. */
  children(ids: { describedBy: string | undefined; invalid: boolean }): ReactNode;
};

/** A visible label around the control, a hint and the field's error (server or client) under it. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className ?? ''}`} data-invalid={error ? true : undefined}>
      <label>
        <span>{label}</span>
        {children({ describedBy: described, invalid: !!error })}
      </label>
      {hint && (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field-error" part="field-error">
          {error}
        </small>
      )}
    </div>
  );
}
