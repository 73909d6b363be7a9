import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { setLocale } from '@si/core';
import './comments.ts';
import { fakeApi, type FakeApi } from '../../test-support/fake-api.ts';
import { alertText, cleanup, expectAccessible, nextEvent, typeInto, until } from '../../test-support/dom.ts';
import { TOKEN, comment, control, show, textOf } from '../../test-support/portal-fixtures.ts';

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  setLocale('en');
  cleanup();
});

const TAG = `<si-comments token="${TOKEN}" target-type="item" target-id="1"></si-comments>`;
const textarea = (el: Element, label: string) => {
  const found = [...el.shadowRoot!.querySelectorAll('label')].find((l) => l.textContent === label);
  return found ? (el.shadowRoot!.getElementById(found.htmlFor) as HTMLTextAreaElement) : null!;
};
const texts = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part="comment-text"]')].map((p) => p.textContent);

describe('si-comments', () => {
  it('is accessible: labelled text area, named buttons', async () => {
    api = fakeApi({ 'GET /api/portal_comments/object_comments': { json: { comments: [comment(1, 'Mine', true)] } } });
    const el = await show(TAG, 'si-comments', '[part="comment"]');
    await expectAccessible(el);
    expect(textarea(el, 'Add a comment')).to.not.equal(null);
  });

  it('shows the thread oldest first with the query of the contract, edit and delete only on own comments', async () => {
    api = fakeApi({
      'GET /api/portal_comments/object_comments': {
        json: { comments: [comment(2, 'Second, from staff', false), comment(1, 'First, mine', true)] },
      },
    });
    const el = await show(TAG, 'si-comments', '[part="comment"]');
    expect(texts(el)).to.deep.equal(['First, mine', 'Second, from staff']);
    const [mine, theirs] = [...el.shadowRoot!.querySelectorAll('[part="comment"]')];
    expect([...mine.querySelectorAll('button')].map((b) => b.textContent)).to.deep.equal(['Edit', 'Delete']);
    expect(theirs.querySelectorAll('button')).to.have.length(0);
    const query = api.to('GET', '/api/portal_comments/object_comments')[0].url.searchParams;
    expect(Object.fromEntries(query)).to.deep.equal({ token: TOKEN, target_type: 'item', target_id: '1' });
    expect(api.requests[0].headers.get('authorization')).to.equal(null);
  });

  it('shows HTML and script in comments as plain text', async () => {
    const evil = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b>';
    api = fakeApi({ 'GET /api/portal_comments/object_comments': { json: { comments: [comment(1, evil, false)] } } });
    const el = await show(TAG, 'si-comments', '[part="comment"]');
    expect(texts(el)).to.deep.equal([evil]);
    expect(el.shadowRoot!.querySelector('[part="comment-text"] img, [part="comment-text"] script, [part="comment-text"] b')).to.equal(null);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });

  it('adds a comment, shows it at the end, clears the field and emits si-comment-added', async () => {
    api = fakeApi({
      'GET /api/portal_comments/object_comments': { json: { comments: [comment(1, 'First', false)] } },
      'POST /api/portal_comments/add_comment': ({ body }) => ({ status: 201, json: comment(5, (body as { comment_text: string }).comment_text, true, '2025-02-01T10:00:00Z') }),
    });
    const el = await show(TAG, 'si-comments', '[part="comment"]');
    const added = nextEvent<{ targetType: string; targetId: number; comment: { id: number } }>('si-comment-added');
    await typeInto(textarea(el, 'Add a comment'), '  Paid by wire <b>today</b>  ');
    expect(textOf(el, '.hint')).to.equal('29 of 5000 characters');
    control(el, 'Post comment').click();
    const event = await added;
    expect(event.detail.targetType).to.equal('item');
    expect(event.detail.targetId).to.equal(1);
    expect(event.detail.comment.id).to.equal(5);
    expect(api.to('POST', '/api/portal_comments/add_comment')[0].body).to.deep.equal({ token: TOKEN, target_type: 'item', target_id: 1, comment_text: 'Paid by wire <b>today</b>' });
    await until(() => texts(el).length === 2, 'the new comment');
    expect(texts(el)[1]).to.equal('Paid by wire <b>today</b>');
    expect(textarea(el, 'Add a comment').value).to.equal('');
  });

  it('refuses an empty comment without calling the server, and shows a server refusal', async () => {
    api = fakeApi({
      'GET /api/portal_comments/object_comments': { json: { comments: [] } },
      'POST /api/portal_comments/add_comment': { status: 400, json: { comment_text: ['Ensure this field has no more than 5000 characters.'] } },
    });
    const el = await show(TAG, 'si-comments', '[part="form"]');
    await until(() => textOf(el, '.comments').includes('No comments yet.'), 'the empty thread');
    control(el, 'Post comment').click();
    await until(() => textOf(el, '.hint').startsWith('Field is required'), 'the required message');
    expect(api.to('POST', '/api/portal_comments/add_comment')).to.have.length(0);
    await typeInto(textarea(el, 'Add a comment'), 'x');
    control(el, 'Post comment').click();
    expect(await until(() => alertText(el), 'the server message')).to.equal('Ensure this field has no more than 5000 characters.');
    expect(textarea(el, 'Add a comment').maxLength).to.equal(5000);
  });

  it('edits and deletes an own comment (delete asks once more)', async () => {
    api = fakeApi({
      'GET /api/portal_comments/object_comments': { json: { comments: [comment(1, 'Typo hree', true)] } },
      'PUT /api/portal_comments/update_comment': ({ body }) => ({
        json: { ...comment(1, (body as { comment_text: string }).comment_text, true), updated_at: '2025-01-05T10:00:00Z' },
      }),
      'DELETE /api/portal_comments/delete_comment': { status: 204 },
    });
    const el = await show(TAG, 'si-comments', '[part="comment"]');
    control(el, 'Edit').click();
    const box = await until(() => textarea(el, 'Edit comment'), 'the edit box');
    box.select();
    await typeInto(box, 'Typo here');
    control(el, 'Save').click();
    await until(() => texts(el)[0] === 'Typo here', 'the edited text');
    expect(api.to('PUT', '/api/portal_comments/update_comment')[0].body).to.deep.equal({ token: TOKEN, comment_id: 1, comment_text: 'Typo here' });
    expect(textOf(el, '[part="comment"]')).to.contain('(edited)');
    control(el, 'Delete').click();
    await until(() => textOf(el, '[part="comment"]').includes('Delete this comment?'), 'the confirmation');
    await expectAccessible(el);
    expect(api.to('DELETE', '/api/portal_comments/delete_comment')).to.have.length(0);
    control(el, 'Yes, delete').click();
    await until(() => texts(el).length === 0, 'the comment gone');
    expect(Object.fromEntries(api.to('DELETE', '/api/portal_comments/delete_comment')[0].url.searchParams)).to.deep.equal({ token: TOKEN, comment_id: '1' });
  });

  it("keeps a comment when the server refuses to delete someone else's", async () => {
    api = fakeApi({
      'GET /api/portal_comments/object_comments': { json: { comments: [comment(1, 'Mine?', true)] } },
      'DELETE /api/portal_comments/delete_comment': { status: 403, json: { detail: 'You can only delete your own comments.' } },
    });
    const el = await show(TAG, 'si-comments', '[part="comment"]');
    control(el, 'Delete').click();
    (await until(() => el.shadowRoot!.querySelector<HTMLElement>('.danger'), 'confirm')).click();
    expect(await until(() => alertText(el), 'the refusal')).to.equal('You can only delete your own comments.');
    expect(texts(el)).to.deep.equal(['Mine?']);
  });

  it('says so when its attributes are incomplete, and speaks French', async () => {
    api = fakeApi({ 'GET /api/portal_comments/object_comments': { json: { comments: [] } } });
    const broken = await show('<si-comments token="t" target-type="nope" target-id="1"></si-comments>', 'si-comments', '[role="alert"]');
    expect(alertText(broken)).to.equal('This comment thread is not available: its link is incomplete.');
    expect(api.requests).to.have.length(0);
    const fr = await show(`<si-comments locale="fr" token="${TOKEN}" target-type="item" target-id="1"></si-comments>`, 'si-comments', '[part="form"]');
    await until(() => textOf(fr).includes('Aucun commentaire pour le moment.'), 'French');
    expect(textOf(fr, '[part="heading"]')).to.equal('Commentaires');
  });
});
