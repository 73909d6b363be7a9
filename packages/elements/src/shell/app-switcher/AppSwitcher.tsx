import { useEffect, useState, type MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { fetchAllowedModules } from '@si/core/admin';
import { APPLICATIONS, NOT_ALLOWED_PATH, allowedApplicationTypes, type Application } from '@si/contract/applications';
import type { ApplicationType } from '@si/contract/enums';
import { SidePanel } from '../../ui/SidePanel.tsx';
import { applicationDescriptions, applicationName } from '../../account/moduleNames.ts';

export type AppSwitcherProps = {
  open?: boolean;
  onClose?: (detail: Record<string, never>) => void;
};

/** The application whose screens are open: its dashboard, or any page under its route prefix. */
function isCurrent(app: Application, path: string): boolean {
  return path === app.dashboard || path.startsWith(`/${app.prefix}/`) || path === `/${app.prefix}`;
}

/** A plain left click: the page may route it itself; any modifier keeps the browser's behaviour. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The application switcher: one card per application. A card whose module is in the
 * organization's allowed-modules value links to its dashboard; the others are greyed
 * and link to the not-allowed page. Read on every opening, so a change shows at once. The
 * application whose screens are open is marked (aria-current); an application whose own
 * screens are not built yet is a card that says so, not a link into another application.
 */
export function AppSwitcher({ open = false, onClose }: AppSwitcherProps) {
  const { t, i18n } = useLingui();
  const [allowed, setAllowed] = useState<ApplicationType[]>();
  // Read at each render of an opening: the page may have changed since the last one.
  const here = open ? window.location.pathname : '';

  useEffect(() => {
    if (!open) return;
    let live = true;
    // The server's reading of the allowed-modules value (every module when it was never
    // set), the same the server enforces. A failed read allows nothing: every card greyed.
    fetchAllowedModules()
      .then((modules) => live && setAllowed(allowedApplicationTypes(modules)))
      .catch(() => live && setAllowed([]));
    return () => {
      live = false;
    };
  }, [open]);

  function handleClick(event: MouseEvent<HTMLAnchorElement>, href: string) {
    if (!isPlainClick(event)) return;
    const navigate = new CustomEvent('si-navigate', { detail: { href }, bubbles: true, composed: true, cancelable: true });
    // Cancelled: the page routes without a reload (a single-page host).
    if (!event.currentTarget.dispatchEvent(navigate)) event.preventDefault();
    onClose?.({});
  }

  return (
    <SidePanel open={open} title={t`Applications`} className="app-switcher" onClose={() => onClose?.({})}>
      {!allowed ? (
        <p role="status" className="loading">
          <sl-spinner /> {t`Loading applications…`}
        </p>
      ) : (
        <ul className="cards" part="list">
          {APPLICATIONS.map((app) => {
            const name = applicationName(i18n, app);
            const description = i18n._(applicationDescriptions[app.key]);
            if (app.comingLater) {
              // Not a link: its own screens come later, and another application's would mislead.
              return (
                <li key={app.key}>
                  <div className="card card--coming" part="card card-coming" data-application={app.key}>
                    <span className="card__name">{name}</span>
                    <span className="card__description">{description}</span>
                    <span className="card__note">{t`Coming in a later release`}</span>
                  </div>
                </li>
              );
            }
            const isAllowed = allowed.includes(app.requires);
            const href = isAllowed ? app.dashboard : NOT_ALLOWED_PATH;
            const current = isCurrent(app, here);
            return (
              <li key={app.key}>
                <a
                  className="card"
                  part={isAllowed ? (current ? 'card card-current' : 'card') : 'card card-disabled'}
                  href={href}
                  aria-disabled={isAllowed ? undefined : 'true'}
                  aria-current={current ? (here === app.dashboard ? 'page' : 'true') : undefined}
                  data-application={app.key}
                  onClick={(event) => handleClick(event, href)}
                >
                  <span className="card__name">{name}</span>
                  <span className="card__description">{description}</span>
                  {current && <span className="card__note card__note--current">{t`You are here`}</span>}
                  {!isAllowed && <span className="card__note">{t`Not available`}</span>}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </SidePanel>
  );
}
