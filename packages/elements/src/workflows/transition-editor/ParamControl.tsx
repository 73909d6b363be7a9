import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TeamRow } from '@si/contract';
import type { AdminUser } from '@si/core/admin';
import { Field } from '../kit/kit.tsx';
import { ContactParam } from './ContactParam.tsx';
import { ContactsParam } from './ContactsParam.tsx';
import type { Params } from './drafts.ts';
import type { Param } from '../kit/labels.ts';

/** The teams and users a parameter is chosen from (the first hundred of each). */
export type Choices = { teams: TeamRow[]; users: AdminUser[] };

type ParamControlProps = {
  param: Param;
  value: Params;
  onChange(patch: Partial<Params>): void;
  choices: Choices;
  /** The message of a wire field of this parameter ("team_id", ...), if any. */
  error(field: string): string | undefined;
  labels: { team: string; user: string; contact: string };
};

export const userName = (u: AdminUser) => `${u.first_name} ${u.last_name}`.trim() || u.email;

/** The control of one parameter (team, user, users, contact, contacts), labelled, with its error; contacts are chosen by name. */
export function ParamControl({ param, value: p, onChange: set, choices: { teams, users }, error, labels }: ParamControlProps): ReactNode {
  const { t } = useLingui();
  switch (param) {
    case 'team':
      return (
        <Field label={labels.team} error={error('team_id')}>
          {({ describedBy, invalid }) => (
            <select value={p.team} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => set({ team: e.target.value })}>
              <option value="">{t`Choose a team`}</option>
              {p.team && !teams.some((x) => String(x.id) === p.team) && <option value={p.team}>{t`Team ${p.team}`}</option>}
              {teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    case 'user':
      return (
        <Field label={labels.user} error={error('user_id')}>
          {({ describedBy, invalid }) => (
            <select value={p.user} aria-describedby={describedBy} aria-invalid={invalid} onChange={(e) => set({ user: e.target.value })}>
              <option value="">{t`Choose a user`}</option>
              {p.user && !users.some((x) => String(x.id) === p.user) && <option value={p.user}>{t`User ${p.user}`}</option>}
              {users.map((u) => (
                <option key={u.id} value={u.id}>
                  {`${userName(u)} <${u.email}>`}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    case 'users': {
      const unknown = p.users.filter((uid) => !users.some((u) => u.id === uid));
      return (
        <fieldset className="users" data-invalid={error('user_ids') ? true : undefined}>
          <legend>{t`Users (none chosen: any staff user)`}</legend>
          {[...users.map((u) => ({ id: u.id, label: userName(u) })), ...unknown.map((uid) => ({ id: uid, label: t`User ${uid}` }))].map((u) => (
            <label key={u.id} className="check">
              <input type="checkbox" checked={p.users.includes(u.id)} onChange={(e) => set({ users: e.target.checked ? [...p.users, u.id] : p.users.filter((x) => x !== u.id) })} />
              {u.label}
            </label>
          ))}
          {error('user_ids') && (
            <small className="field-error" part="field-error">
              {error('user_ids')}
            </small>
          )}
        </fieldset>
      );
    }
    case 'contact':
      return <ContactParam label={labels.contact} value={p.contact} onChange={(contact) => set({ contact })} error={error('contact_id')} />;
    case 'contacts':
      return <ContactsParam value={p.contacts} onChange={(contacts) => set({ contacts })} error={error('contact_ids')} />;
    default:
      return null;
  }
}
