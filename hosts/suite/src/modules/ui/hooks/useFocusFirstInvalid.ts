import { useEffect, useRef, useState } from 'react';

/**
 * After a submit that marks fields wrong, the first of them on the page (aria-invalid) takes the
 * focus once it has rendered, so a keyboard or screen reader user lands where to fix it. `form`
 * goes on the form; `focusFirstInvalid()` is called where the submit sets its field messages.
 */
export function useFocusFirstInvalid() {
  const form = useRef<HTMLFormElement>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failures]);
  return { form, focusFirstInvalid: () => setFailures((n) => n + 1) };
}
