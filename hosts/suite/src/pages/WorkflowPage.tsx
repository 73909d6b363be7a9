import { useRef } from 'react';
import '@si/elements';
import { $router } from '../modules/routing/states/$router.ts';
import type { PageProps } from '../modules/routing/utils/PageProps.ts';
import { useElementEvent } from '../modules/ui/hooks/useElementEvent.ts';

/** /{prefix}/workflows/:id: one workflow's steps and transitions; a transition opens /{prefix}/workflow/transitions/:id inside the suite. */
export default function WorkflowPage({ route, params }: PageProps) {
  const ref = useRef<HTMLElement>(null);
  useElementEvent<CustomEvent<{ href: string }>>(ref, 'si-navigate', (event) => {
    event.preventDefault();
    $router.open(event.detail.href);
  });
  const prefix = `/${route.path.split('/')[1]}`;
  return (
    <si-workflow-editor
      key={params.id}
      ref={ref}
      workflow-id={params.id}
      transition-href={`${prefix}/workflow/transitions/{id}`}
      list-href={`${prefix}/workflows`}
    />
  );
}
