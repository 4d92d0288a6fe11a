import {
  CONDITION_STAGE_LABELS,
  CONDITION_STAGES,
  type DocumentRequest,
  type LoanCondition,
} from '@northgate/contracts';
import * as listStyles from '../applications/applications.css.ts';
import { formatDate } from '../applications/application-texts.ts';
import { DocumentRequestItem, type DocumentRequestActions } from './document-request-item.tsx';
import * as styles from './pipeline.css.ts';
import { conditionStateText, formatDueDate } from './pipeline-texts.ts';

function Reopened({ condition }: { readonly condition: LoanCondition }) {
  if (condition.state !== 'open' || !condition.reopen_reason) return null;
  return (
    <p className={listStyles.paragraph}>
      Reopened{condition.reopened_at ? ` on ${formatDate(condition.reopened_at)}` : ''}:{' '}
      {condition.reopen_reason}
    </p>
  );
}

function ConditionItem({ condition }: { readonly condition: LoanCondition }) {
  const cleared = condition.state === 'cleared';
  return (
    <li className={listStyles.item}>
      <h4 className={listStyles.itemTitle}>{condition.title}</h4>
      {condition.description && <p className={listStyles.paragraph}>{condition.description}</p>}
      <Reopened condition={condition} />
      <dl className={listStyles.facts}>
        <dt>Due</dt>
        <dd>{formatDueDate(condition.due_date)}</dd>
        <dt>Status</dt>
        <dd>
          <span className={cleared ? styles.answered : styles.open}>{conditionStateText(condition)}</span>
        </dd>
        {condition.upload !== null && condition.upload.documents.length > 0 && (
          <>
            <dt>You sent</dt>
            <dd>{condition.upload.documents.map((d) => d.file_name).join(', ')}</dd>
          </>
        )}
        {cleared && condition.clear_note && (
          <>
            <dt>Note</dt>
            <dd>{condition.clear_note}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

/**
 * The conditions to clear after the accepted offer (ADR 0057), by stage: what is left and what is
 * cleared, with due dates. One waiting for the borrower's document has the usual request upload.
 */
export function ConditionsList({
  conditions,
  actions,
  onAnswered,
}: {
  readonly conditions: readonly LoanCondition[];
  readonly actions: DocumentRequestActions;
  readonly onAnswered: (request: DocumentRequest) => void;
}) {
  const left = conditions.filter((condition) => condition.state === 'open').length;
  return (
    <>
      <p className={styles.muted}>
        {left === 0
          ? 'Every condition is cleared.'
          : `${left} of ${conditions.length} ${conditions.length === 1 ? 'condition is' : 'conditions are'} left to clear.`}
      </p>
      {CONDITION_STAGES.map((stage) => {
        const inStage = conditions.filter((condition) => condition.stage === stage);
        if (inStage.length === 0) return null;
        const open = inStage.filter((condition) => condition.state === 'open');
        const cleared = inStage.filter((condition) => condition.state === 'cleared');
        return (
          <section key={stage} aria-labelledby={`conditions-${stage}`} className={styles.section}>
            <h3 id={`conditions-${stage}`} className={styles.sectionTitle}>
              {CONDITION_STAGE_LABELS[stage]}
            </h3>
            {open.length > 0 && (
              <ul
                className={listStyles.list}
                aria-label={`Left to clear ${CONDITION_STAGE_LABELS[stage].toLowerCase()}`}
              >
                {open.map((condition) =>
                  condition.upload !== null && condition.upload.state === 'open' ? (
                    <DocumentRequestItem
                      key={condition.id}
                      request={condition.upload}
                      actions={actions}
                      onAnswered={onAnswered}
                      headingLevel={4}
                    >
                      <Reopened condition={condition} />
                    </DocumentRequestItem>
                  ) : (
                    <ConditionItem key={condition.id} condition={condition} />
                  ),
                )}
              </ul>
            )}
            {cleared.length > 0 && (
              <ul
                className={listStyles.list}
                aria-label={`Cleared ${CONDITION_STAGE_LABELS[stage].toLowerCase()}`}
              >
                {cleared.map((condition) => (
                  <ConditionItem key={condition.id} condition={condition} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}
