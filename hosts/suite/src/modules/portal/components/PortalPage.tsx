import type { ReactNode } from 'react';
import './portal.css';

export type PortalPageProps = {
  /** Which portal (for styling and tests): secureinvoice, payable, filestride, bank, spm, clm. */
  portal: string;
  children: ReactNode;
};

/** The width a token portal gets inside its portal layout; the elements bring their own bars. */
export function PortalPage({ portal, children }: PortalPageProps) {
  return (
    <div className="si-portal-page" data-portal={portal}>
      {children}
    </div>
  );
}
