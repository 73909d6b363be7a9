import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { attributeDescriptions, elementDocs } from './manifest.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; token: string; module: 'filestride' | 'bank' | 'spm' };

const meta: Meta<Args> = {
  title: 'Elements/si-upload-requirements',
  parameters: elementDocs('si-upload-requirements'),
  argTypes: { ...attributeDescriptions('si-upload-requirements'), module: { control: 'inline-radio', options: ['filestride', 'bank', 'spm'] } },
  args: { token: 'story-filestride', module: 'filestride' },
  render: (args) => (
    <>
      <si-upload-requirements key={`${args.locale}-${args.token}`} {...args} onsi-file-uploaded={action('si-file-uploaded')} onsi-error={action('si-error')} />
      <p style={{ fontSize: 12, color: 'GrayText' }}>
        Fake API: drop or pick files (PDF, XLSX up to 1 MB on the first item); a file named slow….pdf stops half way for 3 s so Cancel can be
        tried. Tokens: story-filestride, story-review (sent back, accepted, a question and a figure), story-bank, story-spm, story-hold (on hold), story-mfa (code 123456), anything else is unknown.
      </p>
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const DocumentCollection: Story = {};
export const Lender: Story = { args: { token: 'story-bank', module: 'bank' } };
export const SalesCrm: Story = { args: { token: 'story-spm', module: 'spm' } };
export const ReviewedAndAnswered: Story = { args: { token: 'story-review' } };
export const OnHold: Story = { args: { token: 'story-hold' } };
export const EmailedCodeFirst: Story = { args: { token: 'story-mfa' } };
export const UnknownToken: Story = { args: { token: 'revoked' } };
export const FrenchDark: Story = { args: { locale: 'fr', theme: 'dark' } };
export const Arabic: Story = { args: { locale: 'ar' } };
