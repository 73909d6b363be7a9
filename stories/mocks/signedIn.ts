/**
 * The staff stories' sign-in: a user of the Paris office with the story's role, signed in for the
 * story with a fake API answering, both undone when the story is left.
 */
import { $auth, $user, logout } from '@si/core';
import type { OfficeRole, User } from '@si/contract';

/** Olivia of the Paris office, with one role there. */
export const storyUser = (role: OfficeRole): User => ({
  id: 1, identifier: 'U-1', is_active: true, email: 'olivia@example.com', first_name: 'Olivia', last_name: 'Admin',
  home_office_id: 1, phone: '', mfa_active: false, offices: [{ office: { id: 1, identifier: 'PAR', name: 'Paris office' }, role }],
});

/**
 * Signs the story in as `role` and starts its fake API (`serve` returns how to stop it); the
 * returned function, Storybook's clean-up of `beforeEach`, stops the API and signs out.
 */
export function signedInStory(role: OfficeRole, serve: () => () => void): () => void {
  $auth.set({ access: 'story-access', refresh: 'story-refresh' });
  $user.set(storyUser(role));
  const restore = serve();
  return () => {
    restore();
    logout();
  };
}
