import type { Meta, StoryObj } from '@storybook/react-vite';
import { $auth, $user, logout } from '@si/core';
import type { User } from '@si/contract';
import { elementDocs } from './manifest.ts';
import { serveReports } from './mocks/reports.ts';

type Screen = 'si-exception-report' | 'si-summary-report' | 'si-details-report' | 'si-user-report' | 'si-task-report';
type Args = {
  screen: Screen;
  locale: 'en' | 'fr' | 'ar';
  theme: 'light' | 'dark' | 'system';
  'account-id'?: string;
  'user-id'?: string;
  data: 'normal' | 'empty' | 'failing';
};

const olivia: User = {
  id: 1, identifier: 'U-1', is_active: true, email: 'olivia@example.com', first_name: 'Olivia', last_name: 'Admin',
  home_office_id: 1, phone: '', mfa_active: false, offices: [{ office: { id: 1, identifier: 'PAR', name: 'Paris office' }, role: 'OA' }],
};

const meta: Meta<Args> = {
  title: 'Elements/Reports',
  parameters: elementDocs('si-exception-report'),
  argTypes: {
    screen: { control: 'select', options: ['si-exception-report', 'si-summary-report', 'si-details-report', 'si-user-report', 'si-task-report'] },
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    'account-id': { control: 'text', description: 'si-details-report: the account (1-12); empty: choose one.' },
    'user-id': { control: 'text', description: 'si-user-report: the user.' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { screen: 'si-exception-report', locale: 'en', theme: 'light', data: 'normal' },
  beforeEach: ({ args }) => {
    $auth.set({ access: 'story-access', refresh: 'story-refresh' });
    $user.set(olivia);
    const restore = serveReports(args.data);
    return () => {
      restore();
      logout();
    };
  },
  render: ({ screen: Tag, data, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText' }}>Fake API: the downloads return a small stand-in file after a second, named by Content-Disposition.</p>
      <Tag key={`${Tag}-${data}-${args.locale}-${args['account-id']}`} details-href={Tag === 'si-summary-report' ? '#reports/details/:id' : undefined} {...args} />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const ExceptionReport: Story = {};
export const SummaryReport: Story = { args: { screen: 'si-summary-report' } };
export const DetailsReport: Story = { args: { screen: 'si-details-report', 'account-id': '3' } };
export const DetailsChooseAccount: Story = { args: { screen: 'si-details-report' } };
export const UserReport: Story = { args: { screen: 'si-user-report', 'user-id': '1' } };
export const TaskReport: Story = { args: { screen: 'si-task-report' } };
export const Empty: Story = { args: { screen: 'si-summary-report', data: 'empty' } };
export const Failing: Story = { args: { screen: 'si-task-report', data: 'failing' } };
export const ArabicDark: Story = { args: { screen: 'si-exception-report', locale: 'ar', theme: 'dark' } };
