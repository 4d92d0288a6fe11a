import { shortQuiz } from '@northgate/lending-flows';
import { StepField } from '@northgate/lending-flows/react';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { formatUsdWhole } from '@northgate/loan-math';
import { Card } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { useEffect, useMemo } from 'react';
import * as styles from '../short-quiz/quiz.css.ts';

type Cards = Record<string, { estimatedValue: string; amountOwed: string }>;

/**
 * Short quiz, assetsForm: one card per asset type chosen on assetsSelect (each type's fields
 * declared in lending-flows). The cards follow the choice: a type chosen later gets an empty
 * card, a type dropped loses its card.
 */
export function AssetsFormFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const chosen = shortQuiz.chosenAssetTypes(formik.values.assetsSelect?.assetTypes);
  const stored = formik.values.assetsForm?.assets as Cards | undefined;
  const cards = useMemo(() => stored ?? {}, [stored]);
  const { setFieldValue } = formik;

  const chosenKey = chosen.map((type) => type.value).join(',');
  useEffect(() => {
    const wanted = chosenKey === '' ? [] : chosenKey.split(',');
    const current = Object.keys(cards);
    const same = current.length === wanted.length && wanted.every((type) => current.includes(type));
    if (same) return;
    const next = Object.fromEntries(
      wanted.map((type) => [type, cards[type] ?? { estimatedValue: '', amountOwed: '' }]),
    );
    void setFieldValue(name('assets'), next, false);
  }, [chosenKey, cards, name, setFieldValue]);

  const liquid = shortQuiz.liquidAssetsTotal(cards);
  return (
    <>
      {chosen.map((type) => {
        const card = cards[type.value];
        // The card's values appear with the effect above; until then there is nothing to bind.
        if (!card) return null;
        return (
          <Card key={type.value} title={type.label} headingLevel={2} as="section">
            <div className={styles.card}>
              <StepField field={`assets.${type.value}.estimatedValue`} />
              <StepField field={`assets.${type.value}.amountOwed`} />
              {type.owed && shortQuiz.owesMoreThanUsual(card) && (
                <p className={styles.warning}>
                  That is more than one and a half times the value. Check the amounts if that is not right.
                </p>
              )}
              {type.value === 'investmentRealEstate' && <StepField field="investmentPropertyCount" />}
            </div>
          </Card>
        );
      })}
      {chosen.some((type) => ['cash', 'stocks', 'retirement'].includes(type.value)) && (
        <p className={styles.total} role="status">
          Liquid assets: {formatUsdWhole(liquid)}
        </p>
      )}
    </>
  );
}
