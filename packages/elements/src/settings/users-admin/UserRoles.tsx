import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { OFFICE_ROLES, type OfficeRole } from '@si/contract/enums';
import { listOffices, removeUserOfficeRole, setUserOfficeRole, type AdminUser } from '@si/core/admin';
import { errorText } from '../../ui/errorText.ts';
import { ErrorAlert, Notice } from '../../base/Notice.tsx';
import { formErrors } from '../../base/errors.ts';
import { useFormSubmit } from '../../base/useFormSubmit.ts';
import { useRoleNames } from './roleNames.ts';
import { useLoad } from '../../ui/useLoad.tsx';

type Props = { user: AdminUser; onChanged(user: AdminUser): void; onClose(): void };

/**
 * The office roles of one user, for an Office Administrator: change or remove the one role
 * held in each office, add a role in another office. A labelled panel that takes the focus
 * when it opens; Escape or Close closes it (the list then gives the focus back to its opener).
 */
export function UserRoles({ user, onChanged, onClose }: Props) {
  const { t, i18n } = useLingui();
  const roleNames = useRoleNames();
  const [current, setCurrent] = useState(user);
  const [drafts, setDrafts] = useState<Record<number, OfficeRole>>({});
  const [adding, setAdding] = useState<{ office_id: string; role: OfficeRole }>({ office_id: '', role: 'IC' });
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const [rowBusy, setBusy] = useState(false);
  const [refocus, setRefocus] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  // After a write that removed the focused control (a removed role, the last free office used), the heading takes the focus.
  useEffect(() => {
    if (!refocus) return;
    const root = heading.current?.getRootNode() as ShadowRoot | Document | undefined;
    if (!root?.activeElement) heading.current?.focus();
  }, [refocus]);

  // An organization has few offices; the largest page lists them all for the choice.
  const officesRead = useLoad(async (signal) => (await listOffices({ page: 1, page_size: 100, ordering: 'identifier' }, signal)).results, 'offices').loaded;
  const offices = officesRead.data;
  // The last write's outcome; else a failed read of the offices.
  const shownNotice = notice ?? (officesRead.status === 'error' ? { ok: false, text: errorText(officesRead.error, i18n) } : undefined);

  const free = (offices ?? []).filter((o) => !current.offices.some((held) => held.office.id === o.id));
  const addOfficeId = free.some((o) => String(o.id) === adding.office_id) ? adding.office_id : String(free[0]?.id ?? '');
  const displayName = `${current.first_name} ${current.last_name}`.trim() || current.email;

  const done = (saved: AdminUser, text: string) => {
    setCurrent(saved);
    setNotice({ ok: true, text });
    setRefocus((n) => n + 1);
    onChanged(saved);
  };

  const place = free.find((o) => String(o.id) === addOfficeId);
  const addForm = useFormSubmit(
    (): Record<string, string> => (place ? {} : { office_id: t`Choose an office.` }),
    async () => {
      if (!place) return;
      setNotice(undefined);
      const saved = await setUserOfficeRole(current.id, place.id, adding.role);
      const office = place.identifier;
      const name = roleNames[adding.role];
      done(saved, t`Role ${name} added in ${office}.`);
    },
    (error) => formErrors(error, ['office_id', 'role'], i18n),
  );
  const { errors } = addForm;
  // One write at a time: a row's save or remove and the add form share the busy state.
  const busy = rowBusy || addForm.busy;
  const add = (event: FormEvent) => (rowBusy ? event.preventDefault() : addForm.handleSubmit(event));

  async function save(officeId: number, office: string, role: OfficeRole) {
    if (busy) return;
    setBusy(true);
    setNotice(undefined);
    try {
      const saved = await setUserOfficeRole(current.id, officeId, role);
      setDrafts((d) => {
        const next = { ...d };
        delete next[officeId];
        return next;
      });
      const name = roleNames[role];
      done(saved, t`Role in ${office} set to ${name}.`);
    } catch (error) {
      setNotice({ ok: false, text: errorText(error, i18n) });
    } finally {
      setBusy(false);
    }
  }

  async function remove(officeId: number, office: string) {
    if (busy) return;
    setBusy(true);
    setNotice(undefined);
    try {
      const saved = await removeUserOfficeRole(current.id, officeId);
      done(saved, t`Role in ${office} removed.`);
    } catch (error) {
      setNotice({ ok: false, text: errorText(error, i18n) });
    } finally {
      setBusy(false);
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      onClose();
    }
  };
  const roleOptions = OFFICE_ROLES.map((role) => (
    <option key={role} value={role}>
      {`${role} – ${roleNames[role]}`}
    </option>
  ));

  return (
    <section className="user-roles" part="roles" aria-labelledby="roles-heading" aria-busy={busy} onKeyDown={onKeyDown}>
      <div className="admin-head">
        <h3 id="roles-heading" ref={heading} tabIndex={-1}>
          {t`Office roles of ${displayName}`}
        </h3>
        <button type="button" onClick={onClose}>
          {t`Close`}
        </button>
      </div>
      {shownNotice && (
        <Notice variant={shownNotice.ok ? 'success' : 'danger'} part="roles-notice">
          {shownNotice.text}
        </Notice>
      )}
      {current.offices.length ? (
        <ul className="role-list">
          {current.offices.map(({ office, role }) => {
            const draft = drafts[office.id] ?? role;
            const where = office.identifier;
            return (
              <li key={office.id}>
                <label className="choice">
                  <span>{t`Role in ${where}`}</span>
                  <select value={draft} title={office.name} onChange={(e) => setDrafts((d) => ({ ...d, [office.id]: e.target.value as OfficeRole }))}>
                    {roleOptions}
                  </select>
                </label>
                <button type="button" aria-label={t`Save the role in ${where}`} disabled={draft === role} onClick={() => save(office.id, where, draft)}>
                  {t`Save`}
                </button>
                <button type="button" aria-label={t`Remove the role in ${where}`} onClick={() => remove(office.id, where)}>
                  {t`Remove`}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">{t`No office role: this user cannot work in any office.`}</p>
      )}
      {offices &&
        (free.length ? (
          <form noValidate className="add-role" onSubmit={add} part="add-role" aria-label={t`Add a role in another office`}>
            <ErrorAlert message={errors.alert} />
            <label className="choice">
              <span>{t`Office`}</span>
              <select name="office_id" value={addOfficeId} onChange={(e) => setAdding((a) => ({ ...a, office_id: e.target.value }))} aria-invalid={errors.fields.office_id ? true : undefined}>
                {free.map((o) => (
                  <option key={o.id} value={o.id}>
                    {`${o.identifier} – ${o.name}`}
                  </option>
                ))}
              </select>
              {errors.fields.office_id && <small className="field-error">{errors.fields.office_id}</small>}
            </label>
            <label className="choice">
              <span>{t`Role`}</span>
              <select name="role" value={adding.role} onChange={(e) => setAdding((a) => ({ ...a, role: e.target.value as OfficeRole }))} aria-invalid={errors.fields.role ? true : undefined}>
                {roleOptions}
              </select>
              {errors.fields.role && <small className="field-error">{errors.fields.role}</small>}
            </label>
            <button type="submit" className="primary">
              {t`Add role`}
            </button>
          </form>
        ) : (
          <p className="muted">{t`This user has a role in every office.`}</p>
        ))}
    </section>
  );
}
