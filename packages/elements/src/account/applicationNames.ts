import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ApplicationKey } from '@si/contract/applications';

/** Each application's card: its name and one line on what it is for (spec 1). */
export const applicationText: Record<ApplicationKey, { name: MessageDescriptor; description: MessageDescriptor }> = {
  document_collection: { name: msg`Document Collection`, description: msg`Collect documents from outside parties in workspaces` },
  lender: { name: msg`Lender`, description: msg`Loan documents, covenant monitoring, loan pipeline and draws` },
  sales_pipeline: { name: msg`Sales Pipeline`, description: msg`Leads, accounts, contacts, pipelines and deals` },
  contract_lifecycle: { name: msg`Contract Lifecycle`, description: msg`Contracts and their workflows` },
  secure_invoice_purchase: { name: msg`Accounts Payable`, description: msg`Vendor invoices, purchase orders and pay instructions` },
  secure_invoice_sales: { name: msg`Secure Invoice`, description: msg`Invoices, statements and payments from customers` },
  expense_management: { name: msg`Expense Management`, description: msg`Expenses and their approval` },
  vendor_management: { name: msg`Vendor and Supplier Management`, description: msg`Vendors and suppliers` },
  project_management: { name: msg`Project and Task Management`, description: msg`Projects and tasks` },
};
