// The list-screen kit's own parts that no moved screen shows yet: a text filter, a date range,
// a row link and a read-only action beside hidden writes.
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import type { Page } from '@si/contract';
import type { ListParams } from '@si/core/admin';
import { define } from '../base/define.ts';
import { elementClass } from '../base/element.tsx';
import { cleanup, expectAccessible, until } from '../test-support/dom.ts';
import { show } from '../test-support/portal-fixtures.ts';
import { nativeInput, typeSearch } from '../test-support/table-test-kit.ts';
import { ListScreen } from './ListScreen.tsx';

type Account = { id: number; name: string };
let asked: Record<string, unknown>[] = [];

function fetchAccounts(params: ListParams & Record<string, unknown>): Promise<Page<Account>> {
  asked.push(params);
  return Promise.resolve({ count: 1, next: null, previous: null, results: [{ id: 3, name: 'Northwind' }] });
}

function Accounts({ writer }: { writer?: string }) {
  return (
    <ListScreen<Account>
      heading="Accounts"
      columns={[{ key: 'name', header: 'Name', sort: 'name', cell: (a) => a.name }]}
      rowKey={(a) => a.id}
      fetchPage={fetchAccounts}
      filters={[
        { name: 'city', kind: 'text', label: 'City' },
        { name: 'from', kind: 'date', label: 'From' },
        { name: 'to', kind: 'date', label: 'To', after: 'from' },
      ]}
      searchable={false}
      rowLink={{ href: (a) => `/accounts/${a.id}` }}
      canWrite={writer === 'yes'}
      create="New account"
      form={() => <p>form</p>}
      rowActions={[
        { key: 'open', text: 'Open', label: (a) => `Open ${a.name}`, readOnly: true, panel: (a) => <p part="panel">{a.name}</p> },
        { key: 'close', text: 'Close', label: (a) => `Close ${a.name}`, run: async () => 'Closed.' },
      ]}
      emptyText="No accounts."
    />
  );
}

class SiTestListScreen extends elementClass(Accounts, { attributes: ['writer'] }) {}
define('si-test-list-screen', SiTestListScreen);

declare global {
  interface HTMLElementTagNameMap {
    'si-test-list-screen': SiTestListScreen;
  }
}

afterEach(() => {
  asked = [];
  cleanup();
});

describe('ListScreen', () => {
  it('sends a typed filter once the typing pauses, and keeps a date range in order', async () => {
    const el = await show('<si-test-list-screen writer="yes"></si-test-list-screen>', 'si-test-list-screen', 'tbody tr');
    await expectAccessible(el);
    typeSearch(nativeInput(el, 'City'), 'Oslo');
    await until(() => asked.some((p) => p.city === 'Oslo'), 'the filter in a request');
    expect(asked.filter((p) => p.city !== undefined)).to.have.length(1);
    const from = nativeInput(el, 'From');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(from, '2026-03-01');
    from.dispatchEvent(new Event('input', { bubbles: true }));
    await until(() => nativeInput(el, 'To').min === '2026-03-01', 'the range');
    await until(() => asked.some((p) => p.from === '2026-03-01' && p.city === 'Oslo' && p.page === 1), 'both filters asked');
  });

  it('links the primary cell, and shows a reader the read-only action only', async () => {
    const el = await show('<si-test-list-screen></si-test-list-screen>', 'si-test-list-screen', 'tbody tr');
    expect(el.shadowRoot!.querySelector('tbody td a')!.getAttribute('href')).to.equal('/accounts/3');
    const buttons = [...el.shadowRoot!.querySelectorAll('tbody button')].map((b) => b.getAttribute('aria-label'));
    expect(buttons).to.deep.equal(['Open Northwind']);
    expect(el.shadowRoot!.querySelector('[part="create"]')).to.equal(null);
    el.shadowRoot!.querySelector<HTMLButtonElement>('tbody button')!.click();
    await until(() => el.shadowRoot!.querySelector('[part="panel"]'), 'the panel');
  });
});
