import { useRef, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $router } from '../../routing/states/$router.ts';
import { useRouteFocus } from '../hooks/useRouteFocus.ts';
import type { LayoutName } from '../../routing/utils/RouteDefinition.ts';
import { LanguageMenu } from './LanguageMenu.tsx';
import { MAIN_ID, SkipLink } from './SkipLink.tsx';

export type BlankFrameProps = { layout: LayoutName; children: ReactNode };

/** The blank layout (auth and error pages) and the portal layouts, whose elements bring their own bars. */
export function BlankFrame({ layout, children }: BlankFrameProps) {
  const page = useStore($router);
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main, page?.path ?? '');
  return (
    <div className="si-blank" data-layout={layout}>
      <SkipLink />
      <div className="si-blank__corner">
        <LanguageMenu />
      </div>
      <main className="si-blank__main" id={MAIN_ID} tabIndex={-1} ref={main}>{children}</main>
    </div>
  );
}
