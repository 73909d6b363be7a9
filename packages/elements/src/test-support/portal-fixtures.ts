/** Portal answers for the invoice-side elements' browser tests (contract shapes). */
import type { LatestStatement, PayInstruction, PortalBranding, PortalComment, PortalContext, PortalDetails, PortalItem } from '@si/contract';
import { until } from './dom.ts';

export const TOKEN = 'tok-123';

export function invoice(id: number, patch: Partial<PortalItem> = {}): PortalItem {
  return {
    id,
    kind: 'INVOICE',
    title: `Invoice INV-${id}`,
    description: '',
    status: 'open',
    due_date: '2025-04-30',
    allowed_file_types: [],
    max_file_size: 0,
    files: [],
    comment_count: 0,
    number: `INV-${id}`,
    issue_date: '2025-03-31',
    currency: 'USD',
    lines: [
      { description: 'Consulting', quantity: 10, unit_price: '100.00', amount: '1000.00' },
      { description: 'Travel', quantity: 1, unit_price: '250.00', amount: '250.00' },
    ],
    subtotal: '1250.00',
    tax: '125.00',
    total: '1375.00',
    balance: '1375.00',
    paid: false,
    subtype: null,
    body: null,
    ...patch,
  };
}

export function context(items: PortalItem[], hold = false): PortalContext {
  return {
    module: 'secureinvoice',
    organization: { name: 'Acme', powered_by: null },
    customer: { first_name: 'Carla', last_name: 'Customer', email: 'carla@example.com' },
    workspace: { id: 9, name: 'Carla Co', account_hold: hold, account_hold_message: hold ? 'Call accounts.' : '' },
    items,
  };
}

export const BRANDING: PortalBranding = { name: 'Acme Supplies Ltd', logo: false, brand_color: null, powered_by: null, powered_by_link: null, payment_terms: null };

export const details = (hold = false, organization: Partial<PortalBranding> = {}): PortalDetails => ({
  customer: { first_name: 'Carla', last_name: 'Customer' },
  workspace: { account_hold: hold },
  organization: { ...BRANDING, ...organization },
});

export function comment(id: number, text: string, mine: boolean, created = `2025-01-0${id}T10:00:00Z`): PortalComment {
  return { id, target_type: 'item', target_id: 1, comment_text: text, author_name: mine ? 'Carla Customer' : 'Sam Staff', author_kind: mine ? 'contact' : 'user', mine, created_at: created, updated_at: created };
}

export const STATEMENT: LatestStatement = {
  statement: {
    id: 40,
    statement_date: '2025-03-31',
    issued_on: '2025-03-31',
    currency: 'USD',
    total_due: '4000.00',
    aging: { current: '1000.00', days_1_30: '500.00', days_31_60: '0.00', days_61_90: '1500.00', days_over_90: '1000.00' },
    invoices: [{ id: 1, number: 'INV-1', issue_date: '2025-03-01', due_date: '2025-03-31', total: '1375.00', balance: '1375.00' }],
  },
  files: [{ id: 77, name: 'statement.pdf', content_type: 'application/pdf', size: 2048, checksum_sha256: 'x', version: 1, uploaded_at: '2025-03-31T00:00:00Z', uploaded_by: 'Acme' }],
};

export const INSTRUCTION: PayInstruction = {
  id: 1,
  bank_name: 'First Bank',
  account_name: 'Acme Inc',
  account_number: '000123456789',
  routing_number: '021000021',
  iban: '',
  swift: 'FBNKUS33',
  reference: 'INV-1',
  notes: 'Wire transfers only.',
};

/** Adds markup and waits until `selector` shows up inside the element's shadow root. */
export async function show<K extends keyof HTMLElementTagNameMap>(html: string, tag: K, selector: string): Promise<HTMLElementTagNameMap[K]> {
  const holder = document.createElement('div');
  holder.className = 'test-holder';
  holder.innerHTML = html;
  document.body.append(holder);
  const el = holder.querySelector(tag)!;
  await until(() => el.shadowRoot?.querySelector(selector), `${selector} in ${tag}`);
  return el;
}

/** The rendered text of a part of the element's shadow root (cells apart), whitespace collapsed. */
export function textOf(el: Element, selector = '[part="base"]'): string {
  return (el.shadowRoot!.querySelector<HTMLElement>(selector)?.innerText ?? '').replace(/\s+/g, ' ').trim();
}

/** A native button or link of the shadow root by its visible text (or aria-label). */
export function control(el: Element, name: string): HTMLElement {
  const all = [...el.shadowRoot!.querySelectorAll<HTMLElement>('button, a, sl-button, [role="tab"]')];
  const found = all.find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name);
  if (!found) throw new Error(`No control "${name}"; have ${all.map((b) => `"${b.textContent?.trim()}"`).join(', ')}`);
  return found;
}
