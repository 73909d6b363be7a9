// The folders of packages/elements/src whose messages a customer's page may show: the token
// portals and the shared kits they are built from. Their strings form the portal catalog
// (locales/portal/), which every page loads; the other folders are the staff screens', whose
// catalog (locales/) only staff elements register (base/staff-catalog.ts).
// A module with staff screens lists its portal folders one by one; its kit's `staff/` folder
// holds what only its staff screens share, so none of it reaches a customer's page.
export const PORTAL_FOLDERS = [
  'base',
  'ui',
  'portal',
  'portal-kit',
  'receivables/invoice-portal',
  'receivables/invoice-view',
  'receivables/pay-button',
  'receivables/pay-instructions',
  'receivables/statement',
  'receivables/kit',
  'document-collection',
  'payables/payable-portal',
  'payables/kit',
  'contracts',
  'sales/lead-form',
  'lending/kit',
  'lending/loan-request',
  'lending/draw-request',
];

/** Modules kits' folders of staff-only shared code, under a portal folder but not part of it. */
export const STAFF_KITS = ['receivables/kit/staff', 'payables/kit/staff', 'lending/kit/staff'];

/** Whether a wrapper at src/<module>/<element>/ belongs to a portal folder. */
export const isPortalFolder = (module, element) => PORTAL_FOLDERS.includes(module) || PORTAL_FOLDERS.includes(`${module}/${element}`);
