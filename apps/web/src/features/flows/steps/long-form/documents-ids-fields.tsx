import { StepField } from '@northgate/lending-flows/react';
import { useStepField } from '@northgate/form-engine/react';
import { Card } from '@northgate/ui';
import { FormikDocumentUpload } from '../../documents/formik-document-upload.tsx';
import { IdentityFields } from '../identity-fields.tsx';
import * as styles from '../steps.css.ts';

/** An upload of the ID, drawn from its declaration (kind 'file'); the field's name is its purpose. */
function IdUpload({ field }: { field: 'idFront' | 'idBack' }) {
  const { name, question, hint, shown } = useStepField(field);
  if (!shown) return null;
  return (
    <FormikDocumentUpload
      name={name}
      purpose={field}
      label={question}
      {...(hint !== undefined && { hint })}
    />
  );
}

/**
 * Long form, documentsIDs: a government photo ID, its details and upload (both sides of a card, a
 * passport's photo page), and the identity the credit check needs.
 */
export function DocumentsIdsFields() {
  return (
    <>
      <Card title="Your photo ID" headingLevel={2} as="section">
        <div className={styles.group}>
          <StepField field="idType" />
          <StepField field="idNumber" />
          <div className={styles.pair}>
            <StepField field="idIssuedBy" />
            <StepField field="idExpirationDate" />
          </div>
          <IdUpload field="idFront" />
          <IdUpload field="idBack" />
        </div>
      </Card>
      <Card title="For the credit check" headingLevel={2} as="section">
        <div className={styles.group}>
          <IdentityFields />
        </div>
      </Card>
    </>
  );
}
