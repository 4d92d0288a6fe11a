import { assetTypes, NO_ASSETS } from '@northgate/lending-flows';
import { useStepFieldName } from '@northgate/form-engine/react';
import { FormikCheckboxGroup } from '@northgate/ui';

const options = [
  ...assetTypes.map((type) => ({ value: type.value, label: type.label })),
  { value: NO_ASSETS, label: 'None of these' },
];

/** Short quiz, assetsSelect: the asset types to describe on the next step (SBA 413 lines). */
export function AssetsSelectFields() {
  const name = useStepFieldName();
  return (
    <FormikCheckboxGroup
      name={name('assetTypes')}
      label="Which of these do you own?"
      hint="Choose all that apply."
      options={options}
    />
  );
}
