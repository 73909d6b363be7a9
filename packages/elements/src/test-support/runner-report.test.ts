// The runner's own report of a failure (the reportable-failures plugin of web-test-runner.config.mjs):
// a failing assertion's values go to the runner with every test result, and a DOM node among them
// once kept a file's results from being sent at all ("Browser tests did not finish").
import { expect } from '@esm-bundle/chai';

/** The socket module the runner serves to every test page; it sends the page's results. */
type Socket = { stable(message: unknown): string };
// Imported when a test runs (a static import would have Vite pre-transform the runner's module);
// `as string` keeps TypeScript from looking for it on disk, the import stays a literal for Vite.
const socket = () => import('/__web-dev-server__web-socket.js' as string) as Promise<Socket>;

describe("the runner's report of a test", () => {
  it('carries DOM nodes, functions and the window of a failure as text', async () => {
    const { stable } = await socket();
    const button = document.createElement('button');
    button.setAttribute('aria-label', 'Move Received down');
    const failure = { name: 'AssertionError', message: 'expected null to equal <button>', actual: null, expected: button };
    const sent = JSON.parse(stable({ type: 'wtr-session-finished', result: { errors: [failure], extra: [document.createTextNode('Received'), () => 1, window] } }));
    expect(sent.result.errors[0]).to.deep.equal({ ...failure, expected: '<button aria-label="Move Received down">' });
    expect(sent.result.extra).to.deep.equal(['#text', '[Function anonymous]', '[Window]']);
  });

  it('sends what structuredClone copies as it is, cycles included', async () => {
    const { stable } = await socket();
    const result: Record<string, unknown> = { passed: false, logs: ['one'], when: { at: 3 } };
    result.self = result;
    expect(JSON.parse(stable({ type: 'wtr-session-finished', result }))).to.deep.equal({
      type: 'wtr-session-finished',
      result: { passed: false, logs: ['one'], when: { at: 3 }, self: '[Circular]' },
    });
  });
});
