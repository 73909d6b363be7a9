import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLingui } from '@lingui/react/macro';
import { $resolvedTheme, getApiBase } from '@si/core';
import { $organizationLogo, $organizationName, loadOrganizationName } from '../states/$organizationLogo.ts';
import { logoSources } from '../utils/logoSources.ts';

export type LogoProps = { href: string };

// A path the API hands back is on the API's origin, which may not be the suite's.
const absolute = (source: string) => (source.startsWith('/') && !source.startsWith('//') ? `${getApiBase()}${source}` : source);

/**
 * The organization's logo in the theme's variant, linking to the module's dashboard;
 * each image that fails to load gives way to the next (spec 8), and when none loads the
 * organization's name is written out instead.
 */
export function Logo({ href }: LogoProps) {
  const { t } = useLingui();
  const state = useStore($organizationLogo);
  const theme = useStore($resolvedTheme);
  const name = useStore($organizationName);
  const sources = logoSources(state, theme, location.hostname).map(absolute);
  const key = sources.join(' ');
  const [failed, setFailed] = useState({ key, count: 0 });
  const count = failed.key === key ? failed.count : 0;
  const source = sources[count];
  const exhausted = state !== undefined && source === undefined;

  useEffect(() => {
    if (exhausted) void loadOrganizationName();
  }, [exhausted]);

  function handleError() {
    setFailed({ key, count: count + 1 });
  }

  return (
    <a className="si-logo" href={href} data-testid="logo">
      {source ? <img className="si-logo__image" src={source} alt={name || t`Organization logo`} onError={handleError} /> : null}
      {exhausted ? <span className="si-logo__name">{name || t`Home`}</span> : null}
    </a>
  );
}
