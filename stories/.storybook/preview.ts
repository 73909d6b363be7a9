import type { Preview } from '@storybook/react-vite';
import '@si/elements';
import { installFakeServer } from '../mocks/fakeServer.ts';

// Every story talks to the fake API (mocks/fakeServer.ts), never to a real server.
installFakeServer();

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
  },
  args: { locale: 'en', theme: 'light' },
};

export default preview;
