import { useStore } from '@nanostores/react';
import { $user } from '@si/core';

/** Settings are written by Office Administrators only (the server answers 403 to others). */
export function useIsOfficeAdmin(): boolean {
  const user = useStore($user);
  return !!user?.offices.some((entry) => entry.role === 'OA');
}
