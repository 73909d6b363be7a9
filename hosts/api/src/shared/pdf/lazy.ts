/**
 * The PDFs as the routes call them: the renderers (pdf-lib, fontkit, the bidi
 * tables and the fonts) are loaded on the first PDF drawn, so a server or a process that draws
 * none never loads them. Same signatures as ./index.ts.
 */
import type * as Renderers from './index.ts';

const renderers = () => import('./index.ts');

export const renderInvoicePdf: typeof Renderers.renderInvoicePdf = async (d) => (await renderers()).renderInvoicePdf(d);
export const renderReceiptPdf: typeof Renderers.renderReceiptPdf = async (d) => (await renderers()).renderReceiptPdf(d);
export const renderStatementPdf: typeof Renderers.renderStatementPdf = async (d) => (await renderers()).renderStatementPdf(d);
export const renderTablePdf: typeof Renderers.renderTablePdf = async (d) => (await renderers()).renderTablePdf(d);
export const renderDocumentPdf: typeof Renderers.renderDocumentPdf = async (d) => (await renderers()).renderDocumentPdf(d);
