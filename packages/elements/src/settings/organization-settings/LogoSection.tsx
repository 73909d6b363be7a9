import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fetchOrganizationLogo, saveOrganizationLogo, type OrganizationLogo } from '@si/core/admin';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';
import { formErrors } from '../../base/errors.ts';
import { Notice } from '../../base/Notice.tsx';
import { useFormSubmit } from '../../base/useFormSubmit.ts';

type Variant = keyof OrganizationLogo;
const VARIANTS: Variant[] = ['logo_light', 'logo_dark'];
/** What the server takes (hosts/api/src/routes/organizations/logo-image.ts). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'];
export const LOGO_MAX_BYTES = 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The light and dark logos: previews, a type and size check before upload, save or remove. */
export function LogoSection({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useLingui();
  const uid = useId();
  const { loaded, retry, setData: setStored } = useLoad<OrganizationLogo>((signal) => fetchOrganizationLogo(signal), 'logo');
  const stored = loaded.data;
  const loadError = loaded.status === 'error' ? errorText(loaded.error, i18n) : undefined;
  const [pending, setPending] = useState<Partial<OrganizationLogo>>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  // Remounts the file inputs after a save so they no longer hold the sent file.
  const [inputsKey, setInputsKey] = useState(0);

  // No checks at submit: a rejected file keeps its message (the choice already checked it).
  const { busy, errors: formState, setErrors, handleSubmit } = useFormSubmit(
    () => undefined,
    async () => {
      if (!Object.keys(pending).length) {
        setOutcome({ ok: true, text: t`Nothing to save: no setting changed.` });
        return;
      }
      setOutcome(undefined);
      setStored(await saveOrganizationLogo(pending));
      setPending({});
      setErrors({ fields: {} });
      setInputsKey((k) => k + 1);
      setOutcome({ ok: true, text: t`Logo saved.` });
    },
    (error) => {
      const { fields, alert } = formErrors(error, VARIANTS, i18n);
      setOutcome({ ok: false, text: alert ?? t`Nothing was saved.` });
      return { fields };
    },
  );
  const errors = formState.fields;

  const label = (variant: Variant) => (variant === 'logo_dark' ? t`Logo for dark backgrounds` : t`Logo for light backgrounds`);

  async function choose(variant: Variant, input: HTMLInputElement) {
    const file = input.files?.[0];
    setOutcome(undefined);
    if (!file) return;
    let problem: string | undefined;
    if (!LOGO_TYPES.includes(file.type)) problem = t`Choose a PNG, JPEG or SVG image.`;
    else if (file.size > LOGO_MAX_BYTES) problem = t`The image is larger than 1 MB.`;
    if (problem) {
      input.value = '';
      setErrors((e) => ({ ...e, fields: { ...e.fields, [variant]: problem } }));
      return;
    }
    try {
      const url = await readAsDataUrl(file);
      setErrors((e) => ({ ...e, fields: { ...e.fields, [variant]: '' } }));
      setPending((p) => ({ ...p, [variant]: url }));
    } catch {
      setErrors((e) => ({ ...e, fields: { ...e.fields, [variant]: t`This file could not be read.` } }));
    }
  }

  const submit = (event: FormEvent) => (canWrite ? handleSubmit(event) : event.preventDefault());

  const title = t`Logo`;
  return (
    <section className="settings-section" aria-labelledby={`${uid}-title`} part="section section-logo">
      <form noValidate onSubmit={submit} aria-busy={busy} aria-labelledby={`${uid}-title`} part="form">
        <h3 id={`${uid}-title`}>{title}</h3>
        <p className="intro">{t`Shown in the top bar and the portals. PNG, JPEG or SVG, at most 1 MB each.`}</p>
        {loadError && (
          <div className="unavailable" part="error">
            <p role="alert">{t`The logos could not be read: ${loadError}`}</p>
            <button type="button" onClick={retry}>{t`Try again`}</button>
          </div>
        )}
        {!stored && !loadError && <p className="muted" role="status">{t`Loading…`}</p>}
        {stored && (
          <div className="logos" key={inputsKey}>
            {VARIANTS.map((variant) => {
              const shown = variant in pending ? pending[variant] : stored[variant];
              const error = errors[variant];
              return (
                <div className="logo" key={variant} data-variant={variant}>
                  <div className={`preview preview--${variant === 'logo_dark' ? 'dark' : 'light'}`}>
                    {shown ? <img src={shown} alt={t`${label(variant)}: preview`} /> : <span className="muted">{t`No logo set.`}</span>}
                  </div>
                  {canWrite && (
                    <>
                      <label className="field">
                        <span>{label(variant)}</span>
                        <input
                          type="file"
                          name={variant}
                          accept={LOGO_TYPES.join(',')}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${uid}-${variant}-error` : undefined}
                          onChange={(e) => choose(variant, e.currentTarget)}
                        />
                      </label>
                      {shown && (
                        <button type="button" onClick={() => setPending((p) => ({ ...p, [variant]: null }))}>
                          {variant === 'logo_dark' ? t`Remove the dark logo` : t`Remove the light logo`}
                        </button>
                      )}
                    </>
                  )}
                  {!canWrite && <span className="help">{label(variant)}</span>}
                  {error && (
                    <span className="field-error" id={`${uid}-${variant}-error`} part="field-error">
                      {error}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        )}
        {outcome && (
          <Notice variant={outcome.ok ? 'success' : 'danger'} part="notice">
            {outcome.text}
          </Notice>
        )}
        {canWrite && stored && (
          <div className="actions">
            <button type="submit" className="primary" aria-label={t`Save ${title}`} disabled={busy} part="save">
              {busy ? t`Saving…` : t`Save`}
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
