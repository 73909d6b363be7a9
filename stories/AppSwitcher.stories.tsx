import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { attributeDescriptions, elementDocs } from './manifest.ts';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; open: boolean; allowed: string };

/** Answers the allowed-modules read with the story's list, over the shared fake API. */
function serveAllowedModules(allowed: string): () => void {
  const previous = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.pathname !== '/api/organizations/modules_allowed') return previous(input, init);
    if (allowed === 'failure') return new Response(JSON.stringify({ detail: 'Server error' }), { status: 500 });
    const modules = allowed.split(',').filter(Boolean);
    return new Response(JSON.stringify({ modules }), { headers: { 'content-type': 'application/json' } });
  };
  return () => {
    window.fetch = previous;
  };
}

const meta: Meta<Args> = {
  title: 'Elements/si-app-switcher',
  parameters: { ...elementDocs('si-app-switcher'), layout: 'fullscreen' },
  argTypes: {
    ...attributeDescriptions('si-app-switcher'),
    allowed: { control: 'text', description: 'Story only: the allowed-modules value (comma-separated application types, or "failure" for a failed read).' },
  },
  args: { open: true, allowed: 'secure_invoice_sales,secure_invoice_purchase,lender' },
  beforeEach: ({ args }) => serveAllowedModules(args.allowed),
  render: ({ allowed, ...args }) => (
    <si-app-switcher
      key={`${args.locale}-${allowed}`}
      {...args}
      onsi-navigate={(event) => {
        event.preventDefault(); // stay on the story: the host would route here
        action('si-navigate')(event.detail);
      }}
      onsi-close={action('si-close')}
    />
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const SomeModulesAllowed: Story = {};
export const AllAllowed: Story = { args: { allowed: 'document_collection,lender,secure_invoice_sales,secure_invoice_purchase,sales_pipeline,contract_lifecycle' } };
export const ReadFailed: Story = { args: { allowed: 'failure' } };
export const French: Story = { args: { locale: 'fr' } };
export const ArabicDark: Story = { args: { locale: 'ar', theme: 'dark' } };
