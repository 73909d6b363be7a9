import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PortalLoanRequest } from '@si/contract';
import { interceptFetch, json } from '@si/core/testing/network';
import { elementDocs } from './manifest.ts';

/** What the fake portal answers: earlier requests, none yet, or a refused request. */
type FakeData = 'requests' | 'none' | 'refusing';
type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; token: string; data: FakeData };

const EARLIER: PortalLoanRequest[] = [
  { id: 31, reference: 'LN-1007', amount: '250000.00', currency: 'USD', purpose: 'A second grain dryer.', term_months: 60, status: 'in_review', created_at: '2026-03-02T10:00:00Z' },
  { id: 12, reference: 'LN-1002', amount: '40000.00', currency: 'USD', purpose: 'Seasonal working capital.', term_months: 12, status: 'active', created_at: '2025-09-14T08:30:00Z' },
];

function serve(data: FakeData): () => void {
  let requests = data === 'none' ? [] : EARLIER;
  return interceptFetch(async (request, url) => {
    if (!url.pathname.startsWith('/api/customer/portal/')) return undefined;
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (url.pathname.endsWith('/loan_requests')) return json({ requests });
    if (data === 'refusing') return json({ detail: 'Too many loan requests. Try again in 60 minutes.' }, 429);
    const body = (await request.json()) as { amount: string; purpose: string; term_months: number };
    requests = [{ id: 99, reference: 'LN-1010', currency: 'USD', status: 'requested', created_at: new Date().toISOString(), ...body, amount: Number(body.amount).toFixed(2) }, ...requests];
    return json({ id: 99 }, 201);
  });
}

const meta: Meta<Args> = {
  title: 'Portals/Loan request',
  parameters: elementDocs('si-loan-request'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    data: { control: 'inline-radio', options: ['requests', 'none', 'refusing'], description: 'Story only: what the fake portal answers (refusing: every request is over the hourly limit).' },
  },
  args: { locale: 'en', theme: 'light', token: 'story-loan', data: 'requests' },
  beforeEach: ({ args }) => serve(args.data),
  render: ({ data, ...args }) => <si-loan-request key={`${data}-${args.locale}`} {...args} />,
};
export default meta;

type Story = StoryObj<Args>;

export const WithRequests: Story = {};
export const FirstRequest: Story = { args: { data: 'none' } };
export const Refused: Story = { args: { data: 'refusing' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
