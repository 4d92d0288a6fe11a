import { yesNo } from '@northgate/validators';
import { citizenships, entityAnswers } from '@northgate/lending-flows';
import { useStepFieldName } from '@northgate/form-engine/react';
import { FormikCheckbox, FormikRadioGroup, FormikSelect } from '@northgate/ui';
import { pages } from '@northgate/site-config';
import { Link } from '@tanstack/react-router';
import { toOptions } from './choice-options.ts';

const yesNoOptions = toOptions(yesNo);
const entityOptions = toOptions(entityAnswers);
const citizenshipOptions = toOptions(citizenships);

/** Short quiz, checkboxQs (design/flow-fields.md, Flow 1): eligibility questions and consents. */
export function CheckboxQsFields() {
  const name = useStepFieldName();
  return (
    <>
      <FormikRadioGroup
        name={name('willOccupyProperty')}
        label="Will you live in the property?"
        options={yesNoOptions}
        inline
      />
      <FormikRadioGroup
        name={name('borrowingThroughEntity')}
        label="Will you borrow through a company (LLC or corporation)?"
        options={entityOptions}
        inline
      />
      <FormikSelect name={name('citizenship')} label="Citizenship" options={citizenshipOptions} />
      <FormikRadioGroup
        name={name('recentCreditEvent')}
        label="Bankruptcy in the last 4 years, or a foreclosure, short sale or deed-in-lieu in the last 3 years?"
        options={yesNoOptions}
        inline
      />
      <FormikCheckbox
        name={name('agreeTermsPrivacy')}
        label={
          <>
            I agree to the <Link to={pages.termsOfService.path}>Terms of Service</Link> and the{' '}
            <Link to={pages.privacyPolicy.path}>Privacy Policy</Link>
          </>
        }
      />
      <FormikCheckbox
        name={name('eConsent')}
        label="I agree to receive disclosures and documents electronically (E-SIGN consent)"
      />
      <FormikCheckbox
        name={name('contactConsent')}
        label="You may call or text me about my loan request, including by automated means. This is not a condition of any loan."
        optional
      />
    </>
  );
}
