import type { ReactNode } from 'react';
import type { LayoutName } from '../../routing/utils/RouteDefinition.ts';
import { TopBar } from './TopBar.tsx';

export type StaffFrameProps = { layout: LayoutName; children: ReactNode };

/** The minimal staff frame: top bar and content. Menus, switcher and settings panel come with issue 4. */
export function StaffFrame({ layout, children }: StaffFrameProps) {
  return (
    <div className="si-staff" data-layout={layout}>
      <TopBar />
      <main className="si-staff__main">{children}</main>
    </div>
  );
}
