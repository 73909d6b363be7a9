import type { LayoutName } from '../../routing/utils/RouteDefinition.ts';

export type FrameKind = 'staff' | 'blank' | 'portal';

/** Which frame a layout of spec 2.1 gets: product and content layouts share the staff frame for now (issue 4 builds the shell). */
export function frameKind(layout: LayoutName): FrameKind {
  if (layout === 'blank') return 'blank';
  if (layout.endsWith('-portal')) return 'portal';
  return 'staff';
}
