/**
 * Typed calls of the workflow screens (issue 5): workflows of a module kind, their steps and
 * transitions (conditions, actions, file-upload triggers). See docs/api.md "Workflows".
 */
import type { Page, WorkflowAction, WorkflowCondition, WorkflowDetail, WorkflowStep, WorkflowSummary, WorkflowTransition } from '@si/contract';
import { apiRequest } from '../http/api.ts';
import type { ListParams } from './client.ts';

type Query = Record<string, string | number | boolean>;

/** Drops empty filters so the server applies its defaults. */
function query(params: Record<string, string | number | undefined>): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

export type WorkflowInput = { name: string; module_kind: number; description?: string; is_active?: boolean };
export type WorkflowChange = Partial<Omit<WorkflowInput, 'module_kind'>>;
export type StepInput = { name: string; order?: number; is_initial?: boolean; is_final?: boolean };
/** What a transition's create and change bodies carry (docs/api.md `TransitionCreate`). */
export type TransitionInput = {
  name: string;
  from_step_id: number;
  to_step_id: number;
  automatic?: boolean;
  combiner?: number;
  trigger?: number | null;
  trigger_team_id?: number | null;
  trigger_user_id?: number | null;
  trigger_contact_id?: number | null;
  conditions?: WorkflowCondition[];
  actions?: WorkflowAction[];
};

/** `module_kind` 1-7 narrows the list to one module's workflows. */
export function listWorkflows(params: ListParams & { module_kind?: number }, signal?: AbortSignal): Promise<Page<WorkflowSummary>> {
  return apiRequest('GET', '/api/workflows', { searchParams: query(params), signal });
}
export function getWorkflow(id: number, signal?: AbortSignal): Promise<WorkflowDetail> {
  return apiRequest('GET', `/api/workflows/${id}`, { signal });
}
export function createWorkflow(input: WorkflowInput): Promise<WorkflowDetail> {
  return apiRequest('POST', '/api/workflows', { json: input });
}
/** `is_active: true` deactivates the module's other workflows (one active per module kind). */
export function updateWorkflow(id: number, input: WorkflowChange): Promise<WorkflowDetail> {
  return apiRequest('PATCH', `/api/workflows/${id}`, { json: input });
}
export function deleteWorkflow(id: number): Promise<void> {
  return apiRequest('DELETE', `/api/workflows/${id}`, { responseType: 'none' });
}

export function createWorkflowStep(workflowId: number, input: StepInput): Promise<WorkflowStep> {
  return apiRequest('POST', `/api/workflows/${workflowId}/steps`, { json: input });
}
/** Marking a step initial moves the mark from the other step. */
export function updateWorkflowStep(workflowId: number, stepId: number, input: Partial<StepInput>): Promise<WorkflowStep> {
  return apiRequest('PATCH', `/api/workflows/${workflowId}/steps/${stepId}`, { json: input });
}
/** Deletes the step and every transition from or to it. */
export function deleteWorkflowStep(workflowId: number, stepId: number): Promise<void> {
  return apiRequest('DELETE', `/api/workflows/${workflowId}/steps/${stepId}`, { responseType: 'none' });
}

export function createTransition(workflowId: number, input: TransitionInput): Promise<WorkflowTransition> {
  return apiRequest('POST', `/api/workflows/${workflowId}/transitions`, { json: input });
}
export function getTransition(id: number, signal?: AbortSignal): Promise<WorkflowTransition> {
  return apiRequest('GET', `/api/workflow_transitions/${id}`, { signal });
}
export function updateTransition(id: number, input: Partial<TransitionInput>): Promise<WorkflowTransition> {
  return apiRequest('PATCH', `/api/workflow_transitions/${id}`, { json: input });
}
export function deleteTransition(id: number): Promise<void> {
  return apiRequest('DELETE', `/api/workflow_transitions/${id}`, { responseType: 'none' });
}
