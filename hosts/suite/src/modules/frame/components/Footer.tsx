import { Trans, useLingui } from '@lingui/react/macro';
import { DOCUMENTATION_URL } from '../../navigation/utils/documentationUrl.ts';

/** The studio named in the credit line; a deployment may set its own at build time. */
const STUDIO = import.meta.env.VITE_STUDIO_NAME || 'Suite of Portals';
const YEAR = 2023;

/** Spec 1 and 2.15: the credit line with the year 2023 and the Documentation link, opening in a new tab. */
export function Footer() {
  const { t } = useLingui();
  return (
    <footer className="si-footer">
      <p className="si-footer__credit">
        <Trans>
          © {YEAR}, made by {STUDIO}
        </Trans>
      </p>
      <a className="si-footer__link" href={DOCUMENTATION_URL} target="_blank" rel="noopener noreferrer">
        <Trans>Documentation</Trans>
        <span className="si-visually-hidden">{t`(opens in a new tab)`}</span>
      </a>
    </footer>
  );
}
