import { expect } from '@esm-bundle/chai';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it('renders React 19 and compiles a Lingui macro', async () => {
  const div = document.createElement('div');
  document.body.append(div);
  await act(async () => createRoot(div).render(<p>hello</p>));
  expect(div.textContent).to.equal('hello');
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  expect(i18n._(msg`Sign in`)).to.equal('Sign in');
});
