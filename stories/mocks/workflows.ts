/**
 * A small in-memory workflows API for the workflow stories: workflows of a module, their steps
 * and transitions, teams and users to choose from, with the server's main refusals (duplicate
 * names, a missing team or user parameter, a cycle of automatic transitions).
 */
import { interceptFetch, json } from '@si/core/testing/network';

type Step = { id: number; name: string; order: number; is_initial: boolean; is_final: boolean };
type Transition = {
  id: number; workflow_id: number; name: string; from_step_id: number; to_step_id: number; automatic: boolean; combiner: number;
  trigger: number | null; trigger_team_id: number | null; trigger_user_id: number | null; trigger_contact_id: number | null;
  conditions: Record<string, unknown>[]; actions: Record<string, unknown>[];
};
type Workflow = { id: number; name: string; module_kind: number; description: string; is_active: boolean; created_at: string; updated_at: string; steps: Step[]; transitions: Transition[] };

const at = '2026-03-01T09:00:00Z';
const NEEDS: Record<number, string> = { 2: 'team_id', 3: 'user_id', 5: 'contact_id' };
const ACTION_NEEDS: Record<number, string> = { 5: 'contact_id', 7: 'team_id', 8: 'user_id', 10: 'contact_id', 12: 'team_id', 13: 'user_id' };
const TRIGGER_NEEDS: Record<number, string> = { 13: 'trigger_contact_id', 15: 'trigger_team_id', 16: 'trigger_user_id' };

