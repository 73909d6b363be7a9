/**
 * Who performs a receivables action: the staff member's organization and user, as the routes
 * have them. An action takes this rather than the request, so a scheduler, an import or a test
 * calls it directly.
 */
import type { Staff } from '../../../platform/http/roles.ts';

export interface ActingStaff {
  orgId: number;
  userId: number;
}

export const actingAs = (staff: Staff): ActingStaff => ({ orgId: staff.orgId, userId: staff.user.id });
