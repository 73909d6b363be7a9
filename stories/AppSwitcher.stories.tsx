import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { attributeDescriptions, elementDocs } from './manifest.ts';
import { interceptFetch, json } from '@si/core/testing/network';

type Args = { locale: 'en' | 'fr' | 'ar'; theme: 'light' | 'dark' | 'system'; open: boolean; allowed: string };

/** Answers the allowed-modules read with the story's list, over the shared fake API. */
function serveAllowedModules(allowed: string): () => void {
  return interceptFetch((_request, url) => {
    if (url.pathname !== '/api/organizations/modules_allowed') return undefined;
    if (allowed === 'failure') return json({ detail: 'Server error' }, 500);
    return json({ modules: allowed.split(',').filter(Boolean) });
  });
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
