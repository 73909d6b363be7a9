import { useRef } from 'react';
import '@si/elements';
import { $router } from '../modules/routing/states/$router.ts';
import type { PageProps } from '../modules/routing/utils/PageProps.ts';
import { useElementEvent } from '../modules/ui/hooks/useElementEvent.ts';

/** /{prefix}/teams/:id: one team's name and members; "Back to teams" stays inside the suite. */
export default function TeamPage({ route, params }: PageProps) {
  const ref = useRef<HTMLElement>(null);
  useElementEvent<CustomEvent<{ href: string }>>(ref, 'si-navigate', (event) => {
    event.preventDefault();
    $router.open(event.detail.href);
  });
  const prefix = `/${route.path.split('/')[1]}`;
  return <si-team-detail key={params.id} ref={ref} team-id={params.id} back-href={`${prefix}/teams`} />;
}
