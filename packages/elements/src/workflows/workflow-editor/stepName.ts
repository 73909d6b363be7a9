import { STEP_NAME_MAX } from '../limits.ts';

/** The client check of a step's name: required, at most the contract's length. */
export function checkStepName(name: string, messages: { required: string; tooLong: string }): Record<string, string> {
  if (!name.trim()) return { name: messages.required };
  if (name.trim().length > STEP_NAME_MAX) return { name: messages.tooLong };
  return {};
}
