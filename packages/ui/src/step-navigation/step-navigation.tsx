import type { ReactElement } from 'react';
import { Button, buttonClass } from '../button/button.tsx';
import * as styles from './step-navigation.css.ts';

export interface StepNavigationProps {
  /** Back action; omit on the first step. */
  onBack?: () => void;
  /** Or render Back as a link (e.g. a router Link styled with the given class name). */
  renderBack?: (className: string) => ReactElement;
  /** Next is a submit button of the surrounding form unless `onNext` is given. */
  onNext?: () => void;
  nextLabel?: string;
  backLabel?: string;
  /** Shows the Next button's loading state (and ignores clicks) while a step is saved. */
  submitting?: boolean;
  nextDisabled?: boolean;
}

/** The Back / Next pair at the bottom of every step. Next is full width on phones. */
export function StepNavigation({
  onBack,
  renderBack,
  onNext,
  nextLabel = 'Next',
  backLabel = 'Back',
  submitting = false,
  nextDisabled = false,
}: StepNavigationProps) {
  const back = renderBack ? (
    renderBack(buttonClass({ variant: 'secondary' }))
  ) : onBack ? (
    <Button variant="secondary" onClick={onBack}>
      {backLabel}
    </Button>
  ) : null;
  return (
    <div className={styles.nav}>
      <Button
        type={onNext ? 'button' : 'submit'}
        onClick={onNext}
        loading={submitting}
        disabled={nextDisabled}
      >
        {nextLabel}
      </Button>
      {back}
    </div>
  );
}
