import { longFormIdHasBack, longFormIdTypes } from '@northgate/lending-flows';
import { OnFileOr } from '@northgate/lending-flows/react';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { Card, FormikDateField, FormikRadioGroup, FormikTextField } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { FormikDocumentUpload } from '../../documents/formik-document-upload.tsx';
import { toOptions } from '../choice-options.ts';
import { IdentityFields } from '../identity-fields.tsx';
import * as styles from '../steps.css.ts';

const idTypeOptions = toOptions(longFormIdTypes);

const PHOTO_HINT =
  'A clear photo or scan with all four corners showing. JPEG, PNG, HEIC or PDF; no passwords.';

/**
 * Long form, documentsIDs: a government photo ID, its details and upload (both sides of a card, a
 * passport's photo page), and the identity the credit check needs.
 */
export function DocumentsIdsFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.documentsIDs ?? {};
  const passport = values.idType === 'passport';
  return (
    <>
      <Card title="Your photo ID" headingLevel={2} as="section">
        <div className={styles.group}>
          <FormikRadioGroup name={name('idType')} label="Which ID will you upload?" options={idTypeOptions} />
          <OnFileOr>
            <FormikTextField
              name={name('idNumber')}
              label={passport ? 'Passport number' : 'ID number'}
              hint="As printed on the ID. It is encrypted and never shown in full again."
              autoComplete="off"
              allowPaste
            />
          </OnFileOr>
          <div className={styles.pair}>
            <FormikTextField
              name={name('idIssuedBy')}
              label={passport ? 'Issuing country' : 'Issuing state'}
              autoComplete="off"
            />
            <FormikDateField
              name={name('idExpirationDate')}
              label="Expiration date"
              hint="The ID must not have expired."
            />
          </div>
          <FormikDocumentUpload
            name={name('idFront')}
            purpose="idFront"
            label={passport ? 'Photo page of your passport' : 'Front of your ID'}
            hint={PHOTO_HINT}
          />
          {longFormIdHasBack(values) ? (
            <FormikDocumentUpload
              name={name('idBack')}
              purpose="idBack"
              label="Back of your ID"
              hint={PHOTO_HINT}
            />
          ) : null}
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
