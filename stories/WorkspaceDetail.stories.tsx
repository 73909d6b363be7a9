import type { Meta, StoryObj } from '@storybook/react-vite';
import '../packages/elements/src/workspaces/workspace-detail/workspace-detail.ts';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveWorkspaceDetail } from './mocks/workspaceDetail.ts';

type Role = 'IC' | 'OA' | 'LRA' | 'VO';
type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: Role; data: 'normal' | 'failing'; hold: boolean };

const meta: Meta<Args> = {
  title: 'Elements/Workspace detail',
  parameters: elementDocs('si-workspace-detail'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['IC', 'OA', 'LRA', 'VO'], description: 'Story only: the signed-in user role (VO sees no write controls).' },
    data: { control: 'inline-radio', options: ['normal', 'failing'], description: 'Story only: what the fake API answers.' },
    hold: { control: 'boolean', description: 'Story only: the workspace starts on hold.' },
  },
  args: { locale: 'en', theme: 'light', role: 'IC', data: 'normal', hold: false },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveWorkspaceDetail(args.data, args.hold)),
  render: ({ role, data, hold, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText' }}>
        Fake API: the name “Taken” is refused; adding a new contact with an e-mail of the directory (eve@audit.test) is refused; issued links are made up.
      </p>
      <si-workspace-detail key={`${role}-${data}-${hold}-${args.locale}`} account-id="12" account-type="2" {...args} />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Lender: Story = {};
export const OnHold: Story = { args: { hold: true } };
export const AsViewer: Story = { args: { role: 'VO' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
