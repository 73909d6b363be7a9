/** Focuses what `find` returns once React has rendered it (a control that a closing form brings back). */
export function focusSoon(find: () => HTMLElement | null | undefined, tries = 10): void {
  setTimeout(() => {
    const target = find();
    if (target?.isConnected) target.focus();
    else if (tries > 0) focusSoon(find, tries - 1);
  }, 30);
}
