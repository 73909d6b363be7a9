import { useEffect, useRef, useState } from 'react';
import { useLoad } from '../ui/useLoad.tsx';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError, describeError, setAppearance } from '@si/core';
import { portalFailure } from './portalFailure.ts';
import { getContractPortalData, getPortalDetails, portalLogoUrl, takeWarmAnswer } from '@si/core/portal';
import { MODULE_NAMES } from '@si/core/module-names';
import type { PortalBranding, PortalDetails } from '@si/contract';
import type { PortalPrefix } from '@si/contract/modules';
import type { SiErrorEvent } from '../base/events.ts';
import { useShell } from '../base/Shell.tsx';
import { HoldBanner } from './HoldBanner.tsx';
import { setPortalBranding, usePortalBranding } from './branding.ts';

export type PortalBarProps = {
  token?: string;
  /** secureinvoice | payable | filestride | bank | spm | clm */
  module?: string;
  onError?: (detail: SiErrorEvent['detail']) => void;
};

type Details = { firstName: string; lastName: string; hold: boolean; holdMessage: string; organization?: PortalBranding };

/**
 * The bar's title per portal (the `module` attribute names a portal by its module's route
 * prefix): its module's name, but for the two titles spec 2.14 gives the portals themselves.
 */
const TITLES: Record<PortalPrefix, MessageDescriptor> = {
  secureinvoice: MODULE_NAMES.receivables,
  payable: msg`Account Payable`,
  filestride: MODULE_NAMES['document-collection'],
  bank: MODULE_NAMES.lending,
  spm: msg`Sales CRM Pipeline`,
  clm: MODULE_NAMES.contracts,
};

async function loadDetails(token: string, module: string | undefined, signal: AbortSignal): Promise<Details> {
  if (module === 'clm') {
    const data = await getContractPortalData(token, signal);
    return { firstName: data.first_name, lastName: data.last_name, hold: data.accountHold, holdMessage: data.accountHoldMessage, organization: data.organization };
  }
  return fromDetails(await getPortalDetails(token, signal));
}

function fromDetails(data: PortalDetails): Details {
  return { firstName: data.customer.first_name, lastName: data.customer.last_name, hold: data.workspace.account_hold, holdMessage: '', organization: data.organization };
}

/** The details the element read early, when they are in already: the first render greets at once. */
function earlyDetails(token: string | undefined, module: string | undefined): Details | undefined {
  const data = module === 'clm' ? undefined : takeWarmAnswer<PortalDetails>('details', token);
  return data && fromDetails(data);
}

/**
 * The top bar of every portal (spec 2.14): the organization's logo (its name when there is none
 * or it fails to load) and name, the portal's title, greeting, light/dark toggle and the on-hold
 * banner. The organization's brand colour becomes the portal's primary colour. A details call answering other than 200 shows its status text in a
 * browser alert, as the spec's error catalogue asks.
 */
export function PortalBar({ token, module, onError }: PortalBarProps) {
  const { t, i18n } = useLingui();
  const { mode, setBrand } = useShell();
  const { loaded } = useLoad(token ? (signal) => loadDetails(token, module, signal) : null, `${module ?? ''} ${token ?? ''}`, {
    initial: () => earlyDetails(token, module),
    onError: (error) => {
      const text = (error instanceof ApiError && error.statusText) || describeError(error, i18n);
      window.alert(text);
      onError?.(portalFailure(error, text));
    },
  });
  const details = loaded.data;
  const [logoFailed, setLogoFailed] = useState(false);
  const organization = details?.organization;
  const bar = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!organization || !token) return;
    setPortalBranding(token, organization);
    setBrand?.(organization.brand_color ?? undefined);
  }, [organization, token, setBrand]);

  function toggleTheme() {
    const next = mode === 'dark' ? 'light' : 'dark';
    // An element with its own theme attribute keeps it: flip the attribute of the element
    // this bar renders in; otherwise the choice is the page's appearance (saved).
    const host = (bar.current?.getRootNode() as ShadowRoot | undefined)?.host;
    if (host?.hasAttribute('theme')) host.setAttribute('theme', next);
    else setAppearance({ theme: next });
  }

  const title = module !== undefined && Object.hasOwn(TITLES, module) ? TITLES[module as PortalPrefix] : undefined;
  const first = details?.firstName ?? '';
  const last = details?.lastName ?? '';
  return (
    <>
      <header className="bar" part="bar" ref={bar}>
        <div className="bar-text">
          {organization && (
            <h2 className="brand" part="organization">
              {organization.logo && token && !logoFailed && (
                <img className="logo" part="logo" src={portalLogoUrl(token, mode === 'dark' ? 'dark' : 'light')} alt="" onError={() => setLogoFailed(true)} />
              )}
              <bdi>{organization.name}</bdi>
            </h2>
          )}
          {title && (organization ? <p className="portal-title" part="title">{i18n._(title)}</p> : <h2 part="title">{i18n._(title)}</h2>)}
          <p className="greeting" part="greeting" aria-live="polite">
            {details ? t`Welcome, ${first} ${last}` : ''}
          </p>
        </div>
        <button type="button" className="theme-toggle" part="theme-toggle" aria-pressed={mode === 'dark'} onClick={toggleTheme}>
          {t`Dark mode`}
        </button>
      </header>
      {details?.hold && <HoldBanner message={details.holdMessage} serverMessageOnly={module === 'clm'} />}
    </>
  );
}

/** The "powered by" credit at the foot of a portal: the module's text (else the general one), linked where the organization set a link. */
export function PortalCredit({ token }: { token?: string }) {
  const organization = usePortalBranding(token);
  const text = organization?.powered_by;
  if (!text) return null;
  const link = organization.powered_by_link;
  return (
    <footer className="credit" part="credit">
      {link ? (
        <a href={link} target="_blank" rel="noopener noreferrer">
          <bdi>{text}</bdi>
        </a>
      ) : (
        <bdi>{text}</bdi>
      )}
    </footer>
  );
}
