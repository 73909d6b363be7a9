import type { WorkflowAction, WorkflowCondition } from '@si/contract';
import type { Param } from '../kit/labels.ts';

export type Kind = 'manual' | 'automatic' | 'upload';
/** A condition or action as the form holds it: every single id as the text of its select, lists as arrays. */
export type Params = { team: string; user: string; users: number[]; contact: string; contacts: number[] };
export type ConditionDraft = Params & { key: number; type: number };
export type ActionDraft = Params & { action: number };

const idText = (id: number | null | undefined) => (id ? String(id) : '');
let lastKey = 0;
/** A key for a new condition row (rows can be removed from the middle). */
export const nextKey = () => ++lastKey;

export function paramsOf(source: Partial<WorkflowCondition & WorkflowAction>): Params {
  return {
    team: idText(source.team_id),
    user: idText(source.user_id),
    users: source.user_ids ?? [],
    contact: idText(source.contact_id),
    contacts: source.contact_ids ?? [],
  };
}
export const blankParams = (): Params => ({ team: '', user: '', users: [], contact: '', contacts: [] });

/** The one parameter a condition or action of kind `param` sends, read from the form's state. */
export function paramBody(param: Param, p: Params): Record<string, number | number[]> {
  switch (param) {
    case 'team':
      return { team_id: Number(p.team) };
    case 'user':
      return { user_id: Number(p.user) };
    case 'users':
      return { user_ids: p.users };
    case 'contact':
      return { contact_id: Number(p.contact) };
    case 'contacts':
      return { contact_ids: p.contacts };
    default:
      return {};
  }
}
