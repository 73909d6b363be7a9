import { useRef } from 'react';
import '@si/elements';
import { $router } from '../modules/routing/states/$router.ts';
import type { PageProps } from '../modules/routing/utils/PageProps.ts';
import { useElementEvent } from '../modules/ui/hooks/useElementEvent.ts';

/** /{prefix}/checklists/:id: one checklist's item templates and applying it to an account; "Back to checklists" stays inside the suite. */
export default function ChecklistPage({ route, params }: PageProps) {
  const ref = useRef<HTMLElement>(null);
  useElementEvent<CustomEvent<{ href: string }>>(ref, 'si-navigate', (event) => {
    event.preventDefault();
    $router.open(event.detail.href);
  });
  const prefix = `/${route.path.split('/')[1]}`;
  return <si-checklist-editor key={params.id} ref={ref} checklist-id={params.id} back-href={`${prefix}/checklists`} />;
}
