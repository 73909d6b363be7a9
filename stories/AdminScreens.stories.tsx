import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveAdmin } from './mocks/adminScreens.ts';

type Screen = 'si-offices-admin' | 'si-teams-admin' | 'si-users-admin' | 'si-my-tasks' | 'si-audit-log';
type Args = { screen: Screen; locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'OA' | 'VO'; data: 'normal' | 'empty' | 'failing' };

const meta: Meta<Args> = {
  title: 'Elements/Administration screens',
  parameters: elementDocs('si-offices-admin'),
  argTypes: {
    screen: { control: 'select', options: ['si-offices-admin', 'si-teams-admin', 'si-users-admin', 'si-my-tasks', 'si-audit-log'] },
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'VO'], description: 'Story only: the signed-in user role (VO sees no write controls).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { screen: 'si-offices-admin', locale: 'en', theme: 'light', role: 'OA', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveAdmin(args.data)),
  render: ({ screen: Tag, role, data, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText' }}>Fake API: an office identifier (e.g. PAR) or user e-mail that exists already is refused.</p>
      <Tag key={`${Tag}-${role}-${data}-${args.locale}`} {...args} />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Offices: Story = {};
export const OfficesAsViewer: Story = { args: { role: 'VO' } };
export const Teams: Story = { args: { screen: 'si-teams-admin' } };
export const Users: Story = { args: { screen: 'si-users-admin' } };
export const MyTasks: Story = { args: { screen: 'si-my-tasks' } };
export const AuditLog: Story = { args: { screen: 'si-audit-log' } };
export const Empty: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { screen: 'si-my-tasks', data: 'failing' } };
export const ArabicDark: Story = { args: { screen: 'si-my-tasks', locale: 'ar', theme: 'dark' } };
