import { $auth, $user } from '@si/core';
import type { User } from '@si/contract';

export const ADA: User = {
  id: 7,
  identifier: 'U-7',
  is_active: true,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  home_office_id: 1,
  phone: '',
  offices: [],
  mfa_active: false,
};

/** A signed-in session as after sign-in (tokens and user stored). */
export function signInAs(user: User = ADA): void {
  $auth.set({ access: 'access-token', refresh: 'refresh-token' });
  $user.set(user);
}
