import { useLingui } from '@lingui/react/macro';
import type { CustomFieldRow } from '@si/contract';
import { customFieldsApi, listChecklists, listOffices, listTeams, listUsers } from '@si/core/admin';
import { errorText } from '../../ui/errorText.ts';
import { useLoad, type Loaded } from '../../ui/useLoad.tsx';

export type Choice = { id: number; name: string };

/** What the filters and the forms choose from: the organization's users, teams, offices, the module's custom fields and checklists. */
export type Choices = {
  users: Choice[];
  teams: Choice[];
  offices: Choice[];
  customFields: CustomFieldRow[];
  checklists: Choice[];
  /** Why a list could not be loaded (the screen still works without it). */
  error?: string;
};

const FIRST = { page: 1, page_size: 100 } as const;

/** Workspaces are written by every staff role but View Only (IC, OA, LRA); the server refuses a VO anyway. */
export { useCanWrite as useCanWriteWorkspaces } from '../../admin/roles.ts';

/**
 * Loads the first hundred of each list once, by name: enough to choose from in the filters and
 * forms of an organization's screen; checklists only for a user who may create from them.
 */
export function useChoices(moduleKind: number | undefined, canWrite: boolean): Choices {
  const { i18n } = useLingui();
  // Each list on its own: one that fails leaves the others usable.
  const key = JSON.stringify([moduleKind, canWrite]);
  const users = useLoad(
    async (signal) => (await listUsers({ ...FIRST, ordering: 'last_name' }, signal)).results.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`.trim() || u.email })),
    key,
  ).loaded;
  const teams = useLoad(async (signal) => (await listTeams({ ...FIRST, ordering: 'name' }, signal)).results.map(({ id, name }) => ({ id, name })), key).loaded;
  const offices = useLoad(async (signal) => (await listOffices({ ...FIRST, ordering: 'name' }, signal)).results.map(({ id, name }) => ({ id, name })), key).loaded;
  const customFields = useLoad(async (signal) => (await customFieldsApi.list({ ...FIRST, ordering: 'position', module_kind: moduleKind }, signal)).results, key).loaded;
  const checklists = useLoad(
    canWrite ? async (signal) => (await listChecklists({ ...FIRST, ordering: 'name', module_kind: moduleKind }, signal)).results.map(({ id, name }) => ({ id, name })) : null,
    key,
  ).loaded;
  const failed = [users, teams, offices, customFields, checklists].find((l: Loaded<unknown>) => l.status === 'error');
  return {
    users: users.data ?? [],
    teams: teams.data ?? [],
    offices: offices.data ?? [],
    customFields: customFields.data ?? [],
    checklists: checklists.data ?? [],
    error: failed && errorText(failed.error, i18n),
  };
}

/** Select options of a choice list, led by an "any"/"none" entry with the empty value. */
export const optionsOf = (list: Choice[], first: string): [string, string][] => [['', first], ...list.map((c): [string, string] => [String(c.id), c.name])];
