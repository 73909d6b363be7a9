import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveWorkspaceImport } from './mocks/workspaceImport.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'OA' | 'IC' | 'LRA' | 'VO' };

const SAMPLE = 'data:text/csv;charset=utf-8,' + encodeURIComponent('Workspace,Team,First name,Last name,Email\nAlpha Farms,Sales,Ada,Lovelace,ada@example.com\nAlpha Farms,,Bob,Stone,bob@example.com\nBravo Mills,Nowhere,Cy,Young,not-an-email\n');

const meta: Meta<Args> = {
  title: 'Elements/Workspace import',
  parameters: elementDocs('si-workspace-import'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'LRA', 'VO'], description: 'Story only: the signed-in user role (VO sees nothing).' },
  },
  args: { locale: 'en', theme: 'light', role: 'IC' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveWorkspaceImport()),
  render: ({ role, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText' }}>
        Fake API: known teams are Sales and Collections. <a href={SAMPLE} download="workspaces.csv">Download a sample file</a> (its last row has two problems).
      </p>
      <si-workspace-import key={`${role}-${args.locale}`} module-kind="1" {...args} />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const WorkspaceImport: Story = {};
export const AsViewer: Story = { args: { role: 'VO' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
