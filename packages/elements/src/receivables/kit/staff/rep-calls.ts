/**
 * The calls of the receivables reports and settings screens, on core's one client: the aging
 * report and its drill-down, the accounts report, the receivables settings, the organization's
 * reminder schedule, a few config properties and the bank accounts of the pay instructions.
 * Paths, queries and bodies are the route catalogue's (contract/src/api/receivables.ts,
 * api/settings.ts). Downloads need the session's Authorization header, so they arrive as Blobs.
 */
import type { z } from 'zod';
import type {
  AccountsReportRow,
  AgingInvoiceRow,
  AgingReport,
  ConfigPropertyName,
  ReceivablesSettingsRow,
  ReceivablesSettingsWrite,
  ReminderScheduleRow,
  ReminderScheduleWrite,
} from '@si/contract';
import { apiRequest } from '@si/core';
import { attachmentName } from '@si/core/admin';

export type { AccountsReportRow, AgingInvoiceRow, AgingReport, ReceivablesSettingsRow, ReminderScheduleRow };
export type SettingsInput = z.input<typeof ReceivablesSettingsWrite>;
export type ScheduleInput = z.input<typeof ReminderScheduleWrite>;

type Query = Record<string, string | number>;

/** Drops empty filters so the server applies its defaults instead of validating "". */
function compact(params: Record<string, string | number | undefined>): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') out[key] = value;
  return out;
}

export type AgingFilters = { as_of: string; currency?: string; search?: string };

export function getAging(filters: AgingFilters, signal?: AbortSignal): Promise<AgingReport> {
  return apiRequest('GET', '/api/receivables/aging', { searchParams: compact(filters), signal });
}

/** One customer's invoices open on the as-of date; the server adds each invoice's currency. */
export type AgingInvoice = AgingInvoiceRow & { currency?: string };

export async function getAgingInvoices(accountId: number, asOf: string, signal?: AbortSignal): Promise<AgingInvoice[]> {
  const body = await apiRequest<{ results: AgingInvoice[] }>('GET', `/api/receivables/aging/${accountId}`, { searchParams: { as_of: asOf }, signal });
  return body.results;
}

export type AccountsReportFilters = { from: string; to: string; search?: string };
/** The server's page of the accounts report (fixed size). */
export const ACCOUNTS_REPORT_PAGE = 100;

export function getAccountsReport(filters: AccountsReportFilters & { page: number }, signal?: AbortSignal): Promise<{ count: number; results: AccountsReportRow[] }> {
  return apiRequest('GET', '/api/receivables/accounts_report', { searchParams: compact(filters), signal });
}

/** A report file (`format` added to the same query) as a Blob, named by the server's Content-Disposition, else `fallback`. */
export async function downloadReport(path: string, params: Record<string, string | undefined>, format: string, fallback: string): Promise<{ blob: Blob; filename: string }> {
  let disposition: string | null = null;
  const blob = await apiRequest<Blob>('GET', path, {
    searchParams: compact({ ...params, format }),
    responseType: 'blob',
    onHeaders: (headers) => {
      disposition = headers.get('content-disposition');
    },
  });
  return { blob, filename: attachmentName(disposition) || fallback };
}

export function getReceivablesSettings(signal?: AbortSignal): Promise<ReceivablesSettingsRow> {
  return apiRequest('GET', '/api/receivables/settings', { signal });
}

export function saveReceivablesSettings(input: SettingsInput): Promise<ReceivablesSettingsRow> {
  return apiRequest('PUT', '/api/receivables/settings', { json: input });
}

export function getReminderSchedule(signal?: AbortSignal): Promise<ReminderScheduleRow> {
  return apiRequest('GET', '/api/reminder_schedule', { signal });
}

export function saveReminderSchedule(input: ScheduleInput): Promise<ReminderScheduleRow> {
  return apiRequest('PUT', '/api/reminder_schedule', { json: input });
}

/** The stored text of a config property ('' when unset; secrets come back masked). */
export async function readConfig(name: ConfigPropertyName, signal?: AbortSignal): Promise<string> {
  const body = await apiRequest<{ config_property_value: string | null }>('GET', '/api/organizations/config_property', { searchParams: { config_property_name: name }, signal });
  return body?.config_property_value ?? '';
}

/** Writes one config property (Office Administrators); answers the stored text as read back. */
export async function writeConfig(name: ConfigPropertyName, value: string): Promise<string> {
  const body = await apiRequest<{ config_property_value: string | null }>('POST', '/api/organizations/config_property', {
    json: { config_property_name: name, config_property_value: value },
  });
  return body?.config_property_value ?? '';
}

/** One bank account of the pay instructions (a `pay_instruction` row); `account_id` null: shown on every account. */
export type BankAccount = {
  id?: number;
  account_id: number | null;
  bank_name: string;
  account_name: string;
  account_number: string;
  routing_number: string;
  iban: string;
  swift: string;
  reference: string;
  notes: string;
};

const BANK_ACCOUNTS = 'bank_account_details' satisfies ConfigPropertyName;

export async function listBankAccounts(signal?: AbortSignal): Promise<BankAccount[]> {
  const text = await readConfig(BANK_ACCOUNTS, signal);
  if (!text.trim()) return [];
  const parsed = JSON.parse(text) as unknown;
  return Array.isArray(parsed) ? (parsed as BankAccount[]) : [];
}

/**
 * Saves one bank account (new without `id`, changed with it); the server answers the whole list.
 * It checks the entry as one object, so its field errors come keyed `config_property_value.<field>`.
 */
export async function saveBankAccount(entry: BankAccount): Promise<BankAccount[]> {
  const text = await writeConfig(BANK_ACCOUNTS, JSON.stringify(entry));
  const parsed = text.trim() ? (JSON.parse(text) as unknown) : [];
  return Array.isArray(parsed) ? (parsed as BankAccount[]) : [];
}

export function deleteBankAccount(id: number): Promise<void> {
  return apiRequest('DELETE', `/api/bank_account_details/${id}`, { responseType: 'none' });
}
