/** The src-relative paths of the elements' `ui/` files only staff screens reach, sorted (see staff-kit.mjs). */
export function staffOnlyUi(src?: string): string[];
