// The form cycle's summary: "Check the fields marked below." only when a field is marked; the
// first marked field takes the focus.
import '@si/core/testing';
import { expect } from '@esm-bundle/chai';
import { useState } from 'react';
import { TextField } from '../admin/fields.tsx';
import { define } from './define.ts';
import { elementClass } from './element.tsx';
import { ErrorAlert } from './Notice.tsx';
import { useFormSubmit } from './useFormSubmit.ts';
import { cleanup, expectAccessible, typeInto, until } from '../test-support/dom.ts';

/** A form with one visible field (name) and a check on a value it does not show (a code). */
function Probe() {
  const [name, setName] = useState('');
  const [code] = useState('');
  const { errors, handleSubmit } = useFormSubmit(
    () => {
      const found: Record<string, string> = {};
      if (!code) found.code = 'The invitation code is missing: open the link from the e-mail again.';
      if (name === 'bad') found.name = 'Use another name.';
      return found;
    },
    async () => undefined,
    () => undefined,
    'Check the fields marked below.',
  );
  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Probe">
      <ErrorAlert message={errors.alert} />
      <TextField name="name" label="Name" value={name} error={errors.fields.name} onChange={setName} />
      <button type="submit">Save</button>
    </form>
  );
}
define('si-test-form-probe', elementClass(Probe));

afterEach(cleanup);

async function show() {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = '<si-test-form-probe></si-test-form-probe>';
  document.body.append(holder);
  const el = holder.firstElementChild!;
  await until(() => el.shadowRoot?.querySelector('button'), 'the form');
  return el;
}

const alert = (el: Element) => el.shadowRoot!.querySelector('[role="alert"]')?.textContent?.trim();

describe('useFormSubmit: the summary above a form', () => {
  it('says what is wrong instead of pointing at marked fields when none is marked', async () => {
    const el = await show();
    const save = el.shadowRoot!.querySelector('button')!;
    save.focus();
    save.click();
    await until(() => alert(el) === 'The invitation code is missing: open the link from the e-mail again.', 'the message itself');
    expect(el.shadowRoot!.querySelector('[data-invalid], [data-field-error], [aria-invalid="true"]')).to.equal(null);
    expect(el.shadowRoot!.activeElement, 'no field to move to: the focus stays').to.equal(save);
    await expectAccessible(el);
  });

  it('points at the fields when one is marked', async () => {
    const el = await show();
    const input = el.shadowRoot!.querySelector<HTMLElement & { value: string }>('sl-input')!;
    await customElements.whenDefined('sl-input');
    await typeInto(input, 'bad');
    const save = el.shadowRoot!.querySelector('button')!;
    save.focus();
    save.click();
    await until(() => alert(el) === 'Check the fields marked below.', 'the summary');
    await until(() => el.shadowRoot!.activeElement === input, 'the focus on the marked field');
    await until(() => input.shadowRoot!.querySelector('input')!.matches(':invalid'), 'the name marked invalid');
    expect(input.hasAttribute('data-invalid')).to.equal(true);
    expect(input.hasAttribute('data-field-error')).to.equal(true);
  });
});
