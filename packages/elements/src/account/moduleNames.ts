/**
 * The forms of a module's name the staff screens show, all read from the one table
 * (`MODULE_NAMES`, `@si/core/module-names`) through the module descriptor: a module kind's
 * name, an application's and an allowed-modules type's. Only what is not a module's name is
 * written here: each application's one-line description, and the names of the two applications
 * of the switcher that are no module of their own (spec 1).
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { MODULE_NAMES } from '@si/core/module-names';
import type { Application, ApplicationKey } from '@si/contract/applications';
import type { ApplicationType } from '@si/contract/enums';
import { MODULES, moduleOfKind } from '@si/contract/modules';

/** The name of a module kind's module (spec 3), or the kind's number when no module has it. */
export function moduleNameOfKind(i18n: I18n, kind: number): string {
  const module = moduleOfKind(kind);
  return module ? i18n._(MODULE_NAMES[module.id]) : String(kind);
}

/** The module kinds in their order (1-7), each with its module's name: the choices of a module. */
export function moduleKindOptions(i18n: I18n): { value: number; label: string }[] {
  return [...MODULES].sort((a, b) => a.kind - b.kind).map((m) => ({ value: m.kind, label: i18n._(MODULE_NAMES[m.id]) }));
}

/** An allowed-modules application type (spec 6) by the name of the first module it governs. */
export function applicationTypeName(i18n: I18n, type: ApplicationType): string {
  const module = MODULES.find((m) => m.application === type);
  return module ? i18n._(MODULE_NAMES[module.id]) : type;
}

/** The applications of the switcher that reuse another module's screens under a name of their own. */
const OWN_NAMES: Partial<Record<ApplicationKey, MessageDescriptor>> = {
  vendor_management: msg`Vendor and Supplier Management`,
  project_management: msg`Project and Task Management`,
};

/** A switcher application's name: its own, else its module's. */
export function applicationName(i18n: I18n, app: Pick<Application, 'key' | 'module'>): string {
  return i18n._(OWN_NAMES[app.key] ?? MODULE_NAMES[app.module]);
}

/** Each application's card line: what it is for (spec 1). */
export const applicationDescriptions: Record<ApplicationKey, MessageDescriptor> = {
  document_collection: msg`Collect documents from outside parties in workspaces`,
  lender: msg`Loan documents, covenant monitoring, loan pipeline and draws`,
  sales_pipeline: msg`Leads, accounts, contacts, pipelines and deals`,
  contract_lifecycle: msg`Contracts and their workflows`,
  secure_invoice_purchase: msg`Vendor invoices, purchase orders and pay instructions`,
  secure_invoice_sales: msg`Invoices, statements and payments from customers`,
  expense_management: msg`Expenses and their approval`,
  vendor_management: msg`Vendors and suppliers`,
  project_management: msg`Projects and tasks`,
};
