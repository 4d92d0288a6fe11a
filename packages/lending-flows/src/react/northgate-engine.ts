import { ErrorSummary, StepNavigation } from '@northgate/ui';
import { createFormEngine } from '@northgate/form-engine/react';
import { NorthgateAutosaveStatus, NorthgateProgress } from './components.tsx';
import { NORTHGATE_STORAGE_KEY_PREFIX, northgateTexts } from './texts.ts';

/** The form engine as the borrower sees it: Northgate ui components, the product's words. */
export const northgateFormEngine = createFormEngine({
  components: {
    ErrorSummary,
    StepNavigation,
    Progress: NorthgateProgress,
    AutosaveStatus: NorthgateAutosaveStatus,
  },
  texts: northgateTexts,
  storageKeyPrefix: NORTHGATE_STORAGE_KEY_PREFIX,
});
