import { contactRolesApi, listOffices, listTeams, listUsers } from '@si/core/admin';
import { useLoad } from '../../ui/useLoad.tsx';

export type Choice = [value: string, text: string];
export type Choices = { users: Choice[]; teams: Choice[]; offices: Choice[] };

// The largest page the lists answer; an organization with more keeps its current choice listed (see withCurrent).
const ALL = { page: 1, page_size: 100 };
// Without the lists the selects still offer the current choice and "none"; the save works.
const NO_CHOICES: Choices = { users: [], teams: [], offices: [] };
const NO_ROLES: Choice[] = [];

/** The organization's users, teams and offices for the Details form (loaded only for writers). */
export function useAccountChoices(enabled: boolean): Choices | undefined {
  const { loaded } = useLoad<Choices>(
    enabled
      ? async (signal) => {
          const [users, teams, offices] = await Promise.all([listUsers({ ...ALL, ordering: 'last_name' }, signal), listTeams({ ...ALL, ordering: 'name' }, signal), listOffices({ ...ALL, ordering: 'name' }, signal)]);
          return {
            users: users.results.filter((u) => u.is_active).map((u): Choice => [String(u.id), `${u.first_name} ${u.last_name}`.trim() || u.email]),
            teams: teams.results.map((team): Choice => [String(team.id), team.name]),
            offices: offices.results.map((office): Choice => [String(office.id), office.name]),
          };
        }
      : null,
    'account-choices',
  );
  return loaded.status === 'error' ? NO_CHOICES : loaded.data;
}

/** The organization's contact roles, for adding a contact and changing one's role. */
export function useContactRoles(enabled: boolean): Choice[] {
  const { loaded } = useLoad<Choice[]>(
    enabled ? async (signal) => (await contactRolesApi.list({ ...ALL, ordering: 'name' }, signal)).results.map((r): Choice => [String(r.id), r.name]) : null,
    'contact-roles',
  );
  return loaded.data ?? NO_ROLES;
}

/** The choices with the current one kept in the list even when the page of choices missed it. */
export function withCurrent(choices: Choice[], current: { id: number; name: string } | null): Choice[] {
  if (!current || choices.some(([value]) => value === String(current.id))) return choices;
  return [[String(current.id), current.name], ...choices];
}
