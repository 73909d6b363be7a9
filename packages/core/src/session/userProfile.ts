/**
 * GET /api/users/{id} (spec 7.2): a user's record as the server has it now, for the
 * profile drawer, which shows offices and status that may have changed since sign-in.
 */
import type { User } from '@si/contract';
import { apiRequest } from '../http/api.ts';
import { $user } from './stores.ts';

export async function getUser(id: number): Promise<User> {
  const user = await apiRequest<User>('GET', `/api/users/${id}`);
  // The signed-in user's own record also refreshes the stored user (the welcome line).
  if ($user.get()?.id === id && user && typeof user.id === 'number') $user.set(user);
  return user;
}
