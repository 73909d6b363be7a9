import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { logout } from '@si/core';
import { attributeDescriptions, elementDocs } from './manifest.ts';
import { LEAD_FORM_KEYS, serveLeadForm } from './mocks/leadForm.ts';

type Args = {
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  'form-key': (typeof LEAD_FORM_KEYS)[number] | '';
  heading?: string;
};

const meta: Meta<Args> = {
  title: 'Elements/Lead form',
  parameters: elementDocs('si-lead-form'),
  argTypes: {
    ...attributeDescriptions('si-lead-form'),
    'form-key': { control: 'select', options: [...LEAD_FORM_KEYS, ''], description: 'The form key (story keys: a form with questions of its own, a plain one, one turned off; empty: no key).' },
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
  },
  args: { locale: 'en', theme: 'light', 'form-key': 'story-lead-form' },
  // A public element: nobody is signed in on a tenant's website.
  beforeEach: () => {
    logout();
    return serveLeadForm();
  },
  render: (args) => (
    <>
      <si-lead-form key={`${args['form-key']}-${args.locale}`} {...args} onsi-lead-sent={action('si-lead-sent')} onsi-error={action('si-error')} />
      <p style={{ fontSize: 12, color: 'GrayText' }}>
        Fake API: the name &quot;Busy&quot; gets &quot;too many answers&quot; (429); an e-mail at @invalid.example and a phone number without its
        country code are refused at their fields; anything else is thanked.
      </p>
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const LeadForm: Story = {};
export const WithoutQuestionsOfItsOwn: Story = { args: { 'form-key': 'story-lead-plain', heading: 'Ask for a quote' } };
export const TurnedOff: Story = { args: { 'form-key': 'story-lead-off' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
