/** Who performs a payment run action: the staff member's organization and user, as the routes have them. */
import type { Staff } from '../../../platform/http/roles.ts';

export interface ActingStaff {
  orgId: number;
  userId: number;
}

export const actingAs = (staff: Staff): ActingStaff => ({ orgId: staff.orgId, userId: staff.user.id });
