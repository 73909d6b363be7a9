import { useRef } from 'react';
import '@si/elements';
import { PRODUCT_MODULE_KIND } from '@si/contract/enums';
import { $router } from '../modules/routing/states/$router.ts';
import type { PageProps } from '../modules/routing/utils/PageProps.ts';
import { useElementEvent } from '../modules/ui/hooks/useElementEvent.ts';

/** /{prefix}/checklists: the checklists, filtered to the product's module kind at first; a checklist opens /{prefix}/checklists/:id inside the suite. */
export default function ChecklistsPage({ route }: PageProps) {
  const ref = useRef<HTMLElement>(null);
  useElementEvent<CustomEvent<{ href: string }>>(ref, 'si-navigate', (event) => {
    event.preventDefault();
    $router.open(event.detail.href);
  });
  const prefix = `/${route.path.split('/')[1]}`;
  const kind = route.product ? PRODUCT_MODULE_KIND[route.product as keyof typeof PRODUCT_MODULE_KIND] : undefined;
  return <si-checklists-admin ref={ref} module-kind={kind} detail-href={`${prefix}/checklists/{id}`} />;
}
