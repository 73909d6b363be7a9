import { useLingui } from '@lingui/react/macro';
import { ItemKind } from '@si/contract/enums';
import { moduleKindOptions } from '../../account/moduleNames.ts';

/** The module kinds (1-7) with their modules' names in the element's language. */
export function useModuleKinds(): { value: number; label: string }[] {
  const { i18n } = useLingui();
  return moduleKindOptions(i18n);
}

/** The item kinds in the order the editor offers them, with the screens' names. */
export function useItemKinds(): { value: ItemKind; label: string }[] {
  const { t } = useLingui();
  return [
    { value: ItemKind.REQUEST_ITEM, label: t`Reporting requirement` },
    { value: ItemKind.METRIC, label: t`Financial requirement` },
    { value: ItemKind.QUESTION, label: t`Question` },
    { value: ItemKind.STATEMENT, label: t`Statement` },
    { value: ItemKind.INVOICE, label: t`Invoice` },
    { value: ItemKind.CONTRACT, label: t`Contract` },
  ];
}

/** Applying a checklist is open to every role that edits accounts (OA, IC, LRA); not to viewers. */
export { useCanWrite as useCanApply } from '../../admin/roles.ts';

/**
 * Gives focus back to the control that opened a form once the form closed. That control may
 * have been re-rendered meanwhile (a New button hidden while the form is open): then the
 * control with the same part or accessible name under `root`.
 */
export function focusBack(root: HTMLElement | null, opener: HTMLElement | null, tries = 10): void {
  setTimeout(() => {
    if (!opener) return;
    if (opener.isConnected) return opener.focus();
    const part = opener.getAttribute('part');
    const label = opener.getAttribute('aria-label');
    const twins = [...(root?.querySelectorAll<HTMLElement>('button') ?? [])];
    const twin = twins.find((b) => (part ? b.getAttribute('part') === part : label ? b.getAttribute('aria-label') === label : false));
    // React may not have rendered the twin yet: look again shortly.
    if (twin) twin.focus();
    else if (tries > 0) focusBack(root, opener, tries - 1);
  }, 30);
}
