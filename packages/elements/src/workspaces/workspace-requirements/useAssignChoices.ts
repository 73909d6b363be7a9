import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PartyType } from '@si/contract/enums';
import { contactRolesApi, documentTypesApi, listAccountContacts, type AccountContactRow } from '@si/core/admin';
import { errorText } from '../../ui/errorText.ts';

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
  const [choices, setChoices] = useState<Omit<AssignChoices, 'types' | 'typesError'>>({ roles: [], contacts: [] });
  const [types, setTypes] = useState<Pick<AssignChoices, 'types' | 'typesError'>>({ types: [] });
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!needed || loaded) return;
    const controller = new AbortController();
    Promise.all([contactRolesApi.list({ page: 1, page_size: 100, ordering: 'name' }, controller.signal), listAccountContacts(accountId, controller.signal)]).then(
      ([roles, contacts]) => {
        setChoices({ roles: roles.results.map((r) => ({ id: r.id, name: r.name })), contacts: contacts.results.map((c) => ({ id: c.id, name: contactName(c) })) });
        setLoaded(true);
      },
      (error: unknown) => !controller.signal.aborted && setChoices({ roles: [], contacts: [], error: errorText(error, i18n) }),
    );
    // The document types on their own: without them a request simply expects any document.
    documentTypesApi.list({ page: 1, page_size: 100, ordering: 'name' }, controller.signal).then(
      (found) => setTypes({ types: found.results.map((r) => ({ id: r.id, name: r.name })) }),
      (error: unknown) => !controller.signal.aborted && setTypes({ types: [], typesError: errorText(error, i18n) }),
    );
    return () => controller.abort();
  }, [accountId, needed, loaded, i18n]);
  return { ...choices, ...types };
}
