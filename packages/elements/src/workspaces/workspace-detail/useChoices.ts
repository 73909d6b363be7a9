import { useEffect, useState } from 'react';
import { contactRolesApi, listOffices, listTeams, listUsers } from '@si/core/admin';

export type Choice = [value: string, text: string];
export type Choices = { users: Choice[]; teams: Choice[]; offices: Choice[] };

// The largest page the lists answer; an organization with more keeps its current choice listed (see withCurrent).
const ALL = { page: 1, page_size: 100 };

/** The organization's users, teams and offices for the Details form (loaded only for writers). */
export function useAccountChoices(enabled: boolean): Choices | undefined {
  const [choices, setChoices] = useState<Choices>();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([listUsers({ ...ALL, ordering: 'last_name' }, signal), listTeams({ ...ALL, ordering: 'name' }, signal), listOffices({ ...ALL, ordering: 'name' }, signal)]).then(
      ([users, teams, offices]) =>
        setChoices({
          users: users.results.filter((u) => u.is_active).map((u) => [String(u.id), `${u.first_name} ${u.last_name}`.trim() || u.email]),
          teams: teams.results.map((team) => [String(team.id), team.name]),
          offices: offices.results.map((office) => [String(office.id), office.name]),
        }),
      // Without the lists the selects still offer the current choice and "none"; the save works.
      () => !signal.aborted && setChoices({ users: [], teams: [], offices: [] }),
    );
    return () => controller.abort();
  }, [enabled]);
  return choices;
}

/** The organization's contact roles, for adding a contact and changing one's role. */
export function useContactRoles(enabled: boolean): Choice[] {
  const [roles, setRoles] = useState<Choice[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    contactRolesApi.list({ ...ALL, ordering: 'name' }, controller.signal).then(
      (page) => setRoles(page.results.map((r) => [String(r.id), r.name])),
      () => undefined,
    );
    return () => controller.abort();
  }, [enabled]);
  return roles;
}

/** The choices with the current one kept in the list even when the page of choices missed it. */
export function withCurrent(choices: Choice[], current: { id: number; name: string } | null): Choice[] {
  if (!current || choices.some(([value]) => value === String(current.id))) return choices;
  return [[String(current.id), current.name], ...choices];
}
