import { atom } from 'nanostores';
import { $loggedIn, apiRequest, fetchConfigValue } from '@si/core';
import type { OrganizationLogo } from '@si/contract';

/**
 * The organization's logo (spec 7.3: GET /api/organizations/organization_logo), read
 * once per sign-in: undefined while loading, 'failed' when the call failed (spec 8:
 * the per-host default is used then), else the dark and light variants.
 */
export type LogoState = undefined | 'failed' | OrganizationLogo;

export const $organizationLogo = atom<LogoState>(undefined);

/** The organization's name, for when no logo image loads at all; read only then. */
export const $organizationName = atom<string | undefined>(undefined);

let generation = 0;

async function loadLogo(mine: number): Promise<void> {
  try {
    const logo = await apiRequest<OrganizationLogo>('GET', '/api/organizations/organization_logo');
    if (mine === generation) $organizationLogo.set({ logo_dark: logo?.logo_dark ?? null, logo_light: logo?.logo_light ?? null });
  } catch {
    if (mine === generation) $organizationLogo.set('failed');
  }
}

export async function loadOrganizationName(): Promise<void> {
  if ($organizationName.get() !== undefined) return;
  const mine = generation;
  const [short, full] = await Promise.all([fetchConfigValue('tenant_short_name'), fetchConfigValue('tenant_full_name')]);
  const name = [short, full].find((value): value is string => typeof value === 'string' && value.trim() !== '');
  if (mine === generation) $organizationName.set(name?.trim() ?? '');
}

$loggedIn.subscribe((loggedIn) => {
  generation += 1;
  $organizationLogo.set(undefined);
  $organizationName.set(undefined);
  if (loggedIn) void loadLogo(generation);
});
