import { BREAKPOINTS } from '@si/contract/enums';
import { useMediaQuery } from '../../ui/hooks/useMediaQuery.ts';

/** Spec 9: mobile is below lg (1280 px); there the navigation is a drawer. */
export function useBelowLg(): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINTS.lg - 0.02}px)`);
}
