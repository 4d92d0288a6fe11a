import { longFormIdHasBack, longFormIdTypes } from '@northgate/form-engine';
import { useStepFieldName, type FlowFormValues } from '@northgate/form-engine/react';
import { Card, FormikRadioGroup } from '@northgate/ui';
import { useFormikContext } from 'formik';
import { FormikDocumentUpload } from '../../documents/formik-document-upload.tsx';
import { toOptions } from '../choice-options.ts';
import * as styles from '../steps.css.ts';

const idTypeOptions = toOptions(longFormIdTypes);

const PHOTO_HINT =
  'A clear photo or scan with all four corners showing. JPEG, PNG, HEIC or PDF; no passwords.';

/** Long form, documentsIDs: a government photo ID, uploaded (both sides of a card, a passport's photo page). */
export function DocumentsIdsFields() {
  const name = useStepFieldName();
  const formik = useFormikContext<FlowFormValues>();
  const values = formik.values.documentsIDs ?? {};
  const passport = values.idType === 'passport';
  return (
    <Card title="Your photo ID" headingLevel={2} as="section">
      <div className={styles.group}>
        <FormikRadioGroup name={name('idType')} label="Which ID will you upload?" options={idTypeOptions} />
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
  );
}
