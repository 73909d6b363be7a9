import { useRef } from 'react';
import '@si/elements';
import { $router } from '../modules/routing/states/$router.ts';
import type { PageProps } from '../modules/routing/utils/PageProps.ts';
import { useElementEvent } from '../modules/ui/hooks/useElementEvent.ts';

/** /{prefix}/workflow/transitions/:id: one transition, whole; the link back opens its workflow inside the suite. */
export default function WorkflowTransitionPage({ route, params }: PageProps) {
  const ref = useRef<HTMLElement>(null);
  useElementEvent<CustomEvent<{ href: string }>>(ref, 'si-navigate', (event) => {
    event.preventDefault();
    $router.open(event.detail.href);
  });
  const prefix = `/${route.path.split('/')[1]}`;
  return <si-transition-editor key={params.id} ref={ref} transition-id={params.id} workflow-href={`${prefix}/workflows/{id}`} />;
}
