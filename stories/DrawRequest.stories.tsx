/**
 * The borrower's draws in the lender portal on a small in-memory API: seven budget lines with what
 * remains, two draws disbursed and one rejected; a request within what remains is accepted and
 * listed, one above it is refused at its line as the server refuses it. For the stories folder
 * (stories/DrawRequest.stories.tsx): the Storybook glob reads only that folder.
 */
import { createElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PortalDraws } from '@si/contract';
import { interceptFetch, json } from '@si/core/testing/network';
import { elementDocs } from './manifest.ts';
import '@si/elements/lending/draw-request/draw-request';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; data: 'normal' | 'no-budget' | 'not-a-draw-loan' };

function serve(data: Args['data']): () => void {
  const lines = data === 'no-budget' ? [] : [
    ['Site work', '120000.00', '10000.00'], ['Foundation', '180000.00', '5000.00'], ['Framing', '340000.00', '340000.00'], ['Roofing', '95000.00', '95000.00'],
    ['MEP (mechanical, electrical, plumbing)', '260000.00', '260000.00'], ['Finishes', '310000.00', '310000.00'], ['Soft costs (design, permits, fees)', '145000.00', '65000.00'],
  ].map(([name, budget, remaining], i) => ({ id: i + 1, name: name!, budget: budget!, remaining: remaining! }));
  const view: PortalDraws = {
    loan: { reference: 'LN-1042', currency: 'USD' },
    lines,
    draws: data === 'no-budget' ? [] : [
      { id: 3, number: 3, status: 'rejected', note: '', item_id: 903, total: '8000.00', approved_total: null, reject_reason: 'No lien waiver from the roofer.', requested_at: '2026-02-10T10:00:00Z', lines: [] },
      { id: 2, number: 2, status: 'disbursed', note: '', item_id: 902, total: '195000.00', approved_total: '195000.00', reject_reason: '', requested_at: '2026-01-20T10:00:00Z', lines: [] },
      { id: 1, number: 1, status: 'disbursed', note: '', item_id: 901, total: '170000.00', approved_total: '170000.00', reject_reason: '', requested_at: '2025-12-15T10:00:00Z', lines: [] },
    ],
  };
  return interceptFetch(async (request, url) => {
    if (url.pathname === '/api/customer/portal/draws') return data === 'not-a-draw-loan' ? json({ detail: 'Not found.' }, 404) : json(view);
    if (url.pathname === '/api/customer/portal/draw_requests') {
      const body = (await request.json()) as { note: string; lines: { draw_line_id: number; amount: string }[] };
      const number = view.draws.length + 1;
      const total = body.lines.reduce((s, l) => s + Number(l.amount), 0).toFixed(2);
      view.draws = [{ id: number, number, status: 'submitted', note: body.note, item_id: 900 + number, total, approved_total: null, reject_reason: '', requested_at: new Date().toISOString(), lines: [] }, ...view.draws];
      return json({ id: number, number }, 201);
    }
    return undefined;
  });
}

const meta: Meta<Args> = {
  title: 'Portals/Lending/Draw request',
  parameters: elementDocs('si-draw-request'),
  argTypes: {
    locale: { control: 'inline-radio', options: ['en', 'fr', 'ar'] },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    data: { control: 'inline-radio', options: ['normal', 'no-budget', 'not-a-draw-loan'], description: 'Story only: what the fake API answers.' },
  },
  args: { locale: 'en', theme: 'light', data: 'normal' },
  beforeEach: ({ args }) => serve(args.data),
  render: ({ data, ...args }) => createElement('si-draw-request', { key: `${data}-${args.locale}`, token: 'story-token', ...args }),
};
export default meta;

type Story = StoryObj<Args>;

export const Draws: Story = {};
export const NoBudgetYet: Story = { args: { data: 'no-budget' } };
export const NotADrawLoan: Story = { args: { data: 'not-a-draw-loan' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
