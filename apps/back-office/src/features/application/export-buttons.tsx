import { errorMessage } from '@northgate/api-client';
import { Button } from '@northgate/ui';
import { useState } from 'react';
import * as page from '../../components/page.css.ts';

export interface ExportDownload {
  label: string;
  download: () => Promise<void>;
}

/**
 * The application's copies for download, side by side: the PDF copy (answers, signature,
 * e-signature record) and its MISMO 3.4 XML. Both are audited.
 */
export function ExportButtons({ downloads }: { downloads: ExportDownload[] }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className={page.stack}>
      <div className={page.actions}>
        {downloads.map(({ label, download }) => (
          <Button
            key={label}
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
            {label}
          </Button>
        ))}
      </div>
      {problem ? (
        <p role="alert" className={page.errorText}>
          {problem}
        </p>
      ) : null}
    </div>
  );
}
