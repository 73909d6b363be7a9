import '../../base/staff-catalog.ts';
import { define } from '../../base/define.ts';
import { elementClass } from '../../base/element.tsx';
import { formStyles } from '../../base/form.styles.ts';
import { adminStyles } from '../../admin/admin.styles.ts';
import { dataTableStyles } from '../../ui/data-table.styles.ts';
import { CustomFieldsAdmin } from './CustomFieldsAdmin.tsx';
import { PipelinesAdmin } from './PipelinesAdmin.tsx';
import { ProductsAdmin } from './ProductsAdmin.tsx';
import { settingsListsStyles } from './settings-lists.styles.ts';
import { CategoriesAdmin, ContactRolesAdmin, DocumentTypesAdmin } from './SimpleAdmins.tsx';

const styles = [formStyles, dataTableStyles, adminStyles, settingsListsStyles];

/**
 * @summary The roles contacts play on accounts (Borrower, CFO...): a paged, sortable, searchable list; an Office Administrator creates, renames and deletes them.
 * @customElement si-contact-roles-admin
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives, e.g. `https://suite.example.com`. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "Contact roles".
 * @csspart create - The New contact role button (Office Administrators only).
 * @csspart form - The create or edit form.
 * @csspart confirm - The delete confirmation.
 * @csspart notice - The outcome of the last write.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No contact roles yet." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiContactRolesAdmin extends elementClass(ContactRolesAdmin, { styles }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

/**
 * @summary The document types accounts are expected to provide (name and description); an Office Administrator creates, edits and deletes them.
 * @customElement si-document-types-admin
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "Expected document types".
 * @csspart create - The New document type button (Office Administrators only).
 * @csspart form - The create or edit form.
 * @csspart confirm - The delete confirmation.
 * @csspart notice - The outcome of the last write.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No document types yet." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiDocumentTypesAdmin extends elementClass(DocumentTypesAdmin, { styles }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

/**
 * @summary Product categories (name and description); an Office Administrator creates, edits and deletes them (products keep their place without one).
 * @customElement si-categories-admin
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "Categories".
 * @csspart create - The New category button (Office Administrators only).
 * @csspart form - The create or edit form.
 * @csspart confirm - The delete confirmation.
 * @csspart notice - The outcome of the last write.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No categories yet." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiCategoriesAdmin extends elementClass(CategoriesAdmin, { styles }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

/**
 * @summary Products (name, description, category or none), filtered by category; an Office Administrator creates, edits and deletes them.
 * @customElement si-products-admin
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "Products".
 * @csspart create - The New product button (Office Administrators only).
 * @csspart form - The create or edit form.
 * @csspart confirm - The delete confirmation.
 * @csspart notice - The outcome of the last write.
 * @csspart table - The data table (search, category filter, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No products yet." or the search's or filter's empty result.
 * @csspart error - A failed call's message (the list's, or the categories').
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiProductsAdmin extends elementClass(ProductsAdmin, { styles }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

/**
 * @summary The custom fields of one module (text, number, date or a choice list with its options; required; position); an Office Administrator creates, edits and deletes them. Once accounts hold values, the server keeps the type fixed and used options in place, and says so by the field.
 * @customElement si-custom-fields-admin
 *
 * @attr {string | number} module-kind - The module whose fields are listed and created: 1 FileStride, 2 lender, 3 expense management, 4 SecureInvoice, 5 payable, 6 CLM, 7 SPM. Required.
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "Custom fields".
 * @csspart create - The New custom field button (Office Administrators only).
 * @csspart form - The create or edit form.
 * @csspart confirm - The delete confirmation.
 * @csspart notice - The outcome of the last write.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No custom fields yet." or the search's empty result.
 * @csspart error - A failed call's message, or a missing module-kind.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiCustomFieldsAdmin extends elementClass(CustomFieldsAdmin, { attributes: ['moduleKind'], styles }) {
  declare moduleKind?: string;
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

/**
 * @summary Pipelines with their ordered stages (add, rename, remove, move up and down); an Office Administrator creates, edits and deletes them.
 * @customElement si-pipelines-admin
 *
 * @attr {string} locale - Language of the element: `en`, `fr` or `ar` (right-to-left). Defaults to the page's language.
 * @attr {string} theme - `light`, `dark` or `system`. Defaults to the suite's appearance.
 * @attr {string} api-base - Where the API lives. Defaults to the page's origin.
 *
 * @csspart base - The section.
 * @csspart heading - "Pipelines".
 * @csspart create - The New pipeline button (Office Administrators only).
 * @csspart form - The create or edit form (with the stage list).
 * @csspart confirm - The delete confirmation.
 * @csspart notice - The outcome of the last write.
 * @csspart table - The data table (search, rows, pager).
 * @csspart pager - Page size and page navigation.
 * @csspart empty - "No pipelines yet." or the search's empty result.
 * @csspart error - A failed call's message.
 *
 * @cssprop --si-color-primary - Primary colour; defaults to the appearance preset (#0D9394).
 * @cssprop --si-table-height - Height of the table's scroll area (default 60vh).
 */
export class SiPipelinesAdmin extends elementClass(PipelinesAdmin, { styles }) {
  declare locale?: string;
  declare theme?: string;
  declare apiBase?: string;
}

define('si-contact-roles-admin', SiContactRolesAdmin);
define('si-document-types-admin', SiDocumentTypesAdmin);
define('si-categories-admin', SiCategoriesAdmin);
define('si-products-admin', SiProductsAdmin);
define('si-custom-fields-admin', SiCustomFieldsAdmin);
define('si-pipelines-admin', SiPipelinesAdmin);

declare global {
  interface HTMLElementTagNameMap {
    'si-contact-roles-admin': SiContactRolesAdmin;
    'si-document-types-admin': SiDocumentTypesAdmin;
    'si-categories-admin': SiCategoriesAdmin;
    'si-products-admin': SiProductsAdmin;
    'si-custom-fields-admin': SiCustomFieldsAdmin;
    'si-pipelines-admin': SiPipelinesAdmin;
  }
}
