/** The words and rules of the requirements panel: kinds, statuses, thresholds, who writes, dates. */
import { useLingui } from '@lingui/react/macro';
import { ItemKind } from '@si/contract/enums';
import type { RequirementKind, RequirementRow } from '@si/contract';
import { REQUIREMENT_FILE_TYPES } from '@si/contract/workspace-limits';
import { kindLabel, statusLabel } from '../../portal-kit/itemLabels.ts';

/** The file types a requirement may accept, as the server checks them. */
export const FILE_TYPES = REQUIREMENT_FILE_TYPES;
export const KINDS: readonly RequirementKind[] = [ItemKind.REQUEST_ITEM, ItemKind.METRIC, ItemKind.QUESTION, ItemKind.STATEMENT];

/** Requirements are written by IC, OA and LRA; a View Only user reads (the server answers 403 anyway). */
export { useCanWrite as useCanWriteRequirements } from '../../admin/roles.ts';

export function useRequirementWords() {
  const { t, i18n } = useLingui();
  const day = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`));
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return {
    kind: (kind: RequirementKind) => kindLabel(kind, i18n),
    status: (status: string) => (status.toLowerCase() === 'returned' ? t`Sent back` : statusLabel(status, i18n)),
    threshold: (kind: number) => [t`No threshold`, t`Risk rate`, t`Target value`][kind] ?? String(kind),
    decision: (decision: string) => (decision === 'accepted' ? t`Accepted` : t`Sent back`),
    assignment: (row: RequirementRow) => {
      const { contact, role } = row.assignment;
      if (contact) return t`Assigned to ${contact.name}`;
      if (role) return t`Assigned to the role ${role.name}`;
      return t`Not assigned`;
    },
    day,
    when,
  };
}

/** Whether the contact (or staff on their behalf) has given something staff can review. */
export function isSubmitted(row: RequirementRow): boolean {
  if (row.status.toLowerCase() === 'accepted') return false;
  return row.files.length > 0 || !!row.figure || !!row.answer || row.kind === ItemKind.STATEMENT;
}

/** The requirements under their section headings, in the server's order ('' = no section, first). */
export function bySection(rows: RequirementRow[]): [section: string, rows: RequirementRow[]][] {
  const groups = new Map<string, RequirementRow[]>();
  for (const row of rows) groups.set(row.section, [...(groups.get(row.section) ?? []), row]);
  return [...groups.entries()];
}
