import type { Meta, StoryObj } from '@storybook/react-vite';
import { attributeDescriptions, elementDocs } from './manifest.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system' };

const meta: Meta<Args> = {
  title: 'Elements/si-back-to-top',
  parameters: elementDocs('si-back-to-top'),
  argTypes: attributeDescriptions('si-back-to-top'),
  render: (args) => (
    <>
      <p>Scroll down more than 200 px: the button appears at the bottom end corner.</p>
      <div style={{ height: '250vh', borderInlineStart: '4px dashed GrayText' }} />
      <si-back-to-top key={args.locale} {...args} />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Page: Story = {};
export const ScrollContainer: Story = {
  render: (args) => (
    <>
      <div id="story-scroller" style={{ height: 300, overflow: 'auto', border: '1px solid GrayText' }}>
        <p>This box scrolls; the button watches it (target="#story-scroller").</p>
        <div style={{ height: 1200 }} />
      </div>
      <si-back-to-top key={args.locale} {...args} target="#story-scroller" />
    </>
  ),
};
export const Arabic: Story = { args: { locale: 'ar' } };
