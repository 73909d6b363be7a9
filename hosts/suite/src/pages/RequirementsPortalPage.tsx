import '@si/elements';
import type { PageProps } from '../modules/routing/utils/PageProps.ts';
import { PortalPage } from '../modules/portal/components/PortalPage.tsx';

type RequirementsModule = 'filestride' | 'bank' | 'spm';

const MODULES: readonly RequirementsModule[] = ['filestride', 'bank', 'spm'];

/** /public/f/:token, /public/b/:token, /public/spm/:token: the portal bar (spec 2.14) over the requested items. */
export default function RequirementsPortalPage({ route, params }: PageProps) {
  const module = MODULES.find((m) => m === route.product) ?? 'filestride';
  return (
    <PortalPage portal={module}>
      <si-portal-bar token={params.token} module={module} />
      <si-upload-requirements token={params.token} module={module} />
    </PortalPage>
  );
}
