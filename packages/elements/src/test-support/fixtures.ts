/** Portal data for the browser tests of the portal elements (shapes of packages/contract/src/portal.ts). */
import type { PortalContext, PortalFile, PortalItem } from '@si/contract';

export function portalFile(id: number, name: string, extra: Partial<PortalFile> = {}): PortalFile {
  return {
    id,
    name,
    content_type: 'application/pdf',
    size: 48_000,
    checksum_sha256: 'ab'.repeat(32),
    version: 1,
    uploaded_at: '2025-01-10T09:30:00Z',
    uploaded_by: 'Jane Contact',
    ...extra,
  };
}

export function portalItem(id: number, extra: Partial<PortalItem> = {}): PortalItem {
  return {
    id,
    kind: 'REQUEST_ITEM',
    title: `Item ${id}`,
    description: '',
    status: 'pending',
    due_date: null,
    allowed_file_types: ['.pdf', '.xlsx'],
    max_file_size: 1024 * 1024,
    files: [],
    comment_count: 0,
    number: null,
    issue_date: null,
    currency: null,
    lines: [],
    subtotal: null,
    tax: null,
    total: null,
    balance: null,
    paid: false,
    subtype: null,
    body: null,
    ...extra,
  };
}

export function portalContext(items: PortalItem[], extra: Partial<PortalContext> = {}): PortalContext {
  return {
    module: 'filestride',
    organization: { name: 'Acme Lending', powered_by: null },
    customer: { first_name: 'Jane', last_name: 'Contact', email: 'jane@example.com' },
    workspace: { id: 3, name: 'Jane Co', account_hold: false, account_hold_message: '' },
    items,
    ...extra,
  };
}

/** A file as the file dialog or a drop would hand it over. */
export function fileOf(name: string, size: number, type = 'application/pdf'): File {
  return new File([new Uint8Array(size).fill(65)], name, { type });
}

/** Puts files in an `<input type="file">` and fires its change event, as picking them does. */
export function pickFiles(input: HTMLInputElement, files: File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Drops files on an element, as dragging them from the desktop does. */
export function dropFiles(target: Element, files: File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  target.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
}
