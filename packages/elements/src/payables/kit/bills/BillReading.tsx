/**
 * Reading a bill's document into suggestions, for the staff bill form and the vendor's "Send a
 * bill": choosing a file starts a reading; its progress is announced (role=status); when done,
 * each field the form has shows the value read, "from page N: '<the words>'", and a button that
 * puts it in the field. "Use all" fills only the fields the person has not typed in: what they
 * typed stays (a field's default, such as today's date, is not theirs).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { BillReading, BillReadingField } from '@si/contract';
import { errorText } from '../../../ui/errorText.ts';
import { dateOrderOf, type BillReadingCalls } from './billReadingCall.ts';

const POLL_MS = 400;
const MAX_POLLS = 300;

/** The server's reasons a reading failed (BillReadingMessage), in the reader's language. */
const FAILURES: Record<string, ReturnType<typeof msg>> = {
  'This image is too large to read (more than 40 million pixels).': msg`This image is too large to read. Type the values from it.`,
  'This document could not be read. Type the values from it.': msg`This document could not be read. Type the values from it.`,
  'No text could be read from this PDF, not even from its pages as images. Type the values from it.': msg`No text could be read from this PDF, not even from its pages as images. Type the values from it.`,
};

export type ReadingState =
  | { phase: 'idle' }
  | { phase: 'reading'; progress: number }
  | { phase: 'done'; reading: BillReading }
  | { phase: 'failed'; message: string };

/** Starts a reading for each file chosen and follows it until it is done or failed. */
export function useBillReading(calls: BillReadingCalls) {
  const { i18n, t } = useLingui();
  const [state, setState] = useState<ReadingState>({ phase: 'idle' });
  const run = useRef(0);
  useEffect(() => () => void (run.current += 1), []);

  const read = async (file: File | undefined) => {
    const mine = ++run.current;
    if (!file) return setState({ phase: 'idle' });
    setState({ phase: 'reading', progress: 0 });
    const failed = (message: string) => mine === run.current && setState({ phase: 'failed', message });
    try {
      let reading = await calls.start(file, dateOrderOf(i18n.locale || navigator.language));
      for (let polls = 0; reading.state === 'queued' || reading.state === 'reading'; polls++) {
        if (mine !== run.current) return;
        setState({ phase: 'reading', progress: reading.progress });
        if (polls >= MAX_POLLS) return failed(t`Reading the document took too long. Type the values from it.`);
        await new Promise((r) => setTimeout(r, POLL_MS));
        reading = await calls.get(reading.id);
      }
      if (mine !== run.current) return;
      if (reading.state === 'failed') {
        const known = reading.error && Object.hasOwn(FAILURES, reading.error) ? FAILURES[reading.error] : undefined;
        return failed(known ? i18n._(known) : t`This document could not be read. Type the values from it.`);
      }
      setState({ phase: 'done', reading });
    } catch (error) {
      failed(errorText(error, i18n));
    }
  };
  return { state, read };
}

export type SuggestedField = {
  name: BillReadingField;
  label: string;
  /** What the field holds now. */
  current: string;
  /** The person typed in it (a default value does not count): "Use all" leaves it as it is. */
  typed: boolean;
  /** The value as the field takes it (e.g. a date input's ISO date). */
  format?(value: string): string;
};

type Props = {
  state: ReadingState;
  fields: SuggestedField[];
  onUse(name: BillReadingField, value: string): void;
};

/** The reading's progress, then its suggestions beside the fields they are for. */
export function BillSuggestions({ state, fields, onUse }: Props) {
  const { t } = useLingui();
  const headingId = useId();
  if (state.phase === 'idle') return null;
  if (state.phase === 'reading')
    return (
      <div className="bill-reading" role="status">
        <span>{t`Reading the document… ${state.progress}%`}</span>
        <progress max={100} value={state.progress} aria-label={t`Reading the document`} />
      </div>
    );
  if (state.phase === 'failed')
    return (
      <div className="bill-reading" role="status">
        {state.message}
      </div>
    );
  const suggestions = state.reading.result?.suggestions ?? {};
  const found = fields.flatMap((f) => {
    const s = suggestions[f.name];
    return s ? [{ field: f, s, value: f.format ? f.format(s.value) : s.value }] : [];
  });
  const empties = found.filter((x) => !x.field.typed && x.value !== '' && x.field.current.trim() !== x.value);
  return (
    <section className="bill-reading" aria-labelledby={headingId}>
      <h4 id={headingId}>{t`Read from the document`}</h4>
      <p role="status">{found.length ? t`Check each value against the document before using it.` : t`Nothing could be read from this document. Type the values from it.`}</p>
      {found.length > 0 && (
        <ul className="bill-suggestions">
          {found.map(({ field, s, value }) => {
            const same = field.current.trim() === value;
            return (
              <li key={field.name} data-field={field.name}>
                <span className="bill-suggestion-text">
                  <strong>{field.label}:</strong> <bdi>{value}</bdi>
                  <br />
                  <small className="muted">
                    {t`from page ${s.page}: “${s.text}”`}
                  </small>
                </span>
                {same ? (
                  <small className="muted">{t`In the form`}</small>
                ) : (
                  <button type="button" aria-label={t`Use ${value} for ${field.label}`} onClick={() => onUse(field.name, value)}>
                    {t`Use`}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {empties.length > 0 && found.length > 1 && (
        <button type="button" onClick={() => empties.forEach((x) => onUse(x.field.name, x.value))}>
          {t`Use all for the fields not typed`}
        </button>
      )}
    </section>
  );
}
