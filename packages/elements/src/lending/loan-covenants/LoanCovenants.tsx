import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CovenantCreateInput, CovenantList, CovenantRow } from '@si/contract';
import type { CovenantKind } from '@si/contract/lending';
import { LoadState, useLoad } from '../../ui/useLoad.tsx';
import { lendingMessageText, sectionTitle } from '../kit/lendingWords.ts';
import { addCovenant, loadCovenants } from '../kit/staff/covenantCalls.ts';
import { CovenantCard } from './CovenantCard.tsx';
import { CovenantForm } from './CovenantForm.tsx';

export type LoanCovenantsProps = {
  /** The loan (its lending account). */
  loanId?: string;
};

/**
 * A loan's covenants: the financial ones (the covenants section) and the affirmative ones with
 * their generated requirements (the affirmative covenant requirements section), each with its
 * tests; writers add, change and archive, reviewers and Office Administrators waive.
 */
export function LoanCovenants({ loanId }: LoanCovenantsProps) {
  const { t, i18n } = useLingui();
  const id = loanId && /^\d+$/.test(loanId) ? Number(loanId) : undefined;
  const load = useLoad(id ? (signal) => loadCovenants(id, signal) : null, `covenants:${id ?? ''}`);
  const [adding, setAdding] = useState<CovenantKind>();
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string>();
  if (!id) return <p part="error">{t`This element needs the loan's id.`}</p>;
  const data = load.loaded.data;
  if (!data) return <LoadState loaded={load.loaded} retry={load.retry} />;

  const replace = (next: CovenantRow) => load.setData((d: CovenantList) => ({ ...d, covenants: d.covenants.map((c) => (c.id === next.id ? next : c)).filter((c) => !c.archived) }));
  function changed(next: CovenantRow | null, text: string) {
    setFailure(undefined);
    setSaid(text);
    if (next) replace(next);
    else void load.reload();
  }
  async function add(input: CovenantCreateInput) {
    const made = await addCovenant(id!, input);
    load.setData((d: CovenantList) => ({ ...d, covenants: [...d.covenants, made] }));
    setAdding(undefined);
    setSaid(t`The covenant is added with ${made.tests.length} tests.`);
  }

  const section = (kind: CovenantKind) => {
    const rows = data.covenants.filter((c) => c.kind === kind);
    const title = sectionTitle(kind === 'financial' ? 'covenants' : 'affirmativeCovenantsReq', i18n);
    return (
      <section className="covenant-section" part={kind === 'financial' ? 'financial' : 'affirmative'} aria-labelledby={`covenants-${kind}`}>
        <h3 id={`covenants-${kind}`}>{title}</h3>
        {rows.length === 0 && <p className="muted" part="empty">{kind === 'financial' ? t`No financial covenant.` : t`No affirmative covenant.`}</p>}
        {rows.map((c) => (
          <CovenantCard key={c.id} covenant={c} canWrite={data.can.write} canWaive={data.can.waive} onChanged={changed} onError={(text) => setFailure(lendingMessageText(text, i18n))} />
        ))}
        {data.can.write &&
          (adding === kind ? (
            <CovenantForm kind={kind} onSubmit={(input) => add(input as CovenantCreateInput)} onCancel={() => setAdding(undefined)} />
          ) : (
            <button type="button" className="secondary" part={kind === 'financial' ? 'add-financial' : 'add-affirmative'} onClick={() => setAdding(kind)}>
              {kind === 'financial' ? t`Add a financial covenant` : t`Add an affirmative covenant`}
            </button>
          ))}
      </section>
    );
  };

  return (
    <div className="loan-covenants" part="base">
      <p className="visually-hidden" role="status" part="announcer">
        {said}
      </p>
      {failure && (
        <p role="alert" className="field-error" part="action-error">
          {failure}
        </p>
      )}
      {section('financial')}
      {section('affirmative')}
    </div>
  );
}


