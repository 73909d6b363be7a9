/**
 * The tests every list or report screen built on the list-screen kit (ui/ListScreen.tsx) passes,
 * run by each screen's test file with its tag, endpoint and sample rows: accessibility (light,
 * dark and Arabic right to left), paging, sorting, a viewer's read-only screen, the failure with
 * a retry that works, and the empty state. A report that comes whole skips paging and sorting.
 */
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import type { FakeServer } from '@si/core/testing';
import { expectAccessible, until } from './dom.ts';
import { control, show, textOf } from './portal-fixtures.ts';
import { header, nthQuery, pageOf, rowTexts, signInAs } from './table-test-kit.ts';

export type ListScreenSuiteOptions = {
  tag: keyof HTMLElementTagNameMap;
  /** The element's markup; `<tag></tag>` by default. */
  html?: string;
  /** The test file's fake server, fresh for each test. */
  server(): FakeServer;
  /** The path the list is read from (`/api/offices`). */
  endpoint: string;
  /** Sample rows as the server gives them; at least one. */
  rows: unknown[];
  /** The server's answer for `rows` out of `count`: a page by default. */
  answer?(rows: unknown[], count: number): unknown;
  /** Server-paged (a pager, page 2 asked for); default true. */
  paged?: boolean;
  /** A sortable column's header and the ordering its first click asks for. */
  sort?: { column: string; ordering: string };
  /** The names of the controls a viewer must not get (`New office`, `Edit`, `Delete`). */
  writeControls?: string[];
  /** The empty list's text. */
  emptyText: string;
  /** Signs in someone who may write, or a viewer (VO); an OA and a VO by default. */
  signIn?(as: 'writer' | 'viewer'): void;
};

export function runListScreenSuite(options: ListScreenSuiteOptions): void {
  const { tag, endpoint, rows, paged = true, sort, writeControls = [], emptyText } = options;
  const html = options.html ?? `<${tag}></${tag}>`;
  const answer = options.answer ?? ((results: unknown[], count: number) => pageOf(results, count));
  const signIn = options.signIn ?? ((as: 'writer' | 'viewer') => signInAs(as === 'writer' ? 'OA' : 'VO'));
  const serve = (json: unknown) => options.server().on('GET', endpoint, { json });
  const requests = () => options.server().requests;

  describe(`${tag} as a list screen`, () => {
    it('is accessible, in light and dark and in Arabic right to left', async () => {
      signIn('writer');
      serve(answer(rows, rows.length));
      const el = await show(html, tag, 'tbody tr');
      await expectAccessible(el);
      el.parentElement!.remove();
      setLocale('ar');
      const arabic = await show(html, tag, 'tbody tr');
      await until(() => getComputedStyle(arabic.shadowRoot!.querySelector('[part="base"]')!).direction === 'rtl', 'right to left');
      await expectAccessible(arabic);
    });

    if (paged) {
      it('asks the server for the next page', async () => {
        signIn('writer');
        serve(answer(rows, 60));
        const el = await show(html, tag, 'tbody tr');
        expect(await nthQuery(requests(), endpoint, 1)).to.include({ page: '1', page_size: '10' });
        expect(textOf(el, '[part="pager"]')).to.contain('Page 1 of 6');
        control(el, 'Next page').click();
        expect(await nthQuery(requests(), endpoint, 2)).to.include({ page: '2' });
        await until(() => textOf(el, '[part="pager"]').includes('Page 2 of 6'), 'page 2');
      });
    }

    if (sort) {
      it('sorts on the server when a sortable header is clicked', async () => {
        signIn('writer');
        serve(answer(rows, rows.length));
        const el = await show(html, tag, 'tbody tr');
        header(el, sort.column).querySelector('button')!.click();
        expect(await nthQuery(requests(), endpoint, 2)).to.include({ ordering: sort.ordering });
        const direction = sort.ordering.startsWith('-') ? 'descending' : 'ascending';
        await until(() => header(el, sort.column).getAttribute('aria-sort') === direction, `${direction} sort`);
      });
    }

    it('shows a viewer (VO) the rows without any write control', async () => {
      signIn('viewer');
      serve(answer(rows, rows.length));
      const el = await show(html, tag, 'tbody tr');
      expect(rowTexts(el)).to.have.length(rows.length);
      expect(el.shadowRoot!.querySelector('[part="create"]')).to.equal(null);
      const names = [...el.shadowRoot!.querySelectorAll('button, sl-button, a')].flatMap((b) => [b.textContent!.trim(), b.getAttribute('aria-label') ?? '']);
      for (const name of writeControls) expect(names.some((n) => n === name || n.startsWith(`${name} `)), name).to.equal(false);
    });

    it('shows a failure with a retry that works', async () => {
      signIn('writer');
      let down = true;
      options.server().on('GET', endpoint, () => (down ? { status: 500, json: {} } : { json: answer(rows, rows.length) }));
      const el = await show(html, tag, '[role="alert"]');
      expect(el.shadowRoot!.querySelector('[role="alert"]')!.getAttribute('part')).to.equal('error');
      expect(textOf(el, '[part="error"]')).to.not.equal('');
      down = false;
      control(el, 'Try again').click();
      await until(() => rowTexts(el).length === rows.length, 'rows after retry');
      expect(el.shadowRoot!.querySelector('[role="alert"]')).to.equal(null);
    });

    it('says when there is nothing to list', async () => {
      signIn('writer');
      serve(answer([], 0));
      const el = await show(html, tag, '[part="empty"]');
      expect(textOf(el, '[part="empty"]')).to.equal(emptyText);
      expect(el.shadowRoot!.querySelector('[part="empty"]')!.getAttribute('role')).to.equal('status');
      await expectAccessible(el);
    });
  });
}
