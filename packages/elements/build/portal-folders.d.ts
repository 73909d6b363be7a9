/** See portal-folders.js. */
export declare const PORTAL_FOLDERS: readonly string[];
