/**
 * Where the Documentation links (footer, contract-lifecycle menu) lead, in a new tab.
 * The spec gives no address; a deployment sets VITE_DOCUMENTATION_URL at build time,
 * otherwise the project's own docs path on the suite's origin.
 */
export const DOCUMENTATION_URL: string = import.meta.env.VITE_DOCUMENTATION_URL || '/docs/';
