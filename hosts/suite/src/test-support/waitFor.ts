/** Polls until `check` returns something truthy (or stops throwing); fails with the last reason after `timeout` ms.
 * The default is a hang guard, not a speed check: it leaves room for a cold module compile on a
 * busy two-core machine (10 s was passed there); a passing test never waits it out. */
export async function waitFor<T>(check: () => T, timeout = 30000): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeout;
  let reason: unknown = 'condition never became true';
  while (performance.now() < deadline) {
    try {
      const value = check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      reason = error;
    }
    await new Promise((wait) => setTimeout(wait, 20));
  }
  throw reason instanceof Error ? reason : new Error(String(reason));
}
