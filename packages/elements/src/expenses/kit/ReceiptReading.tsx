/**
 * Reading a receipt into suggestions for an expense: choosing a receipt (or asking to read the one
 * stored) starts a reading; its progress is announced; when it is done each field of the expense
 * form shows, just below it, the value read with the page and the words it came from. A *Use*
 * button puts the value in the field only while the field holds nothing the person typed (empty,
 * or the form's default such as today's date): what was typed is never overwritten, and the
 * suggestion then says it differs.
 */
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { ExpenseReading, ExpenseReadingResult } from '@si/contract';
import { errorText } from '../../ui/errorText.ts';
import { dateOrderOf } from './expenseWords.ts';
import { getReading } from './receiptCalls.ts';

const POLL_MS = 400;
const MAX_POLLS = 300;

export type ReadingField = keyof ExpenseReadingResult['suggestions'];

/** The server's reasons a reading failed, in the reader's language. */
const FAILURES: Record<string, ReturnType<typeof msg>> = {
  'This image is too large to read (more than 40 million pixels).': msg`This photo is too large to read. Type the values from it.`,
  'This document could not be read. Type the values from it.': msg`This receipt could not be read. Type the values from it.`,
  'No text could be read from this PDF, not even from its pages as images. Type the values from it.': msg`No text could be read from this PDF, not even from its pages as images. Type the values from it.`,
};

export type ReadingState =
  | { phase: 'idle' }
  | { phase: 'reading'; progress: number }
  | { phase: 'done'; reading: ExpenseReading }
  | { phase: 'failed'; message: string };

/** Starts a reading (`read` with how to start it) and follows it until it is done or failed; a newer reading replaces an older one. */
export function useReceiptReading() {
  const { i18n, t } = useLingui();
  const [state, setState] = useState<ReadingState>({ phase: 'idle' });
  const run = useRef(0);
  useEffect(() => () => void (run.current += 1), []);

  const read = async (start: ((order: 'dmy' | 'mdy') => Promise<ExpenseReading>) | undefined) => {
    const mine = ++run.current;
    if (!start) return setState({ phase: 'idle' });
    setState({ phase: 'reading', progress: 0 });
    const failed = (message: string) => mine === run.current && setState({ phase: 'failed', message });
    try {
      let reading = await start(dateOrderOf(i18n.locale || navigator.language));
      for (let polls = 0; reading.state === 'queued' || reading.state === 'reading'; polls++) {
        if (mine !== run.current) return;
        setState({ phase: 'reading', progress: reading.progress });
        if (polls >= MAX_POLLS) return failed(t`Reading the receipt took too long. Type the values from it.`);
        await new Promise((r) => setTimeout(r, POLL_MS));
        reading = await getReading(reading.id);
      }
      if (mine !== run.current) return;
      if (reading.state === 'failed') {
        const known = reading.error && Object.hasOwn(FAILURES, reading.error) ? FAILURES[reading.error] : undefined;
        return failed(known ? i18n._(known) : t`This receipt could not be read. Type the values from it.`);
      }
      setState({ phase: 'done', reading });
    } catch (error) {
      failed(errorText(error, i18n));
    }
  };
  return { state, read };
}

/** The reading's progress or outcome, once, near the receipt's field. */
export function ReadingStatus({ state }: { state: ReadingState }) {
  const { t } = useLingui();
  if (state.phase === 'idle') return null;
  if (state.phase === 'reading')
    return (
      <div className="receipt-reading" role="status" part="reading">
        <span>{t`Reading the receipt… ${state.progress}%`}</span>
        <progress max={100} value={state.progress} aria-label={t`Reading the receipt`} />
      </div>
    );
  if (state.phase === 'failed')
    return (
      <div className="receipt-reading" role="status" part="reading">
        {state.message}
      </div>
    );
  const found = Object.keys(state.reading.result?.suggestions ?? {}).length;
  return (
    <p className="receipt-reading" role="status" part="reading">
      {found ? t`Read from the receipt: check each value below its field before using it.` : t`Nothing could be read from this receipt. Type the values from it.`}
    </p>
  );
}

type SuggestionProps = {
  state: ReadingState;
  field: ReadingField;
  /** The field's name, for the button's accessible name ("Use 2026-03-04 for Date"). */
  label: string;
  /** What the field holds now. */
  current: string;
  /** The person typed in it (or it holds a saved value): Use is not offered. */
  typed: boolean;
  /** The value as the field takes it (a currency in capitals). */
  format?(value: string): string;
  /** How the value reads on screen (a date in the reader's language). */
  show?(value: string): string;
  onUse(value: string): void;
};

/** One value read from the receipt, below its field, with its Use button while the field holds nothing typed. */
export function FieldSuggestion({ state, field, label, current, typed, format, show, onUse }: SuggestionProps) {
  const { t } = useLingui();
  if (state.phase !== 'done') return null;
  const suggestion = state.reading.result?.suggestions[field];
  if (!suggestion) return null;
  const value = format ? format(suggestion.value) : suggestion.value;
  if (!value) return null;
  const same = current.trim() === value;
  const shown = show ? show(value) : value;
  return (
    <small className="suggestion" data-suggestion={field} part="suggestion">
      <span>
        {t`On the receipt:`} <bdi>{shown}</bdi> <span className="muted">{t`(page ${suggestion.page}: “${suggestion.text}”)`}</span>
      </span>
      {same ? (
        <span className="muted">{t`In the form`}</span>
      ) : typed ? (
        <span className="muted">{t`Differs from what you typed, which is kept.`}</span>
      ) : (
        <button type="button" aria-label={t({ message: `Use ${shown} for ${label}`, context: 'a value read from a receipt' })} onClick={() => onUse(value)}>
          {t({ message: 'Use', context: 'a value read from a receipt' })}
        </button>
      )}
    </small>
  );
}
