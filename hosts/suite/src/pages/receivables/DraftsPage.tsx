import '@si/elements/receivables/invoice-drafts/invoice-drafts';
import '@si/elements/receivables/invoice-editor/invoice-editor';
import type { PageProps } from '../../modules/routing/utils/PageProps.ts';
import { moduleKindOf, prefixOf } from '../../modules/routing/utils/routeModule.ts';
import { useSuiteLinks } from '../../modules/routing/utils/useSuiteLinks.ts';

type Links = { list: string; invoiceHref: string; documentHref: string };

// The suite's link listener binds to the element present when it mounts, so each element the page
// swaps in (list, new draft, an invoice) comes with its own, keyed with it.
function Drafts({ links }: { links: Links }) {
  const ref = useSuiteLinks();
  return <si-invoice-drafts ref={ref} editor-href={links.invoiceHref} />;
}

function Editor({ links, invoiceId, accountId }: { links: Links; invoiceId?: string; accountId?: string }) {
  const ref = useSuiteLinks();
  return (
    <si-invoice-editor
      ref={ref}
      invoice-id={invoiceId}
      account-id={accountId}
      invoice-href={links.invoiceHref}
      document-href={links.documentHref}
      list-href={links.list}
    />
  );
}

/**
 * /{prefix}/draft: the draft invoices; `?invoice=ID` opens one in the editor, `?account=ID&new=1`
 * opens a new draft on that account, stored by its first save (opening the address stores
 * nothing); the editor then routes to `?invoice=` of the stored draft. The free-form document and the list stay inside the suite.
 */
export default function DraftsPage({ route, search }: PageProps) {
  const prefix = prefixOf(route);
  const list = `${prefix}/draft`;
  const links: Links = {
    list,
    invoiceHref: `${list}?invoice={id}`,
    documentHref: `${prefix}/documents/freeForm/${moduleKindOf(route) ?? 4}/{account_id}?invoice={id}`,
  };
  // One editor element for a new draft and the invoices it opens: a new draft that is stored and
  // moves to ?invoice= keeps its element, so nothing typed meanwhile is lost.
  if (search.invoice) return <Editor key="editor" links={links} invoiceId={search.invoice} />;
  if (search.account && search.new) return <Editor key="editor" links={links} accountId={search.account} />;
  return <Drafts key="list" links={links} />;
}
