import type { Meta, StoryObj } from '@storybook/react-vite';
// Not in the all-elements entry the preview loads: the wrapper defines its tag.
import '@si/elements/sales/pipeline-report/pipeline-report';
import { elementDocs } from './manifest.ts';
import { signedInStory } from './mocks/signedIn.ts';
import { servePipelineReport, type PipelineReportData } from './mocks/pipelineReport.ts';

type Args = { view: 'summary' | 'exceptions' | 'tasks'; locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; data: PipelineReportData };

const meta: Meta<Args> = {
  title: 'Elements/Sales pipeline report',
  parameters: elementDocs('si-pipeline-report'),
  argTypes: {
    view: { control: 'inline-radio', options: ['summary', 'exceptions', 'tasks'] },
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    data: { control: 'inline-radio', options: ['normal', 'empty', 'failing'], description: 'Story only: what the fake API answers.' },
  },
  args: { view: 'summary', locale: 'en', theme: 'light', data: 'normal' },
  beforeEach: ({ args }) => signedInStory('VO', () => servePipelineReport(args.data)),
  render: ({ data, ...args }) => (
    <>
      <p style={{ fontSize: 12, color: 'GrayText' }}>
        Fake API: two pipelines (New business, Loans) with amounts in EUR, USD and JPY; the figures stay the same for any period. Deal links go nowhere here. Downloads return a small stand-in file.
      </p>
      <si-pipeline-report key={`${args.view}-${data}-${args.locale}`} deal-href="/spm/accountDetails/7/{account_id}?deal={id}" {...args} />
    </>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Summary: Story = {};
export const Exceptions: Story = { args: { view: 'exceptions' } };
export const Tasks: Story = { args: { view: 'tasks' } };
export const NoPipeline: Story = { args: { data: 'empty' } };
export const Failing: Story = { args: { data: 'failing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
