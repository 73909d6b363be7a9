import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { expenseStyles } from '../kit/expenses.styles.ts';
import { ExpenseSettings } from './ExpenseSettings.tsx';

/**
 * @summary Expense management's settings: the expense currency, who approves claims (the members of a team, or the holders of an office role in the claimant's home office; never the claimant) and the days after approval a reimbursement is due; then the expense categories, each with its account code and policy (a limit per expense, a limit per day, a receipt required above an amount, said in words as the claimants read it), added, changed, made inactive or active again, and deleted while no expense uses them. An Office Administrator changes them; other roles read.
 * @customElement si-expense-settings
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The page.
 * @csspart page-heading - "Expense settings".
 * @csspart read-only - Said to a user who may not change the settings.
 * @csspart settings - The settings' panel: `settings-form` (`defaults`, `settings-error`, `settings-saved`).
 * @csspart heading - "Expense categories".
 * @csspart create - The "New category" button.
 * @csspart form - A category's form: `form-error`, `policy` (its policy in words).
 * @csspart notice - The outcome of a change to a category.
 * @csspart category-state - A category's state in words.
 * @csspart confirm - The delete confirmation.
 * @csspart table - The categories' table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No expense categories yet".
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 */
export class SiExpenseSettings extends elementClass(ExpenseSettings, {
  attributes: [],
  styles: [formStyles, dataTableStyles, adminStyles, expenseStyles],
}) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-expense-settings', SiExpenseSettings);

declare global {
  interface HTMLElementTagNameMap {
    'si-expense-settings': SiExpenseSettings;
  }
}
