import type { Params } from './drafts.ts';
import type { Param } from '../kit/labels.ts';

/** The client check of one parameter: a missing one gets `required` at `${key}<wire field>` (lists may stay empty). */
export function checkParam(fields: Record<string, string>, key: string, param: Param, p: Params, required: string): void {
  if (param === 'team' && !p.team) fields[`${key}team_id`] = required;
  if (param === 'user' && !p.user) fields[`${key}user_id`] = required;
  if (param === 'contact' && !p.contact) fields[`${key}contact_id`] = required;
}