export function serveWorkflows(mode: 'normal' | 'empty' | 'failing'): () => void {
  const step = (id: number, name: string, order: number, extra: Partial<Step> = {}): Step => ({ id, name, order, is_initial: false, is_final: false, ...extra });
  const blank = { automatic: false, combiner: 1, trigger: null, trigger_team_id: null, trigger_user_id: null, trigger_contact_id: null, conditions: [], actions: [] };
  let workflows: Workflow[] =
    mode === 'empty'
      ? []
      : [
          {
            id: 1, name: 'Document collection', module_kind: 1, description: 'Requested documents until they are received and approved.', is_active: true, created_at: at, updated_at: at,
            steps: [step(11, 'Requested', 0, { is_initial: true }), step(12, 'Received', 1), step(13, 'Approved', 2, { is_final: true })],
            transitions: [
              { id: 21, workflow_id: 1, name: 'Receive', from_step_id: 11, to_step_id: 12, ...blank, automatic: true, trigger: 12, actions: [{ action: 1 }, { action: 4 }] },
              { id: 22, workflow_id: 1, name: 'Approve', from_step_id: 12, to_step_id: 13, ...blank, conditions: [{ type: 2, team_id: 1 }], actions: [{ action: 1 }, { action: 2 }] },
            ],
          },
          { id: 2, name: 'Quick check', module_kind: 1, description: '', is_active: false, created_at: at, updated_at: at, steps: [], transitions: [] },
        ];
  const teams = [{ id: 1, name: 'Collections', member_count: 2 }, { id: 2, name: 'Underwriting', member_count: 1 }];
  const users = [
    { id: 1, first_name: 'Olivia', last_name: 'Admin', email: 'olivia@example.com', is_active: true, offices: [], invitation_pending: false, last_login_at: null },
    { id: 2, first_name: 'Victor', last_name: 'Viewer', email: 'victor@example.com', is_active: true, offices: [], invitation_pending: false, last_login_at: null },
  ];
  let nextId = 100;
  const pageOf = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });
  const summary = (w: Workflow) => ({ ...w, steps: undefined, transitions: undefined, step_count: w.steps.length, transition_count: w.transitions.length });
  const touch = (w: Workflow) => (w.updated_at = new Date().toISOString());

  function refused(w: Workflow, t: Transition): Record<string, string[]> | undefined {
    const errors: Record<string, string[]> = {};
    for (const key of ['from_step_id', 'to_step_id'] as const) if (!w.steps.some((s) => s.id === t[key])) errors[key] = [`Step ${t[key]} does not exist.`];
    t.conditions.forEach((c, i) => {
      const need = NEEDS[c.type as number];
      if (need && !c[need]) errors[`conditions.${i}.${need}`] = ['Field is required'];
      if (c.user_id && !users.some((u) => u.id === c.user_id)) errors[`conditions.${i}.user_id`] = [`User ${c.user_id} does not exist in this organization.`];
    });
    t.actions.forEach((a, i) => {
      const need = ACTION_NEEDS[a.action as number];
      if (need && !a[need]) errors[`actions.${i}.${need}`] = ['Field is required'];
    });
    const triggerNeed = t.trigger ? TRIGGER_NEEDS[t.trigger] : undefined;
    if (triggerNeed && !t[triggerNeed as keyof Transition]) errors[triggerNeed] = ['Field is required'];
    if (t.automatic && !t.trigger && w.transitions.some((o) => o.id !== t.id && o.automatic && !o.trigger && o.from_step_id === t.to_step_id && o.to_step_id === t.from_step_id)) {
      const name = (id: number) => w.steps.find((s) => s.id === id)!.name;
      errors.to_step_id = [`This would make a cycle of automatic transitions: ${name(t.from_step_id)} → ${name(t.to_step_id)} → ${name(t.from_step_id)}.`];
    }
    return Object.keys(errors).length ? errors : undefined;
  }

  const restore = interceptFetch(async (request, url) => {
    const path = url.pathname;
    if (!/^\/api\/(workflows|workflow_transitions|teams|users)/.test(path)) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (mode === 'failing') return json({ detail: 'The server is not answering right now.' }, 503);
    const body = request.method === 'GET' || request.method === 'DELETE' ? {} : ((await request.json()) as Record<string, unknown>);
    if (path === '/api/teams') return json(pageOf(teams));
    if (path === '/api/users') return json(pageOf(users));
    if (path === '/api/workflows' && request.method === 'GET') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const kind = Number(url.searchParams.get('module_kind')) || undefined;
      return json(pageOf(workflows.filter((w) => (!kind || w.module_kind === kind) && w.name.toLowerCase().includes(search)).map(summary)));
    }
    if (path === '/api/workflows' && request.method === 'POST') {
      if (workflows.some((w) => w.module_kind === body.module_kind && w.name.toLowerCase() === String(body.name).toLowerCase())) {
        return json({ name: ['A workflow with this name already exists for this module.'] }, 400);
      }
      const created: Workflow = { id: nextId++, name: String(body.name), module_kind: Number(body.module_kind), description: String(body.description ?? ''), is_active: false, created_at: at, updated_at: at, steps: [], transitions: [] };
      workflows = [...workflows, created];
      return json(created, 201);
    }
    const one = /^\/api\/workflows\/(\d+)(?:\/(steps|transitions))?(?:\/(\d+))?$/.exec(path);
    if (one) {
      const w = workflows.find((x) => x.id === Number(one[1]));
      if (!w) return json({ detail: 'Not found.' }, 404);
      if (!one[2]) {
        if (request.method === 'DELETE') return (workflows = workflows.filter((x) => x !== w)), json(null, 204);
        if (request.method === 'PATCH') {
          if (body.is_active) workflows.filter((x) => x.module_kind === w.module_kind).forEach((x) => (x.is_active = false));
          Object.assign(w, body);
          touch(w);
        }
        return json(w);
      }
      if (one[2] === 'steps') {
        const s = one[3] ? w.steps.find((x) => x.id === Number(one[3])) : undefined;
        if (body.name && w.steps.some((x) => x !== s && x.name.toLowerCase() === String(body.name).toLowerCase())) {
          return json({ name: ['A step with this name already exists in this workflow.'] }, 400);
        }
        if (body.is_initial) w.steps.forEach((x) => (x.is_initial = false));
        touch(w);
        if (request.method === 'DELETE') {
          w.steps = w.steps.filter((x) => x !== s);
          w.transitions = w.transitions.filter((t) => t.from_step_id !== s!.id && t.to_step_id !== s!.id);
          return json(null, 204);
        }
        if (request.method === 'PATCH') {
          Object.assign(s!, body);
          w.steps.sort((a, b) => a.order - b.order);
          return json(s);
        }
        const created = step(nextId++, String(body.name), w.steps.length, body as Partial<Step>);
        w.steps = [...w.steps, created];
        return json(created, 201);
      }
      const created = { id: nextId++, workflow_id: w.id, ...blank, ...body } as unknown as Transition;
      const errors = refused(w, created);
      if (errors) return json(errors, 400);
      w.transitions = [...w.transitions, created];
      touch(w);
      return json(created, 201);
    }
    const tr = /^\/api\/workflow_transitions\/(\d+)$/.exec(path);
    if (tr) {
      const w = workflows.find((x) => x.transitions.some((t) => t.id === Number(tr[1])));
      const t = w?.transitions.find((x) => x.id === Number(tr[1]));
      if (!w || !t) return json({ detail: 'Not found.' }, 404);
      if (request.method === 'DELETE') return (w.transitions = w.transitions.filter((x) => x !== t)), json(null, 204);
      if (request.method === 'PATCH') {
        const next = { ...t, ...body } as Transition;
        const errors = refused(w, next);
        if (errors) return json(errors, 400);
        Object.assign(t, next);
        touch(w);
      }
      return json(t);
    }
    return json({ detail: 'Not found.' }, 404);
  });
  return () => {
    restore();
  };
}
