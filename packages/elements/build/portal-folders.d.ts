export declare const PORTAL_FOLDERS: readonly string[];
export declare const STAFF_KITS: readonly string[];
export declare const isPortalFolder: (module: string, element: string) => boolean;
