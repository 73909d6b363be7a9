/** Module kinds (spec 3) as the rest of the server knows them: access rules and staff screens. */
import { ModuleKind, type ApplicationType } from '@si/contract';

/**
 * The allowed-modules application type that governs a module kind's accounts. The vendor kind
 * runs the expense and payable screens, so the purchase type governs it (as on the dashboards).
 */
export const MODULE_APPLICATION: Record<number, ApplicationType> = {
  [ModuleKind.FILE]: 'document_collection',
  [ModuleKind.BANK]: 'lender',
  [ModuleKind.VENDOR]: 'secure_invoice_purchase',
  [ModuleKind.SECURE_INVOICE_SALES]: 'secure_invoice_sales',
  [ModuleKind.SECURE_INVOICE_PURCHASE]: 'secure_invoice_purchase',
  [ModuleKind.CONTRACT_LIFECYCLE]: 'contract_lifecycle',
  [ModuleKind.SALES_PIPELINE]: 'sales_pipeline',
};

/** The My Tasks route of each module (spec 2.4-2.10), linked from notification mails. */
export const MODULE_TASKS_PATH: Record<number, string> = {
  [ModuleKind.FILE]: '/filestride/myTask',
  [ModuleKind.BANK]: '/bank/mytask',
  [ModuleKind.VENDOR]: '/expensemanagement/mytask',
  [ModuleKind.SECURE_INVOICE_SALES]: '/secureinvoice/mytask',
  [ModuleKind.SECURE_INVOICE_PURCHASE]: '/payable/mytask',
  [ModuleKind.CONTRACT_LIFECYCLE]: '/clm/my-contracts',
  [ModuleKind.SALES_PIPELINE]: '/spm/myTasks',
};

export const MODULE_LABEL: Record<number, string> = {
  [ModuleKind.FILE]: 'Document collection',
  [ModuleKind.BANK]: 'Lender',
  [ModuleKind.VENDOR]: 'Vendor',
  [ModuleKind.SECURE_INVOICE_SALES]: 'Secure invoice (sales)',
  [ModuleKind.SECURE_INVOICE_PURCHASE]: 'Accounts payable',
  [ModuleKind.CONTRACT_LIFECYCLE]: 'Contract lifecycle',
  [ModuleKind.SALES_PIPELINE]: 'Sales pipeline',
};
