import { PORTAL_MODULE_DESCRIPTORS } from '@si/contract/modules';
import type { LayoutName } from '../../routing/utils/RouteDefinition.ts';

export type FrameKind = 'staff' | 'blank' | 'portal';

const PORTAL_LAYOUTS = new Set<LayoutName>(PORTAL_MODULE_DESCRIPTORS.map((module) => module.portal.layout));

/** Which frame a layout of spec 2.1 gets: every module layout and the content layout share the staff frame. */
export function frameKind(layout: LayoutName): FrameKind {
  if (layout === 'blank') return 'blank';
  if (PORTAL_LAYOUTS.has(layout)) return 'portal';
  return 'staff';
}
