/**
 * Owners in turn: new leads go to the active members of the sales settings' team one after the
 * other, in a stable order (by user id), starting after the member who got the last one. The
 * settings row is locked while the next owners are chosen and the last one written back, so two
 * assignments at once never give the same person twice in a row: the second waits for the first.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { teamMember, user } from '../../../db/schema.ts';
import { salesSettings } from '../schema.ts';

/** The next owners in turn, or why there are none: no team in the settings, or no active member in it. */
export type Turns = { owners: number[] } | { none: 'no_team' | 'team_empty' };

/**
 * The next `count` owners in turn (the same member again only after every other), recorded as
 * given; call inside the transaction that stores the leads, so a refused write gives no turn away.
 */
export async function takeTurns(tx: Db, orgId: number, count: number): Promise<Turns> {
  const [settings] = await tx
    .select({ teamId: salesSettings.assignTeamId, last: salesSettings.lastAssignedUserId })
    .from(salesSettings)
    .where(eq(salesSettings.organizationId, orgId))
    .for('update');
  if (!settings?.teamId) return { none: 'no_team' };
  const members = await tx
    .select({ id: user.id })
    .from(teamMember)
    .innerJoin(user, eq(user.id, teamMember.userId))
    .where(and(eq(teamMember.teamId, settings.teamId), eq(teamMember.organizationId, orgId), eq(user.organizationId, orgId), eq(user.isActive, true)))
    .orderBy(asc(user.id));
  if (!members.length) return { none: 'team_empty' };
  if (count <= 0) return { owners: [] };
  // After the last one given, even when that member has left the team since.
  const after = settings.last ?? 0;
  const start = Math.max(0, members.findIndex((m) => m.id > after));
  const owners = Array.from({ length: count }, (_, i) => members[(start + i) % members.length]!.id);
  await tx
    .update(salesSettings)
    .set({ lastAssignedUserId: owners[owners.length - 1]! })
    .where(eq(salesSettings.organizationId, orgId));
  return { owners };
}

/** `count` owners in turn when the settings name a team with active members; nobody (nulls) otherwise. */
export async function ownersInTurn(tx: Db, orgId: number, count: number): Promise<(number | null)[]> {
  const turns = await takeTurns(tx, orgId, count);
  return 'owners' in turns ? turns.owners : Array.from({ length: count }, () => null);
}
