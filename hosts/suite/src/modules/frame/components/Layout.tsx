import type { ReactNode } from 'react';
import type { LayoutName } from '../../routing/utils/RouteDefinition.ts';
import { frameKind } from '../utils/frameKind.ts';
import { BlankFrame } from './BlankFrame.tsx';
import { StaffFrame } from './StaffFrame.tsx';

export type LayoutProps = { name: LayoutName; children: ReactNode };

/** The route's layout (spec 2.1); its name is on the frame as `data-layout`. */
export function Layout({ name, children }: LayoutProps) {
  if (frameKind(name) === 'staff') return <StaffFrame layout={name}>{children}</StaffFrame>;
  return <BlankFrame layout={name}>{children}</BlankFrame>;
}
