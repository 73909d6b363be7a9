import { useLingui } from '@lingui/react/macro';
import { ConditionCombiner, ConditionType, FileUploadTrigger, TransitionAction } from '@si/contract/enums';

/** What a condition, action or trigger needs besides its code. */
export type Param = 'team' | 'user' | 'users' | 'contact' | 'contacts' | undefined;

export const CONDITION_PARAM: Record<number, Param> = {
  [ConditionType.USER_IN_TEAM]: 'team',
  [ConditionType.USER_IS]: 'user',
  [ConditionType.USER_IS_ANY]: 'users',
  [ConditionType.ACCOUNT_CONTACT_IS]: 'contact',
  [ConditionType.ACCOUNT_CONTACT_IS_ANY]: 'contacts',
};
export const ACTION_PARAM: Record<number, Param> = {
  [TransitionAction.NOTIFY_ACCOUNT_CONTACT]: 'contact',
  [TransitionAction.NOTIFY_TEAM]: 'team',
  [TransitionAction.NOTIFY_USER]: 'user',
  [TransitionAction.ASSIGN_ACCOUNT_CONTACT]: 'contact',
  [TransitionAction.ASSIGN_TEAM]: 'team',
  [TransitionAction.ASSIGN_USER]: 'user',
};
export const TRIGGER_PARAM: Record<number, Param> = {
  [FileUploadTrigger.NOTIFY_ONE_CONTACT]: 'contact',
  [FileUploadTrigger.NOTIFY_TEAM]: 'team',
  [FileUploadTrigger.NOTIFY_USER]: 'user',
};

/** The wire field of each parameter. */
export const PARAM_FIELD = { team: 'team_id', user: 'user_id', users: 'user_ids', contact: 'contact_id', contacts: 'contact_ids' } as const;

/** The labels of the workflow codes of spec section 3 (combiner, condition types, actions, file-upload triggers). */
export function useWorkflowLabels() {
  const { t } = useLingui();
  const combiners: Record<number, string> = {
    [ConditionCombiner.ALL]: t`All of the following`,
    [ConditionCombiner.ANY]: t`Any of the following`,
  };
  const conditions: Record<number, string> = {
    [ConditionType.ALWAYS_FALSE]: t`Always false (never opens)`,
    [ConditionType.USER_IN_TEAM]: t`User is in team`,
    [ConditionType.USER_IS]: t`User is`,
    [ConditionType.USER_IS_ANY]: t`User is any of`,
    [ConditionType.ACCOUNT_CONTACT_IS]: t`Account contact is`,
    [ConditionType.ACCOUNT_CONTACT_IS_ANY]: t`Account contact is any of`,
  };
  const actions: Record<number, string> = {
    [TransitionAction.SET_STATUS]: t`Set item status to the destination step`,
    [TransitionAction.UPDATE_CHANGE_HISTORY]: t`Update change history`,
    [TransitionAction.NOTIFY_ITEM_CREATOR]: t`Notify item creator`,
    [TransitionAction.NOTIFY_ACCOUNT_LEAD]: t`Notify account lead`,
    [TransitionAction.NOTIFY_ACCOUNT_CONTACT]: t`Notify one account contact`,
    [TransitionAction.NOTIFY_ALL_ACCOUNT_CONTACTS]: t`Notify all account contacts`,
    [TransitionAction.NOTIFY_TEAM]: t`Notify team`,
    [TransitionAction.NOTIFY_USER]: t`Notify user`,
    [TransitionAction.ASSIGN_ACCOUNT_LEAD]: t`Assign to the account lead`,
    [TransitionAction.ASSIGN_ACCOUNT_CONTACT]: t`Assign to an account contact`,
    [TransitionAction.ASSIGN_ITEM_CREATOR]: t`Assign to the item creator`,
    [TransitionAction.ASSIGN_TEAM]: t`Assign to a team`,
    [TransitionAction.ASSIGN_USER]: t`Assign to a user`,
  };
  const triggers: Record<number, string> = {
    [FileUploadTrigger.FILE_UPLOADED]: t`File uploaded`,
    [FileUploadTrigger.NOTIFY_ITEM_CREATOR]: t`File uploaded, notify the item creator`,
    [FileUploadTrigger.NOTIFY_ACCOUNT_LEAD]: t`File uploaded, notify the account lead`,
    [FileUploadTrigger.NOTIFY_ONE_CONTACT]: t`File uploaded, notify one contact`,
    [FileUploadTrigger.NOTIFY_ALL_CONTACTS]: t`File uploaded, notify all contacts`,
    [FileUploadTrigger.NOTIFY_TEAM]: t`File uploaded, notify a team`,
    [FileUploadTrigger.NOTIFY_USER]: t`File uploaded, notify a user`,
  };
  return { combiners, conditions, actions, triggers };
}
