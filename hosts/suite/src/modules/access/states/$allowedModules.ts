import { atom } from 'nanostores';
import { $loggedIn, fetchConfigValue } from '@si/core';
import type { ApplicationType } from '@si/contract';
import { allowedApplicationTypes } from '@si/contract/applications';

/**
 * The organization's allowed-modules value (spec 6), read once per sign-in:
 * undefined while it loads, 'unrestricted' when no list could be read (unset, or the
 * read failed: spec 8 gives false, and the server still answers 403 on its own), else
 * the application types it lists.
 */
export type AllowedModules = undefined | 'unrestricted' | ApplicationType[];

export const $allowedModules = atom<AllowedModules>(undefined);

let generation = 0;

async function load(): Promise<void> {
  const mine = ++generation;
  const value = await fetchConfigValue('modules_allowed');
  // A logout (or a second sign-in) while the read was on its way makes this answer stale.
  if (mine !== generation) return;
  $allowedModules.set(Array.isArray(value) ? allowedApplicationTypes(value) : 'unrestricted');
}

$loggedIn.subscribe((loggedIn) => {
  generation += 1;
  $allowedModules.set(undefined);
  if (loggedIn) void load();
});
