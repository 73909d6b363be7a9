import '@si/elements/portal/portal-bar/portal-bar';
import '@si/elements/document-collection/upload-requirements/upload-requirements';
import type { JSX } from 'react';
import { moduleById } from '@si/contract/modules';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { PortalPage } from '../../modules/portal/components/PortalPage.tsx';

/** The portals the requirements element serves, named by their module's prefix (the element's `module` attribute). */
type RequirementsPortal = NonNullable<JSX.IntrinsicElements['si-upload-requirements']['module']>;

/** /public/f/:token, /public/b/:token, /public/spm/:token: the portal bar (spec 2.14) over the requested items. */
export default function RequirementsPortalPage({ route, params }: PageProps) {
  const module = route.module ?? 'document-collection';
  const portal = moduleById(module).prefix as RequirementsPortal;
  return (
    <PortalPage module={module}>
      <si-portal-bar token={params.token} module={portal} />
      <si-upload-requirements token={params.token} module={portal} />
    </PortalPage>
  );
}
