import type { FormEngineTexts } from '@northgate/form-engine/react';

/** Shown while a save failed: the values wait on this device and the save is retried. */
export const NOT_SAVED_MESSAGE = "Not saved yet — we'll keep trying; your answers are safe on this device";

/** "10:42": the borrower's local time of the last save, on a 24-hour clock. */
export function formatSavedAt(at: Date): string {
  return at.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hour12: false });
}

/** The product's words for the step shell (spec wording; the e2e tests read them). */
export const northgateTexts: FormEngineTexts = {
  next: 'Next',
  finish: 'Submit',
  back: 'Back',
  errorSummaryTitle: 'There is a problem',
  saving: 'Saving…',
  savedAt: (at) => `Saved at ${formatSavedAt(at)}`,
  notSaved: NOT_SAVED_MESSAGE,
  // The ui progress bar's own words: its default name and the state of each stage.
  progressLabel: 'Application progress',
  stagePassed: 'completed',
  stageCurrent: (position, total) => `current step ${position} of ${total}`,
  stageUpcoming: 'not started',
};

/** Unsaved answers wait under `northgate.draft.<flowId>.<owner>`: unchanged, so drafts left on a device survive upgrades. */
export const NORTHGATE_STORAGE_KEY_PREFIX = 'northgate.draft';
