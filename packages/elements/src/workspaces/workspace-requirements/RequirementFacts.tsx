import { useLingui } from '@lingui/react/macro';
import { ItemKind } from '@si/contract/enums';
import type { RequirementRow } from '@si/core/admin';
import { formatBytes } from '../../portal-kit/fileRules.ts';
import { isOverdue } from '../../portal-kit/itemLabels.ts';
import { useRequirementWords } from './labels.ts';

/** What a requirement asks and where it stands: due date (overdue said in words), status, assignment, its kind's rules, what was given, the last review. */
export function RequirementFacts({ row }: { row: RequirementRow }) {
  const { t, i18n } = useLingui();
  const words = useRequirementWords();
  const overdue = isOverdue(row);
  const types = row.allowed_file_types.length ? row.allowed_file_types.join(', ') : t`Every supported type`;
  const limit = formatBytes(row.max_file_size, i18n.locale);
  const { figure, answer, review } = row;
  // Named placeholders, so translators see what each one is.
  const reporter = figure?.reported_by ?? '';
  const reportedOn = figure?.reported_at ? words.when(figure.reported_at) : '';
  const answerer = answer?.answered_by ?? '';
  const answeredOn = answer ? words.when(answer.answered_at) : '';
  const decision = review ? words.decision(review.decision) : '';
  const reason = review?.reason ?? '';
  const reviewer = review?.by?.name ?? '';
  const reviewedOn = review ? words.when(review.at) : '';
  return (
    <dl className="facts">
      <div>
        <dt>{t`Due`}</dt>
        <dd className={overdue ? 'overdue' : undefined}>
          {row.due_date ? words.day(row.due_date) : t`No due date`}
          {overdue && <strong className="badge badge--danger">{t`Overdue`}</strong>}
        </dd>
      </div>
      <div>
        <dt>{t`Status`}</dt>
        <dd part="status">{words.status(row.status)}</dd>
      </div>
      <div>
        <dt>{t`Assignment`}</dt>
        <dd>{words.assignment(row)}</dd>
      </div>
      {row.kind === ItemKind.REQUEST_ITEM && row.expected_document_type && (
        <div>
          <dt>{t`Expected document`}</dt>
          <dd part="expected-type">
            <bdi>{row.expected_document_type.name}</bdi>
          </dd>
        </div>
      )}
      {row.kind === ItemKind.REQUEST_ITEM && (
        <div>
          <dt>{t`Accepts`}</dt>
          <dd>{row.max_file_size > 0 ? t`${types}, at most ${limit}` : types}</dd>
        </div>
      )}
      {row.kind === ItemKind.METRIC && row.threshold && row.threshold.kind !== 0 && (
        <div>
          <dt>{words.threshold(row.threshold.kind)}</dt>
          <dd>{row.threshold.value}</dd>
        </div>
      )}
      {figure && (
        <div>
          <dt>{t`Reported figure`}</dt>
          <dd part="figure">
            {figure.value} <small>{reportedOn ? t`by ${reporter} on ${reportedOn}` : reporter}</small>
          </dd>
        </div>
      )}
      {answer && (
        <div>
          <dt>{t`Answer`}</dt>
          <dd part="answer">
            <span className="note-text">{answer.text}</span> <small>{t`by ${answerer} on ${answeredOn}`}</small>
          </dd>
        </div>
      )}
      {review && (
        <div>
          <dt>{t`Latest review`}</dt>
          <dd part="latest-review">
            {reason ? t`${decision}: ${reason}` : decision}{' '}
            <small>{reviewer ? t`by ${reviewer} on ${reviewedOn}` : reviewedOn}</small>
          </dd>
        </div>
      )}
    </dl>
  );
}
