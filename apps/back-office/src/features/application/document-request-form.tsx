import { errorMessage } from '@northgate/api-client';
import { CreateDocumentRequestSchema, type CreateDocumentRequest } from '@northgate/contracts';
import { Button, FormAlert, FormikErrorSummary, FormikTextArea, FormikTextField } from '@northgate/ui';
import { formikValidator } from '@northgate/validators';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';

const validate = formikValidator(CreateDocumentRequestSchema);

/** Ask the borrower for a document by a due date; the borrower gets an email and sees it in their profile. */
export function DocumentRequestForm({
  onSubmit,
}: {
  onSubmit: (body: CreateDocumentRequest) => Promise<void>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <Formik
      initialValues={{ name: '', description: '', due_date: '' }}
      validate={validate}
      onSubmit={async (values, helpers) => {
        setFormError(null);
        const description = values.description.trim();
        try {
          await onSubmit({
            name: values.name.trim(),
            due_date: values.due_date,
            ...(description ? { description } : {}),
          });
          helpers.resetForm();
        } catch (error) {
          setFormError(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={page.stack} aria-labelledby="request-form-title">
          <h3 id="request-form-title">Request a document</h3>
          <FormikErrorSummary />
          <FormikTextField name="name" label="Document" hint="For example: Purchase contract" allowPaste />
          <FormikTextArea
            name="description"
            label="What the borrower should send"
            hint="Any detail that helps them send the right file"
            optional
            allowPaste
          />
          <FormikTextField name="due_date" label="Due date" type="date" allowPaste width="medium" />
          <FormAlert message={formError} />
          <div>
            <Button type="submit" loading={isSubmitting}>
              Send request
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
