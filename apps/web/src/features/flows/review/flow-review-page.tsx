import { furthestReachableStep, stepPath, validateFlow, visibleSteps } from '@northgate/form-engine/core';
import { withCrossStepRules } from '@northgate/lending-flows';
import { useFlow, type FlowFormValues } from '@northgate/lending-flows/react';
import { FROM_REVIEW_SEARCH, pages, type FlowId } from '@northgate/site-config';
import { Button, visuallyHidden } from '@northgate/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { useFormikContext } from 'formik';
import { useAtomValue } from 'jotai';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useDocumentTitle } from '../../../components/page/use-document-title.ts';
import { profileAtom } from '../../../session/session-atoms.ts';
import { ApplicationConfirmation } from '../confirmation/application-confirmation.tsx';
import { useFlowScope } from '../flow-scope.ts';
import { useFinishFlow, type SubmitProblem } from '../use-finish-flow.ts';
import { EmailConfirmation } from './email-confirmation.tsx';
import * as styles from './flow-review.css.ts';
import { reviewAnswers, type StepAnswers } from './review-answers.ts';
import { ReviewStep } from './review-step.tsx';
import { StatementTotals, totalsFollow } from './statement-totals.tsx';

const TITLE = 'Check your answers before you submit';

/**
 * An application's review page (`<flow path>review`): every answer grouped by step with a Change
 * link to that step, sensitive answers masked, and the submit. The flow's rules across steps run
 * here first (the server runs the same ones); what either refuses is listed with a link to the
 * step to fix. A guest whose email is not confirmed yet confirms it here.
 */
export function FlowReviewPage({ flow: flowId }: { flow: FlowId }) {
  const scope = useFlowScope();
  const { flow, completed } = useFlow();
  const { values } = useFormikContext<FlowFormValues>();
  const navigate = useNavigate();
  const finish = useFinishFlow(scope);
  const [checked, setChecked] = useState<readonly SubmitProblem[] | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const profile = useAtomValue(profileAtom);
  useDocumentTitle(`${finish.submitted ? 'Application received' : TITLE} | ${pages[flowId].title}`);

  // The review comes after every step: with one still to complete, the borrower goes there.
  const done = new Set(Array.isArray(completed) ? completed : []);
  const unfinished = visibleSteps(flow, values).some((step) => !done.has(step.id));
  useEffect(() => {
    if (unfinished && !finish.submitted) {
      const furthest = furthestReachableStep(flow, values, completed);
      void navigate({ href: stepPath(flow, furthest), replace: true });
    }
  }, [unfinished, finish.submitted, flow, values, completed, navigate]);

  const groups = useMemo(() => reviewAnswers(flow, values), [flow, values]);
  const stepIds = groups.map((group) => group.stepId);
  if (!scope || (unfinished && !finish.submitted)) return null;
  if (finish.submitted) {
    return (
      <ApplicationConfirmation
        flowId={flowId}
        application={finish.submitted}
        signedIn={scope.session.owner.startsWith('user:')}
      />
    );
  }

  async function submit() {
    // The same rules across steps the server holds the submit to, checked before it is sent; the
    // signed-in account's name is the one the long form's signature must give.
    const signedIn = scope?.session.owner.startsWith('user:') === true;
    const account =
      signedIn && profile ? { firstName: profile.firstName, lastName: profile.lastName } : undefined;
    const consistency = validateFlow(withCrossStepRules(flow), values, account ? { account } : {});
    setAttempt((n) => n + 1);
    if (!consistency.ok) {
      setChecked(consistency.issues.map((issue) => ({ ...issue, type: 'cross_step' })));
      return;
    }
    setChecked(null);
    setSubmitting(true);
    await finish.run();
    setSubmitting(false);
  }

  const problems = checked ?? finish.problems;
  const needsEmail = problems.some((problem) => problem.type === 'email_not_verified');
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{TITLE}</h1>
      <p className={styles.lead}>
        Here is everything you told us, step by step. Change takes you to a step with your answers kept; Save
        and return to review brings you back here.
      </p>
      <Problems problems={problems} attempt={attempt} />
      {groups.map((group) => (
        <Fragment key={group.stepId}>
          <ReviewStepWithChange group={group} />
          {flowId === 'longForm' && totalsFollow(stepIds, group.stepId) && (
            <StatementTotals values={values} />
          )}
        </Fragment>
      ))}
      {needsEmail && <EmailConfirmation flowId={flowId} values={values} />}
      <div className={styles.actions}>
        <Button type="button" onClick={() => void submit()} loading={submitting}>
          Submit application
        </Button>
      </div>
    </div>
  );
}

function ReviewStepWithChange({ group }: { group: StepAnswers }) {
  const { flow } = useFlow();
  return (
    <ReviewStep
      group={group}
      change={
        <Link to={stepPath(flow, group.stepId)} search={FROM_REVIEW_SEARCH}>
          Change<span className={visuallyHidden}> {group.title.toLowerCase()}</span>
        </Link>
      }
    />
  );
}

/**
 * What stops the submit, each problem linked to the step that fixes it (and back here, as Change
 * does); focused on every failed try.
 */
function Problems({ problems, attempt }: { problems: readonly SubmitProblem[]; attempt: number }) {
  const { flow } = useFlow();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) box.current?.focus();
  }, [problems, attempt]);
  if (problems.length === 0) return null;
  const titleOf = (stepId: string) => flow.steps.find((step) => step.id === stepId)?.title;
  return (
    <div ref={box} tabIndex={-1} className={styles.problems} aria-labelledby="review-problems">
      <div role="alert">
        <h2 id="review-problems" className={styles.problemsTitle}>
          Your application cannot be submitted yet
        </h2>
        <ul className={styles.problemList}>
          {problems.map((problem, index) => {
            const title = problem.stepId === undefined ? undefined : titleOf(problem.stepId);
            return (
              <li key={index}>
                {problem.message}{' '}
                {title !== undefined && problem.type !== 'email_not_verified' && (
                  <Link to={stepPath(flow, problem.stepId as string)} search={FROM_REVIEW_SEARCH}>
                    Go to {title.toLowerCase()}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
