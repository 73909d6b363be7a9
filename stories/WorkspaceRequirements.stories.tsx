import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveRequirements } from './mocks/workspaceRequirements.ts';
import '../packages/elements/src/workspaces/workspace-requirements/workspace-requirements.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'IC' | 'VO' };

const meta: Meta<Args> = {
  title: 'Elements/Workspace requirements',
  parameters: elementDocs('si-workspace-requirements'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['IC', 'VO'], description: 'Story only: the signed-in user role (VO sees no write controls).' },
  },
  args: { locale: 'en', theme: 'light', role: 'IC' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveRequirements()),
  render: ({ role, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText' }}>Fake API: a threshold that is not a decimal is refused; uploads are not served (the refusal shows).</p>
      <si-workspace-requirements key={`${role}-${args.locale}`} account-id="9" {...args} />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Staff: Story = {};
export const ViewOnly: Story = { args: { role: 'VO' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
