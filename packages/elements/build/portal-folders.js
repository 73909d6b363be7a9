// The folders of packages/elements/src whose messages a customer's page may show: the token
// portals and the shared kits they are built from. Their strings form the portal catalog
// (locales/portal/), which every page loads; the other folders are the staff screens', whose
// catalog (locales/) only staff elements register (base/staff-catalog.ts).
export const PORTAL_FOLDERS = ['base', 'ui', 'portal', 'portal-kit', 'receivables', 'document-collection', 'payables', 'contracts'];
