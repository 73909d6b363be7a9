import { useStore } from '@nanostores/react';
import { $user } from '@si/core';
import { WRITE_ROLES } from '@si/contract/enums';

/** Settings are written by Office Administrators only (the server answers 403 to others). */
export function useIsOfficeAdmin(): boolean {
  const user = useStore($user);
  return !!user?.offices.some((entry) => entry.role === 'OA');
}

/** Account data (workspaces, contacts, requirements) is written by IC, OA and LRA; a View Only user reads. */
export function useCanWrite(): boolean {
  const user = useStore($user);
  return !!user?.offices.some((entry) => WRITE_ROLES.includes(entry.role));
}
