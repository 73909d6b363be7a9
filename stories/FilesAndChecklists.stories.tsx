import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveFilesAndChecklists } from './mocks/filesAndChecklists.ts';

type Screen = 'si-checklists-admin' | 'si-checklist-editor' | 'si-standard-files' | 'si-secure-file-share' | 'si-team-detail';
type Args = { screen: Screen; locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'OA' | 'IC' | 'VO'; data: 'normal' | 'empty' | 'failing' };

// The attributes a route gives each screen in the suite.
const ATTRIBUTES: Record<Screen, Record<string, string>> = {
  'si-checklists-admin': { 'module-kind': '2', 'detail-href': '#/bank/checklists/{id}' },
  'si-checklist-editor': { 'checklist-id': '1', 'back-href': '#/bank/checklists' },
  'si-standard-files': {},
  'si-secure-file-share': {},
  'si-team-detail': { 'team-id': '1', 'back-href': '#/bank/teams' },
};

const meta: Meta<Args> = {
  title: 'Elements/Checklists and files',
  parameters: elementDocs('si-checklists-admin'),
  argTypes: {
    screen: { control: 'select', options: Object.keys(ATTRIBUTES) },
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'IC', 'VO'], description: 'Story only: the signed-in user role (VO sees no write controls; IC applies checklists but does not edit them).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { screen: 'si-checklists-admin', locale: 'en', theme: 'light', role: 'OA', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveFilesAndChecklists(args.data)),
  render: ({ screen: Tag, role, data, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText' }}>
        Fake API: an existing checklist name is refused; contact Dan Gone (id 404, on Acme Trading) does not exist; uploads take about two seconds.
      </p>
      <Tag key={`${Tag}-${role}-${data}-${args.locale}`} {...ATTRIBUTES[Tag]} {...args} />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Checklists: Story = {};
export const ChecklistsAsViewer: Story = { args: { role: 'VO' } };
export const ChecklistEditor: Story = { args: { screen: 'si-checklist-editor' } };
export const ChecklistApplyOnly: Story = { args: { screen: 'si-checklist-editor', role: 'IC' } };
export const StandardFiles: Story = { args: { screen: 'si-standard-files' } };
export const SecureFileShare: Story = { args: { screen: 'si-secure-file-share' } };
export const TeamDetail: Story = { args: { screen: 'si-team-detail' } };
export const Empty: Story = { args: { screen: 'si-standard-files', data: 'empty' } };
export const Failing: Story = { args: { screen: 'si-secure-file-share', data: 'failing' } };
export const ArabicDark: Story = { args: { screen: 'si-checklist-editor', locale: 'ar', theme: 'dark' } };
