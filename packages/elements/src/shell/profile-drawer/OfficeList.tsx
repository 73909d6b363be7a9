import { useLingui } from '@lingui/react/macro';
import type { UserOffice } from '@si/contract';
import type { OfficeRole } from '@si/contract/enums';

/** The user's organizational units, read-only: identifier, name and the role held there. */
export function OfficeList({ offices }: { offices: readonly UserOffice[] }) {
  const { t } = useLingui();
  const roleNames: Record<OfficeRole, string> = {
    IC: t`Individual Contributor`,
    OA: t`Office Administrator`,
    VO: t`View Only`,
    LRA: t`Loan Review & Approval`,
  };
  return (
    <section className="section" aria-labelledby="offices-heading" part="offices">
      <h3 id="offices-heading">{t`Organizational units`}</h3>
      {offices.length === 0 ? (
        <p className="muted">{t`No organizational unit yet.`}</p>
      ) : (
        <table className="offices">
          <thead>
            <tr>
              <th scope="col">{t`Identifier`}</th>
              <th scope="col">{t`Name`}</th>
              <th scope="col">{t`Role`}</th>
            </tr>
          </thead>
          <tbody>
            {offices.map(({ office, role }) => (
              <tr key={office.id}>
                <td>{office.identifier}</td>
                <td>{office.name}</td>
                <td>
                  <abbr title={roleNames[role] ?? role}>{role}</abbr> <span className="role-name">{roleNames[role] ?? ''}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
