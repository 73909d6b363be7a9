/**
 * Typed calls of the administration screens: offices, teams, users, My Tasks and the audit log.
 * Lists are paged Django-REST style; `ListParams` is what a data table asks for.
 */
import type { z } from 'zod';
import type { AuditActor, AuditRow, InviteUserRequest, OfficeRole, OfficeRow, OfficeWrite, Page, TaskRow, TeamMemberRow, TeamRow, User } from '@si/contract';
import { api } from '../http/operation.ts';

export type ListParams = { page: number; page_size: number; ordering?: string; search?: string };
export type OfficeInput = z.input<typeof OfficeWrite>;

export function listOffices(params: ListParams, signal?: AbortSignal): Promise<Page<OfficeRow>> {
  return api('listOffices', { query: params, signal });
}
export function createOffice(input: OfficeInput): Promise<OfficeRow> {
  return api('createOffice', { json: input });
}
export function updateOffice(id: number, input: Partial<OfficeInput>): Promise<OfficeRow> {
  return api('updateOffice', { params: { id }, json: input });
}
export function deleteOffice(id: number): Promise<void> {
  return api('deleteOffice', { params: { id }, responseType: 'none' });
}

/** `status`: 1 todo, 2 in progress, 3 done, 4 all; `date`: 1 any, 2 today, 3 past 7 days, 4 this month, 5 this year. */
export function listTasks(params: ListParams & { status: number; date: number }, signal?: AbortSignal): Promise<Page<TaskRow>> {
  return api('listTasks', { query: params, signal });
}

export type { AuditActor, AuditRow };
export type AuditFilters = { entity_kind?: number; actor?: number; date_from?: string; date_to?: string };

export function listAuditLog(params: ListParams & AuditFilters, signal?: AbortSignal): Promise<Page<AuditRow>> {
  return api('listAuditLog', { query: params, signal });
}

/** A user as the administration list shows it: the User shape plus the invitation state. */
export type AdminUser = User & { invitation_pending: boolean; last_login_at: string | null };

export function listUsers(params: ListParams, signal?: AbortSignal): Promise<Page<AdminUser>> {
  return api('listUsers', { query: params, signal });
}
/** Invites by e-mail with one office role; the server mails the activation link. */
export function inviteUser(input: InviteUserRequest): Promise<AdminUser> {
  return api('inviteUser', { json: input });
}
export function setUserActive(id: number, active: boolean): Promise<AdminUser> {
  return api(active ? 'reactivateUser' : 'deactivateUser', { params: { id } });
}
/** Sets or changes the user's one role in an office (adding the office when the user had no role there). */
export function setUserOfficeRole(id: number, officeId: number, role: OfficeRole): Promise<AdminUser> {
  return api('setUserOfficeRole', { params: { id, officeId }, json: { role } });
}
/** Removes the user's role in an office; the server answers the user as it is now. */
export function removeUserOfficeRole(id: number, officeId: number): Promise<AdminUser> {
  return api('removeUserOfficeRole', { params: { id, officeId } });
}
/** Clears the user's MFA: the next sign-in needs the password only (or sets MFA up again when the organization requires it). */
export function resetUserMfa(id: number): Promise<AdminUser> {
  return api('resetUserMfa', { params: { id } });
}
/** Mails a new activation link while the invitation is pending. */
export function resendInvitation(id: number): Promise<AdminUser> {
  return api('resendInvitation', { params: { id } });
}

export function listTeams(params: ListParams, signal?: AbortSignal): Promise<Page<TeamRow>> {
  return api('listTeams', { query: params, signal });
}
export function createTeam(name: string): Promise<TeamRow> {
  return api('createTeam', { json: { name } });
}
export function listTeamMembers(teamId: number, params: ListParams, signal?: AbortSignal): Promise<Page<TeamMemberRow>> {
  return api('listTeamMembers', { params: { id: teamId }, query: params, signal });
}
export function addTeamMember(teamId: number, userId: number): Promise<TeamMemberRow> {
  return api('addTeamMember', { params: { id: teamId }, json: { user_id: userId } });
}
export function removeTeamMember(teamId: number, userId: number): Promise<void> {
  return api('removeTeamMember', { params: { id: teamId, userId }, responseType: 'none' });
}
