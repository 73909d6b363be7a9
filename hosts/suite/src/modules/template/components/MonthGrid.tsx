import { useLingui } from '@lingui/react/macro';

/** The current month as a calendar grid, in the page's language (the calendar demo; no events: there is no calendar data). */
export function MonthGrid() {
  const { i18n } = useLingui();
  const today = new Date();
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  const days = new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate();
  // Weeks start on Monday; the grid's leading blanks come from the first day's weekday.
  const lead = (first.getDay() + 6) % 7;
  const weekday = new Intl.DateTimeFormat(i18n.locale, { weekday: 'short' });
  const monday = new Date(2024, 0, 1);
  const names = Array.from({ length: 7 }, (_, i) => weekday.format(new Date(monday.getFullYear(), 0, 1 + i)));
  const cells = [...Array.from({ length: lead }, () => 0), ...Array.from({ length: days }, (_, i) => i + 1)];
  const weeks = Array.from({ length: Math.ceil(cells.length / 7) }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  return (
    <table className="si-month">
      <caption>{new Intl.DateTimeFormat(i18n.locale, { month: 'long', year: 'numeric' }).format(first)}</caption>
      <thead>
        <tr>
          {names.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week, w) => (
          <tr key={w}>
            {week.map((day, d) => (
              <td key={d} aria-current={day === today.getDate() ? 'date' : undefined}>
                {day || ''}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
