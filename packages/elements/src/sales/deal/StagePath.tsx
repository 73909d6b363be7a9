import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DealDetail } from '@si/contract';
import { useShell } from '../../base/Shell.tsx';
import { percentText } from '../kit/salesWords.ts';

type StagePathProps = {
  deal: DealDetail;
  /** Stages are buttons that move the deal (a writer, on an open deal); else they only show where it is. */
  canMove: boolean;
  busy: boolean;
  onMove(stageId: number): void;
};

/**
 * The pipeline's stages in order, the deal's marked as the current step (aria-current) and the
 * ones before it as passed. For a writer on an open deal each other stage is a button that moves
 * the deal there (Tab and Enter or Space, as any button).
 */
export function StagePath({ deal, canMove, busy, onMove }: StagePathProps) {
  const { t } = useLingui();
  const { lang } = useShell();
  const id = useId();
  const stages = [...deal.stages].sort((a, b) => a.position - b.position);
  const current = stages.findIndex((s) => s.id === deal.stage.id);
  return (
    <section className="deal-section" part="stages" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t`Stage`}</h3>
      {canMove && (
        <p className="muted" id={`${id}-hint`}>
          {t`Choose a stage to move the deal there.`}
        </p>
      )}
      <ol className="stage-path" part="stage-path" aria-labelledby={`${id}-heading`}>
        {stages.map((stage, index) => {
          const here = stage.id === deal.stage.id;
          const className = `stage${index < current ? ' stage--past' : ''}`;
          const odds = t`${stage.name}, ${percentText(stage.probability, lang)} likely to win`;
          return (
            <li key={stage.id}>
              {canMove ? (
                <button
                  type="button"
                  className={className}
                  part={here ? 'stage stage-current' : 'stage'}
                  aria-current={here ? 'step' : undefined}
                  aria-describedby={`${id}-hint`}
                  title={odds}
                  disabled={busy}
                  onClick={() => !here && onMove(stage.id)}
                >
                  {stage.name}
                </button>
              ) : (
                <span className={className} part={here ? 'stage stage-current' : 'stage'} aria-current={here ? 'step' : undefined} title={odds}>
                  {stage.name}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
