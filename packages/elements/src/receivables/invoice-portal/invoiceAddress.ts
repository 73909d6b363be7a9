import { useCallback, useEffect, useState } from 'react';

/**
 * The query parameter the invoice portal owns in the page's address: the opened invoice's id.
 * A query parameter (not the hash, which a tenant's page may route with), prefixed so that it
 * does not meet the page's own parameters.
 */
export const INVOICE_PARAM = 'si-invoice';

/** The history entries the portal pushed carry this mark, so "Back to invoices" can go back to the list's entry. */
const MARK = 'siInvoicePortal';

function fromAddress(): string | undefined {
  const raw = new URLSearchParams(window.location.search).get(INVOICE_PARAM);
  return raw && /^\d{1,10}$/.test(raw) ? raw : undefined;
}

function addressWith(id: string | undefined): string {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set(INVOICE_PARAM, id);
  else url.searchParams.delete(INVOICE_PARAM);
  return url.pathname + url.search + url.hash;
}

/**
 * The opened invoice, kept in the page's address: opening one pushes a history entry
 * (`?si-invoice=<id>`), so Back returns to the list, the address opens that invoice directly and
 * can be bookmarked or shared (the token stays the credential). `attribute` (the element's
 * `invoice-id`) wins over the address when the page sets it.
 */
export function useInvoiceAddress(attribute: string | undefined): [string | undefined, (id: string | undefined) => void] {
  const [open, setOpen] = useState<string | undefined>(() => attribute ?? fromAddress());

  useEffect(() => {
    if (attribute !== undefined) setOpen(attribute);
  }, [attribute]);

  useEffect(() => {
    const follow = () => setOpen(fromAddress());
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);

  const change = useCallback((id: string | undefined) => {
    setOpen(id);
    if (id === fromAddress()) return;
    if (id) {
      window.history.pushState({ ...(window.history.state as object | null), [MARK]: id }, '', addressWith(id));
    } else if ((window.history.state as Record<string, unknown> | null)?.[MARK]) {
      // The list's entry is the one before: going back to it keeps the history as the person made it.
      window.history.back();
    } else {
      // Opened from an address (a bookmark, a shared link): the list replaces it.
      window.history.replaceState(window.history.state, '', addressWith(undefined));
    }
  }, []);

  return [open, change];
}

/** Puts the opened invoice in the address without a new history entry (a checkout's return opens its invoice). */
export function showInvoiceInAddress(id: string): void {
  if (fromAddress() !== id) window.history.replaceState(window.history.state, '', addressWith(id));
}
