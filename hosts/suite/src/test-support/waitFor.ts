/** Polls until `check` returns something truthy (or stops throwing); fails with the last reason after `timeout` ms.
 * The default leaves room for a cold module compile on a busy two-core CI machine; a passing
 * test never waits it out. */
export async function waitFor<T>(check: () => T, timeout = 10000): Promise<NonNullable<T>> {
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
