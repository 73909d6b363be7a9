import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { useStore } from '@nanostores/react';
import { $appearance, resetAppearance } from '@si/core';
import { attributeDescriptions, elementDocs } from './manifest.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; open: boolean };

/** What the panel changed, as the page's appearance store (and localStorage) now hold it. */
function AppearanceReadout() {
  const appearance = useStore($appearance);
  return <pre style={{ fontSize: 12 }}>{JSON.stringify(appearance, null, 2)}</pre>;
}

const meta: Meta<Args> = {
  title: 'Elements/si-settings-panel',
  parameters: { ...elementDocs('si-settings-panel'), layout: 'fullscreen' },
  argTypes: attributeDescriptions('si-settings-panel'),
  args: { open: true },
  beforeEach: () => resetAppearance,
  render: (args) => (
    <>
      <AppearanceReadout />
      <si-settings-panel key={args.locale} {...args} onsi-close={action('si-close')} />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Default: Story = {};
export const French: Story = { args: { locale: 'fr' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
