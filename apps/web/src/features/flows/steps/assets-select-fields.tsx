import { StepField } from '@northgate/lending-flows/react';

/** Short quiz, assetsSelect: the asset types to describe on the next step (SBA 413 lines). */
export function AssetsSelectFields() {
  return <StepField field="assetTypes" />;
}
