import { useStepField } from '@northgate/form-engine/react';
import { StepField } from '@northgate/lending-flows/react';
import { pages } from '@northgate/site-config';
import { FormikCheckbox } from '@northgate/ui';
import { Link } from '@tanstack/react-router';

const documents = [
  { title: 'Terms of Service', path: pages.termsOfService.path },
  { title: 'Privacy Policy', path: pages.privacyPolicy.path },
] as const;

/** The terms checkbox: its declared words, with each document's name a link to it. */
function AgreeTermsPrivacy() {
  const { name, question } = useStepField('agreeTermsPrivacy');
  const parts = question.split(/(Terms of Service|Privacy Policy)/);
  return (
    <FormikCheckbox
      name={name}
      label={parts.map((part, index) => {
        const document = documents.find((entry) => entry.title === part);
        return document ? (
          <Link key={index} to={document.path}>
            {part}
          </Link>
        ) : (
          part
        );
      })}
    />
  );
}

/** Short quiz, checkboxQs (docs/product/flow-fields.md, Flow 1): eligibility questions and consents. */
export function CheckboxQsFields() {
  return (
    <>
      <StepField field="willOccupyProperty" />
      <StepField field="borrowingThroughEntity" />
      <StepField field="citizenship" />
      <StepField field="recentCreditEvent" />
      <AgreeTermsPrivacy />
      <StepField field="eConsent" />
      <StepField field="contactConsent" />
    </>
  );
}
