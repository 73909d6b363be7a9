/**
 * An activity's kind as a small line drawing with its name as the text alternative (a screen
 * reader says "Call", "Meeting"...). Drawn here, inline, rather than added to the shared icon
 * library that every embed loads.
 */
import type { ActivityKind } from '@si/contract/sales';

const DRAWINGS: Record<ActivityKind, string> = {
  // A handset.
  call: 'M4 2.5h2.2l1 3-1.6 1.1a7.5 7.5 0 0 0 3.8 3.8l1.1-1.6 3 1v2.2a1.5 1.5 0 0 1-1.5 1.5A11.5 11.5 0 0 1 2.5 4 1.5 1.5 0 0 1 4 2.5z',
  // Two people.
  meeting: 'M5.5 7.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM1.5 13a4 4 0 0 1 8 0M11 7.5a1.7 1.7 0 1 0 0-3.4 1.7 1.7 0 0 0 0 3.4zM10.5 9.6A3.4 3.4 0 0 1 14.5 13',
  // A ticked box.
  task: 'M2.5 2.5h11v11h-11zM5 8.2l2 2 4-4.4',
  // A page with lines.
  note: 'M3.5 1.5h6l3 3v10h-9zM9.5 1.5v3h3M5.5 8h5M5.5 10.5h5',
  // An envelope.
  mail: 'M1.5 3.5h13v9h-13zM1.5 3.5 8 9l6.5-5.5',
};

/** The kind's drawing, named `label` for assistive technology. */
export function ActivityIcon({ kind, label }: { kind: ActivityKind; label: string }) {
  return (
    <svg className="activity-icon" role="img" aria-label={label} width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round" focusable="false">
      <path d={DRAWINGS[kind] ?? DRAWINGS.note} />
    </svg>
  );
}
