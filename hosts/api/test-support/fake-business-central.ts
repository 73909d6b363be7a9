/**
 * A fake Business Central for tests and the end-to-end run: a real HTTP server on 127.0.0.1 with
 * an ephemeral port, speaking the two calls the sync makes:
 *
 * - POST /{tenant}/oauth2/v2.0/token: OAuth2 client credentials (form body); 401 invalid_client
 *   for another client id or secret;
 * - GET /v2.0/{tenant}/{environment}/api/v2.0/companies({id})/salesInvoices with
 *   `$filter=invoiceDate ge YYYY-MM-DD` and `$expand=salesInvoiceLines`, answering
 *   `{ value: [...], @odata.nextLink }` pages of `pageSize` records.
 *
 * Faults are scripted per endpoint as a queue (`faults.invoices`, `faults.token`): each request
 * takes the next fault, if any, instead of the real answer (a status with Retry-After, or a raw
 * body such as malformed JSON). `records` are the invoices as Business Central would send them,
 * kept as plain objects so a test can break one on purpose; `bcInvoice()` makes a well-formed one.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

export interface Fault {
  status: number;
  /** Sent as the Retry-After header (seconds or an HTTP date). */
  retryAfter?: string;
  /** The raw body; default an OData error object. */
  body?: string;
}

export interface BcLineInput {
  description: string;
  quantity: number;
  unitPrice: number;
  taxPercent?: number;
  discountPercent?: number;
}

export interface BcRecordInput {
  number: string;
  customerId?: string;
  customerNumber?: string;
  customerName?: string;
  invoiceDate: string;
  dueDate?: string;
  currencyCode?: string;
  status?: 'Draft' | 'Open' | 'Paid' | 'Canceled' | 'Corrective';
  /** Default: the total when Open, 0 when Paid. */
  remainingAmount?: number;
  lines: BcLineInput[];
  id?: string;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** A sales invoice in Business Central's API v2.0 shape, with its lines and totals worked out. */
export function bcInvoice(input: BcRecordInput): Record<string, unknown> {
  const lines = input.lines.map((l, i) => {
    const gross = l.quantity * l.unitPrice;
    const amountExcludingTax = cents(gross - (gross * (l.discountPercent ?? 0)) / 100);
    const totalTaxAmount = cents((amountExcludingTax * (l.taxPercent ?? 0)) / 100);
    return {
      id: randomUUID(),
      sequence: (i + 1) * 10000,
      lineType: 'Item',
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discountPercent: l.discountPercent ?? 0,
      taxPercent: l.taxPercent ?? 0,
      amountExcludingTax,
      totalTaxAmount,
      amountIncludingTax: cents(amountExcludingTax + totalTaxAmount),
    };
  });
  const excl = cents(lines.reduce((s, l) => s + l.amountExcludingTax, 0));
  const tax = cents(lines.reduce((s, l) => s + l.totalTaxAmount, 0));
  const total = cents(excl + tax);
  const status = input.status ?? 'Open';
  return {
    '@odata.etag': `W/"${randomBytes(6).toString('hex')}"`,
    id: input.id ?? randomUUID(),
    number: input.number,
    externalDocumentNumber: '',
    invoiceDate: input.invoiceDate,
    postingDate: input.invoiceDate,
    dueDate: input.dueDate ?? input.invoiceDate,
    customerId: input.customerId ?? randomUUID(),
    customerNumber: input.customerNumber ?? 'C00010',
    customerName: input.customerName ?? 'Adatum Corporation',
    currencyId: '00000000-0000-0000-0000-000000000000',
    currencyCode: input.currencyCode ?? '',
    pricesIncludeTax: false,
    discountAmount: 0,
    discountAppliedBeforeTax: true,
    totalAmountExcludingTax: excl,
    totalTaxAmount: tax,
    totalAmountIncludingTax: total,
    remainingAmount: input.remainingAmount ?? (status === 'Paid' ? 0 : total),
    status,
    lastModifiedDateTime: new Date().toISOString(),
    salesInvoiceLines: lines,
  };
}

export interface FakeBusinessCentral {
  /** http://127.0.0.1:port */
  url: string;
  tenantId: string;
  environment: string;
  companyId: string;
  clientId: string;
  clientSecret: string;
  /** The token URL of the tenant. */
  tokenUrl: string;
  /** The invoices served (mutable). */
  records: Record<string, unknown>[];
  pageSize: number;
  faults: { invoices: Fault[]; token: Fault[] };
  /** Every request: method, path and query (decoded), for assertions. */
  requests: { method: string; path: string; search: URLSearchParams }[];
  /** Tokens issued so far. */
  tokensIssued: number;
  /**
   * Holds every invoices request until released: `hold()` returns the release function and a
   * promise settled when the first held request arrives, so a test can act while a run is
   * mid-flight (for example, start a second run) without relying on timing.
   */
  hold(): { arrived: Promise<void>; release: () => void };
  /** The business_central_configuration values pointing at this server. */
  configuration(): Record<string, string | number | boolean>;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; odata.metadata=minimal', ...headers });
  res.end(JSON.stringify(body));
};
const odataError = (code: string, message: string) => ({ error: { code, message } });

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });

