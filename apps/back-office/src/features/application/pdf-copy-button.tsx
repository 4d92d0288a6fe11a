import { errorMessage } from '@northgate/api-client';
import { Button } from '@northgate/ui';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';

/** The application's PDF copy (answers, signature, e-signature record); the download is audited. */
export function PdfCopyButton({ download }: { download: () => Promise<void> }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className={page.stack}>
      <div className={page.actions}>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => {
            setProblem(null);
            setBusy(true);
            download()
              .catch((error: unknown) => setProblem(errorMessage(error)))
              .finally(() => setBusy(false));
          }}
        >
          Download a PDF copy
        </Button>
      </div>
      {problem ? (
        <p role="alert" className={page.errorText}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
