import type { ReactNode } from 'react';
import type { LayoutName } from '../../routing/utils/RouteDefinition.ts';
import { LanguageMenu } from './LanguageMenu.tsx';

export type BlankFrameProps = { layout: LayoutName; children: ReactNode };

/** The blank layout (auth and error pages) and the portal layouts, whose elements bring their own bars. */
export function BlankFrame({ layout, children }: BlankFrameProps) {
  return (
    <div className="si-blank" data-layout={layout}>
      <div className="si-blank__corner">
        <LanguageMenu />
      </div>
      <main className="si-blank__main">{children}</main>
    </div>
  );
}
