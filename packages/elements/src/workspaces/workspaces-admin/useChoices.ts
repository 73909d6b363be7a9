import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CustomFieldRow } from '@si/contract';
import { customFieldsApi, listChecklists, listOffices, listTeams, listUsers } from '@si/core/admin';
import { errorText } from '../../ui/errorText.ts';

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
  const [choices, setChoices] = useState<Choices>({ users: [], teams: [], offices: [], customFields: [], checklists: [] });

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const set = (patch: Partial<Choices>) => !signal.aborted && setChoices((c) => ({ ...c, ...patch }));
    const fail = (error: unknown) => !signal.aborted && set({ error: errorText(error, i18n) });
    listUsers({ ...FIRST, ordering: 'last_name' }, signal).then((page) => set({ users: page.results.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`.trim() || u.email })) }), fail);
    listTeams({ ...FIRST, ordering: 'name' }, signal).then((page) => set({ teams: page.results.map(({ id, name }) => ({ id, name })) }), fail);
    listOffices({ ...FIRST, ordering: 'name' }, signal).then((page) => set({ offices: page.results.map(({ id, name }) => ({ id, name })) }), fail);
    customFieldsApi.list({ ...FIRST, ordering: 'position', module_kind: moduleKind }, signal).then((page) => set({ customFields: page.results }), fail);
    if (canWrite) listChecklists({ ...FIRST, ordering: 'name', module_kind: moduleKind }, signal).then((page) => set({ checklists: page.results.map(({ id, name }) => ({ id, name })) }), fail);
    return () => controller.abort();
  }, [moduleKind, canWrite, i18n]);

  return choices;
}

/** Select options of a choice list, led by an "any"/"none" entry with the empty value. */
export const optionsOf = (list: Choice[], first: string): [string, string][] => [['', first], ...list.map((c): [string, string] => [String(c.id), c.name])];
