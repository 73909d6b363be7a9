import { useLingui } from '@lingui/react/macro';
import { IMPORT_FIELDS, type ImportField, type ImportMapping } from '@si/contract/import-fields';

export type MappingFieldsProps = { headers: string[]; mapping: ImportMapping; onChange: (mapping: ImportMapping) => void };

/** One select per field to import: which column of the file feeds it. */
export function MappingFields({ headers, mapping, onChange }: MappingFieldsProps) {
  const { t } = useLingui();
  const labels: Record<ImportField, string> = {
    name: t`Workspace name (required)`,
    lead_email: t`Lead e-mail`,
    team_name: t`Team name`,
    office_identifier: t`Office identifier`,
    first_name: t`Contact first name`,
    last_name: t`Contact last name`,
    company_name: t`Contact company`,
    email: t`Contact e-mail`,
    phone: t`Contact phone`,
    contact_role: t`Contact role name`,
  };
  return (
    <fieldset className="mapping" part="mapping">
      <legend>{t`Columns to import`}</legend>
      {IMPORT_FIELDS.map((field) => (
        <label key={field} className="field">
          <span>{labels[field]}</span>
          <select name={field} value={mapping[field] ?? ''} required={field === 'name'} onChange={(e) => onChange({ ...mapping, [field]: e.target.value })}>
            <option value="">{t`Not imported`}</option>
            {headers.map((h, i) => (
              <option key={i} value={h}>
                {h}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}
