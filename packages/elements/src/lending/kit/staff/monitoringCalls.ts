/**
 * The monitoring page's and the compliance report's reads (staff only): the portfolio's covenant
 * tests to watch, and a period's compliance report (its files go through ReportDownloads, the
 * same path with `format`).
 */
import type { ComplianceReport, MonitoringView } from '@si/contract';
import { apiRequest } from '@si/core';

export const MONITORING_PATH = '/api/lending/monitoring';
export const COMPLIANCE_PATH = '/api/lending/reports/compliance';

export type MonitoringFilters = { officer?: string | number; team?: string | number; product?: string | number; rating?: string; list?: string; limit?: number; offset?: number };
export type ComplianceFilters = { loan?: string | number; reference?: string; borrower?: string; from?: string; to?: string; status?: string; limit?: number; offset?: number };

/** Leaves out the values not set, so the server applies its defaults. */
export function searchOf(query: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') out[key] = typeof value === 'number' ? value : String(value);
  return out;
}

export const getMonitoring = (filters: MonitoringFilters, signal?: AbortSignal) => apiRequest<MonitoringView>('GET', MONITORING_PATH, { searchParams: searchOf(filters), signal });

export const getComplianceReport = (filters: ComplianceFilters, signal?: AbortSignal) => apiRequest<ComplianceReport>('GET', COMPLIANCE_PATH, { searchParams: searchOf(filters), signal });
