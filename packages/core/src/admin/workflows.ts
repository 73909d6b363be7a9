/**
 * Typed calls of the workflow screens: workflows of a module kind, their steps and
 * transitions (conditions, actions, file-upload triggers). See docs/api.md "Workflows".
 */
import type { z } from 'zod';
import type {
  Page,
  WorkflowCreate,
  WorkflowDetail,
  WorkflowPatch,
  WorkflowStep,
  WorkflowStepCreate,
  WorkflowSummary,
  WorkflowTransition,
  WorkflowTransitionCreate,
} from '@si/contract';
import { apiRequest } from '../http/api.ts';
import type { ListParams } from './client.ts';

type Query = Record<string, string | number | boolean>;

/** Drops empty filters so the server applies its defaults. */
function query(params: Record<string, string | number | undefined>): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

// Outputs, not inputs: the codes are read through a preprocess (query text or JSON number), so their input type is unknown.
export type WorkflowInput = z.output<typeof WorkflowCreate>;
export type WorkflowChange = z.output<typeof WorkflowPatch>;
export type StepInput = z.output<typeof WorkflowStepCreate>;
/** What a transition's create and change bodies carry (docs/api.md `TransitionCreate`). */
export type TransitionInput = z.output<typeof WorkflowTransitionCreate>;

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
