/** The contract's limits the workflow screens check before sending (the server checks them too). */
import { WORKFLOW_LIMITS } from '@si/contract/limits';

export const WORKFLOW_NAME_MAX = WORKFLOW_LIMITS.name;
export const TRANSITION_NAME_MAX = WORKFLOW_LIMITS.transitionName;
/** A step's name (the item status it stands for). */
export const STEP_NAME_MAX = WORKFLOW_LIMITS.stepName;
/** Conditions of one transition. */
export const TRANSITION_CONDITIONS_MAX = WORKFLOW_LIMITS.conditions;
export const WORKFLOW_DESCRIPTION_MAX = WORKFLOW_LIMITS.description;
