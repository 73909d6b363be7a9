import type { PageProps } from '../modules/routing/utils/PageProps.ts';
import { NotYetAvailable } from '../modules/screens/components/NotYetAvailable.tsx';

/** Every route whose screen a later issue builds (docs/coverage.md lists which). */
export default function LaterPage({ route }: PageProps) {
  return <NotYetAvailable screen={route.screen ?? 'dashboard'} product={route.product ?? 'secureinvoice'} />;
}
