import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { NotYetAvailable } from '../../modules/screens/components/NotYetAvailable.tsx';

/** Every route whose screen a later release builds (docs/coverage.md lists which). */
export default function LaterPage({ route }: PageProps) {
  return <NotYetAvailable screen={route.screen ?? 'dashboard'} module={route.module ?? 'receivables'} />;
}
