import { useLingui } from '@lingui/react/macro';
import { PartyType } from '@si/contract/enums';
import { contactRolesApi, documentTypesApi, listAccountContacts, type AccountContactRow } from '@si/core/admin';
import { errorText } from '../../ui/errorText.ts';
import { useLoad } from '../../ui/useLoad.tsx';

/**
 * Whom a requirement may be assigned to (the organization's contact roles and this workspace's
 * contacts), and the organization's expected document types a document request may name.
 */
export type AssignChoices = {
  roles: { id: number; name: string }[];
  contacts: { id: number; name: string }[];
  error?: string;
  types: { id: number; name: string }[];
  typesError?: string;
};

function contactName(c: AccountContactRow): string {
  const person = `${c.first_name} ${c.last_name}`.trim();
  if (c.party_type === PartyType.COMPANY) return c.company_name || person || c.email;
  return person || c.company_name || c.email;
}

/** Loads the choices the first time a form needs them (a View Only user never does). */
export function useAssignChoices(accountId: number, needed: boolean): AssignChoices {
  const { i18n } = useLingui();
  const key = String(accountId);
  const people = useLoad(
    needed
      ? async (signal) => {
          const [roles, contacts] = await Promise.all([contactRolesApi.list({ page: 1, page_size: 100, ordering: 'name' }, signal), listAccountContacts(accountId, signal)]);
          return { roles: roles.results.map((r) => ({ id: r.id, name: r.name })), contacts: contacts.results.map((c) => ({ id: c.id, name: contactName(c) })) };
        }
      : null,
    key,
  ).loaded;
  // The document types on their own: without them a request simply expects any document.
  const types = useLoad(
    needed ? async (signal) => (await documentTypesApi.list({ page: 1, page_size: 100, ordering: 'name' }, signal)).results.map((r) => ({ id: r.id, name: r.name })) : null,
    key,
  ).loaded;
  return {
    roles: people.status === 'ready' ? people.data!.roles : [],
    contacts: people.status === 'ready' ? people.data!.contacts : [],
    error: people.status === 'error' ? errorText(people.error, i18n) : undefined,
    types: types.status === 'ready' ? types.data! : [],
    typesError: types.status === 'error' ? errorText(types.error, i18n) : undefined,
  };
}
