import { useLingui } from '@lingui/react/macro';
import type { LoanDraws } from '@si/contract';
import { useShell } from '../../base/Shell.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { drawMoney } from '../kit/drawWords.ts';

/** The budget lines with their figures and the totals; it scrolls in its own box on a phone. */
export function BudgetTable({ view }: { view: LoanDraws }) {
  const { t } = useLingui();
  const { lang } = useShell();
  const money = (v: string) => drawMoney(v, view.loan.currency, lang);
  const caption = t`Budget`;
  if (!view.lines.length) return <p className="muted" part="budget-empty">{t`No budget yet. Add its lines (site work, foundation, framing …) to take draws.`}</p>;
  return (
    <TableScroll label={caption} part="budget">
      <table className="figures" part="budget-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Line`}</th>
            <th scope="col" className="num">{t`Budget`}</th>
            <th scope="col" className="num">{t({ message: 'Claimed', context: 'draw amounts asked, not yet decided' })}</th>
            <th scope="col" className="num">{t({ message: 'Approved', context: 'draw amounts' })}</th>
            <th scope="col" className="num">{t({ message: 'Disbursed', context: 'draw amounts' })}</th>
            <th scope="col" className="num">{t`Remaining`}</th>
          </tr>
        </thead>
        <tbody>
          {view.lines.map((l) => (
            <tr key={l.id} part="budget-line">
              <th scope="row">
                <bdi>{l.name}</bdi>
              </th>
              <td className="num">{money(l.budget)}</td>
              <td className="num">{money(l.claimed)}</td>
              <td className="num">{money(l.approved)}</td>
              <td className="num">{money(l.disbursed)}</td>
              <td className="num">{money(l.remaining)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr part="budget-totals">
            <th scope="row">{t`Total`}</th>
            <td className="num">{money(view.totals.budget)}</td>
            <td className="num">{money(view.totals.claimed)}</td>
            <td className="num">{money(view.totals.approved)}</td>
            <td className="num">{money(view.totals.disbursed)}</td>
            <td className="num">{money(view.totals.remaining)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
