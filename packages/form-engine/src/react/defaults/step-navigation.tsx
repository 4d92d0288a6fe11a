import type { StepNavigationProps } from '../engine-options.tsx';

/**
 * Next and Back as real buttons. Next comes first (it is the main action for keyboard and screen
 * reader users) and submits the form; while a step is saved it is marked busy and ignores clicks.
 */
export function DefaultStepNavigation({ onBack, nextLabel, backLabel, submitting }: StepNavigationProps) {
  return (
    <div data-step-navigation="">
      <button
        type="submit"
        aria-disabled={submitting || undefined}
        aria-busy={submitting || undefined}
        onClick={(event) => {
          if (submitting) event.preventDefault();
        }}
      >
        {nextLabel}
      </button>
      {onBack && (
        <button type="button" onClick={onBack}>
          {backLabel}
        </button>
      )}
    </div>
  );
}
