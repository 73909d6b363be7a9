import type { Meta, StoryObj } from '@storybook/react-vite';
import { elementDocs } from './manifest.ts';
import { interceptFetch, json } from '@si/core/testing/network';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; decision: '' | 'reject'; link: 'valid' | 'used' | 'expired' };

const TOKEN = 'story-approval-link-0123456789abcdef';

/** Answers the link's read and decision over the shared fake API. */
function serveLink(link: Args['link']): () => void {
  return interceptFetch(async (request, url) => {
    if (url.pathname !== `/api/public/bill_approvals/${TOKEN}`) return undefined;
    if (link === 'used') return json({ detail: 'This approval link was already used.' }, 410);
    if (link === 'expired') return json({ detail: 'This approval link has expired. Open the bill in the suite instead.' }, 410);
    if (request.method === 'POST') {
      const body = (await request.json()) as { decision: 'approve' | 'reject' };
      return json({ decision: body.decision, bill_state: body.decision === 'approve' ? 'in_approval' : 'rejected' });
    }
    return json({
      organization: 'Contoso',
      approver: 'Leah Park',
      bill: { number: 'BOS-2026-141', vendor: 'Brightline Office Supply', currency: 'EUR', total: '656.88', bill_date: '2026-11-02', due_date: '2026-12-02' },
      step: 1,
      steps: 2,
      required: 1,
      approvals: 0,
      expires_at: '2026-12-01T10:00:00Z',
    });
  });
}

const meta: Meta<Args> = {
  title: 'Elements/Bill approval link',
  parameters: elementDocs('si-bill-approval-link'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    decision: { control: 'inline-radio', options: ['', 'reject'], description: "The mail's link: empty for Approve, `reject` for Reject (opens the reason form)." },
    link: { control: 'inline-radio', options: ['valid', 'used', 'expired'], description: 'Story only: what the fake API answers.' },
  },
  args: { locale: 'en', theme: 'light', decision: '', link: 'valid' },
  beforeEach: ({ args }) => serveLink(args.link),
  render: ({ link, decision, ...args }) => <si-bill-approval-link key={`${link}-${decision}-${args.locale}`} token={TOKEN} {...(decision ? { decision } : {})} {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

export const AskingToConfirm: Story = {};
export const RejectLink: Story = { args: { decision: 'reject' } };
export const AlreadyUsed: Story = { args: { link: 'used' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