export async function startFakeBusinessCentral(opts: { records?: Record<string, unknown>[]; pageSize?: number } = {}): Promise<FakeBusinessCentral> {
  const issued = new Set<string>();
  let gate: { held: Promise<void>; arrived: () => void } | undefined;
  const fake: Omit<FakeBusinessCentral, 'url' | 'tokenUrl' | 'configuration' | 'close' | 'hold'> = {
    tenantId: randomUUID(),
    environment: 'Production',
    companyId: randomUUID(),
    clientId: randomUUID(),
    clientSecret: `fake~${randomBytes(12).toString('base64url')}`,
    records: opts.records ?? [],
    pageSize: opts.pageSize ?? 20,
    faults: { invoices: [], token: [] },
    requests: [],
    tokensIssued: 0,
  };

  const answerFault = (res: ServerResponse, fault: Fault) => {
    const headers: Record<string, string> = fault.retryAfter !== undefined ? { 'retry-after': fault.retryAfter } : {};
    if (fault.body !== undefined) {
      res.writeHead(fault.status, { 'content-type': 'application/json', ...headers });
      res.end(fault.body);
    } else json(res, fault.status, odataError(`Fault_${fault.status}`, `Scripted fault ${fault.status}`), headers);
  };

  const token = async (req: IncomingMessage, res: ServerResponse) => {
    const fault = fake.faults.token.shift();
    if (fault) return answerFault(res, fault);
    const form = new URLSearchParams(await readBody(req));
    if (form.get('grant_type') !== 'client_credentials') return json(res, 400, { error: 'unsupported_grant_type', error_description: 'AADSTS70003: grant_type must be client_credentials.' });
    if (form.get('client_id') !== fake.clientId || form.get('client_secret') !== fake.clientSecret) {
      return json(res, 401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' });
    }
    if (!form.get('scope')) return json(res, 400, { error: 'invalid_scope', error_description: 'AADSTS1002012: The provided value for scope is not valid.' });
    const access = randomBytes(24).toString('base64url');
    issued.add(access);
    fake.tokensIssued += 1;
    json(res, 200, { token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: access });
  };

  const invoices = (url: URL, req: IncomingMessage, res: ServerResponse) => {
    const fault = fake.faults.invoices.shift();
    if (fault) return answerFault(res, fault);
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !issued.has(auth.slice(7))) return json(res, 401, odataError('Unauthorized', 'The credentials provided are incorrect.'));
    const filter = url.searchParams.get('$filter') ?? '';
    const m = /^invoiceDate ge (\d{4}-\d{2}-\d{2})$/.exec(filter);
    if (filter && !m) return json(res, 400, odataError('BadRequest', `Unsupported $filter: ${filter}`));
    const since = m?.[1] ?? '0000-00-00';
    const expand = url.searchParams.get('$expand') === 'salesInvoiceLines';
    const skip = Number(url.searchParams.get('$skiptoken') ?? '0') || 0;
    const matching = fake.records.filter((r) => typeof r.invoiceDate !== 'string' || r.invoiceDate >= since);
    const page = matching.slice(skip, skip + fake.pageSize).map((r) => {
      if (expand) return r;
      const { salesInvoiceLines: _lines, ...rest } = r;
      return rest;
    });
    const body: Record<string, unknown> = { '@odata.context': `${url.origin}/v2.0/$metadata#companies(${fake.companyId})/salesInvoices`, value: page };
    if (skip + fake.pageSize < matching.length) {
      const next = new URL(url.href);
      next.searchParams.set('$skiptoken', String(skip + fake.pageSize));
      body['@odata.nextLink'] = next.href;
    }
    json(res, 200, body);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    fake.requests.push({ method: req.method ?? 'GET', path: decodeURIComponent(url.pathname), search: url.searchParams });
    const path = decodeURIComponent(url.pathname);
    if (req.method === 'POST' && path === `/${fake.tenantId}/oauth2/v2.0/token`) {
      token(req, res).catch(() => json(res, 500, { error: 'server_error' }));
      return;
    }
    const api = `/v2.0/${fake.tenantId}/${fake.environment}/api/v2.0/companies(${fake.companyId})/salesInvoices`;
    if (req.method === 'GET' && path === api) {
      if (!gate) return invoices(url, req, res);
      gate.arrived();
      void gate.held.then(() => invoices(url, req, res));
      return;
    }
    json(res, 404, odataError('BadRequest_NotFound', `No resource at ${path}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return Object.assign(fake, {
    url,
    hold() {
      let release!: () => void;
      let arrived!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      gate = { held, arrived };
      return {
        arrived: arrival,
        release: () => {
          gate = undefined;
          release();
        },
      };
    },
    tokenUrl: `${url}/${fake.tenantId}/oauth2/v2.0/token`,
    configuration() {
      return {
        enabled: true,
        base_uri: url,
        tenant_id: fake.tenantId,
        environment: fake.environment,
        company_id: fake.companyId,
        client_id: fake.clientId,
        client_secret: fake.clientSecret,
        token_url: `${url}/${fake.tenantId}/oauth2/v2.0/token`,
        scope: 'https://api.businesscentral.dynamics.com/.default',
        sales_invoices_fetch_days: 30,
        timezone: 'UTC',
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
