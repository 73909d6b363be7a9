import { getApiBase } from '@si/core';
import type { ResolvedTheme } from '@si/core';
import type { LogoState } from '../states/$organizationLogo.ts';

/** Spec 9: `media/<host with dots replaced by dashes>/logo.png`, on the API's origin. */
export function mediaLogoPath(hostname: string): string {
  return `${getApiBase() || location.origin}/media/${hostname.replace(/\./g, '-')}/logo.png`;
}

/**
 * The images to try, in order: the theme's variant from the API (the other variant when that
 * one is unset). The per-host default is tried only when the call failed (spec: a logo fetch
 * failure uses it); an organization without a logo shows its name, asking for no image.
 * Empty while the call is on its way.
 */
export function logoSources(state: LogoState, theme: ResolvedTheme, hostname: string): string[] {
  if (state === undefined) return [];
  if (state === 'failed') return [mediaLogoPath(hostname)];
  const [preferred, other] = theme === 'dark' ? [state.logo_dark, state.logo_light] : [state.logo_light, state.logo_dark];
  return [preferred || other].filter((source): source is string => Boolean(source));
}
