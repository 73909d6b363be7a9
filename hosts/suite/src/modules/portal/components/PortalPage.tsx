import type { ReactNode } from 'react';
import type { ModuleId } from '@si/contract/modules';
import './portal.css';

export type PortalPageProps = {
  /** Whose portal it is (for styling and tests). */
  module: ModuleId;
  children: ReactNode;
};

/** The width a token portal gets inside its portal layout; the elements bring their own bars. */
export function PortalPage({ module, children }: PortalPageProps) {
  return (
    <div className="si-portal-page" data-portal={module}>
      {children}
    </div>
  );
}
