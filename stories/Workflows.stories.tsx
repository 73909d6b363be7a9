import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { serveWorkflows } from './mocks/workflows.ts';

type Screen = 'si-workflows-admin' | 'si-workflow-editor' | 'si-transition-editor';
type Args = { screen: Screen; locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; role: 'OA' | 'VO'; data: 'normal' | 'empty' | 'failing' };

// The route attributes each screen takes in the suite (here under /filestride, module kind 1).
const ROUTE: Record<Screen, Record<string, string>> = {
  'si-workflows-admin': { 'module-kind': '1', 'detail-href': '/filestride/workflows/{id}' },
  'si-workflow-editor': { 'workflow-id': '1', 'transition-href': '/filestride/workflow/transitions/{id}', 'list-href': '/filestride/workflows' },
  'si-transition-editor': { 'transition-id': '21', 'workflow-href': '/filestride/workflows/{id}' },
};

const meta: Meta<Args> = {
  title: 'Elements/Workflows',
  parameters: elementDocs('si-workflows-admin'),
  argTypes: {
    screen: { control: 'select', options: ['si-workflows-admin', 'si-workflow-editor', 'si-transition-editor'] },
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    role: { control: 'inline-radio', options: ['OA', 'VO'], description: 'Story only: the signed-in user role (VO sees no write controls).' },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { screen: 'si-workflows-admin', locale: 'en', theme: 'light', role: 'OA', data: 'normal' },
  beforeEach: ({ args }) => signedInStory(args.role, () => serveWorkflows(args.data)),
  render: ({ screen: Tag, role, data, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText' }}>
        Fake API: a duplicate workflow or step name, a condition or action without its team or user, and an automatic back-and-forth pair are refused. Links
        raise si-navigate (the suite routes them).
      </p>
      <Tag key={`${Tag}-${role}-${data}-${args.locale}`} {...args} {...ROUTE[Tag]} />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Workflows: Story = {};
export const WorkflowsAsViewer: Story = { args: { role: 'VO' } };
export const Editor: Story = { args: { screen: 'si-workflow-editor' }, parameters: elementDocs('si-workflow-editor') };
export const EditorAsViewer: Story = { args: { screen: 'si-workflow-editor', role: 'VO' }, parameters: elementDocs('si-workflow-editor') };
export const Transition: Story = { args: { screen: 'si-transition-editor' }, parameters: elementDocs('si-transition-editor') };
export const Empty: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { screen: 'si-workflow-editor', data: 'failing' } };
export const TransitionArabicDark: Story = { args: { screen: 'si-transition-editor', locale: 'ar', theme: 'dark' }, parameters: elementDocs('si-transition-editor') };
