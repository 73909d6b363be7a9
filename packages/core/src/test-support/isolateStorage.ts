/**
 * Gives this test page its own localStorage. The test runner opens several pages at
 * once on one origin, so they would otherwise share (and clear) each other's
 * `auth`, `theme`... and receive each other's `storage` events. Import this module
 * FIRST in a test file: @nanostores/persistent captures localStorage when it loads.
 * Synthetic `storage` events (dispatched by a test to play "another tab") still pass.
 */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  const api: Record<string, unknown> = {
    getItem: (key: string) => (data.has(String(key)) ? data.get(String(key))! : null),
    setItem: (key: string, value: unknown) => void data.set(String(key), String(value)),
    removeItem: (key: string) => void data.delete(String(key)),
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
  };
  // Property access (`storage.auth`, `'auth' in storage`, `delete storage.auth`) as a real Storage allows.
  return new Proxy(api, {
    get: (target, prop) => (prop === 'length' ? data.size : typeof prop === 'string' && !(prop in target) ? data.get(prop) : Reflect.get(target, prop)),
    set: (_target, prop, value) => (data.set(String(prop), String(value)), true),
    has: (_target, prop) => data.has(String(prop)),
    deleteProperty: (_target, prop) => (data.delete(String(prop)), true),
    ownKeys: () => [...data.keys()],
    getOwnPropertyDescriptor: (_target, prop) =>
      data.has(String(prop)) ? { value: data.get(String(prop)), enumerable: true, configurable: true, writable: true } : undefined,
  }) as unknown as Storage;
}

const isolated = memoryStorage();
Object.defineProperty(window, 'localStorage', { value: isolated, configurable: true });
window.addEventListener(
  'storage',
  (event) => {
    if (event.isTrusted) event.stopImmediatePropagation();
  },
  true,
);

export const testStorage: Storage = isolated;
