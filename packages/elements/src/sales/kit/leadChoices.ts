/**
 * What the leads screen chooses from, read from the settings lists: the organization's active
 * users (owners), the sales custom fields (their names), the pipelines with their stages (a
 * converted lead's deal) and the currency a new deal starts in. Each list is read on its own, so
 * one that fails leaves the others usable.
 */
import type { CustomFieldRow, PipelineRow } from '@si/contract';
import { ModuleKind } from '@si/contract/enums';
import { api, customFieldsApi, pipelinesApi } from '@si/core/admin';

export type Choice = { id: number; name: string };

/** Enough to choose from in a filter or a form: the first hundred, by name. */
const FIRST = { page: 1, page_size: 100 } as const;

/** The organization's active users, by last name, as owners to choose from. */
export async function loadOwners(signal: AbortSignal): Promise<Choice[]> {
  const page = await api('listUsers', { query: { ...FIRST, ordering: 'last_name', is_active: 'true' }, signal });
  return page.results.map((u) => ({ id: u.id, name: `${u.first_name} ${u.last_name}`.trim() || u.email }));
}

/** The sales custom fields (module kind 7), in their order. */
export async function loadLeadFields(signal: AbortSignal): Promise<CustomFieldRow[]> {
  return (await customFieldsApi.list({ ...FIRST, ordering: 'position', module_kind: ModuleKind.SALES_PIPELINE }, signal)).results;
}

/** The pipelines with their stages, by name. */
export async function loadPipelines(signal: AbortSignal): Promise<PipelineRow[]> {
  return (await pipelinesApi.list({ ...FIRST, ordering: 'name' }, signal)).results;
}

/**
 * The currency a new deal starts in: the organization's invoice currency, else its expense
 * currency; '' when neither module is open to it (the person types one). The sales settings have
 * no currency of their own.
 */
export async function loadDealCurrency(signal: AbortSignal): Promise<string> {
  const reads = [
    () => api('getReceivablesSettings', { signal }).then((s) => s.default_currency),
    () => api('getExpenseSettings', { signal }).then((s) => s.currency),
  ];
  for (const read of reads) {
    try {
      const currency = await read();
      if (currency) return currency;
    } catch (error) {
      if (signal.aborted) throw error;
    }
  }
  return '';
}
