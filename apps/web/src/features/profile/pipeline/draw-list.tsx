/** The borrower's draws: what each asked, the inspection with its photos, approval and payment. */
import { errorMessage } from '@northgate/api-client';
import { DRAW_STATE_LABELS, REHAB_CATEGORY_LABELS, type RehabDraw } from '@northgate/contracts';
import { Button, formatBytes, FormAlert } from '@northgate/ui';
import { useState } from 'react';
import * as listStyles from '../applications/applications.css.ts';
import { formatDate } from '../applications/application-texts.ts';
import type { RehabActions } from './rehab-actions.ts';
import { money } from './rehab-money.ts';
import * as rehabStyles from './rehab.css.ts';

/** One draw as the borrower follows it: what was asked, inspected, approved and paid. */
function DrawItem({
  draw,
  download,
}: {
  readonly draw: RehabDraw;
  readonly download: RehabActions['download'];
}) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <li className={listStyles.item}>
      <h4 className={listStyles.itemTitle}>
        Draw {draw.number}: {DRAW_STATE_LABELS[draw.state]}
      </h4>
      <dl className={listStyles.facts}>
        <dt>Asked</dt>
        <dd>
          {money(draw.requested_cents)} on {formatDate(draw.requested_at)}
        </dd>
        {draw.approved_cents !== null && (
          <>
            <dt>Approved</dt>
            <dd>{money(draw.approved_cents)}</dd>
          </>
        )}
        {draw.paid_at !== null && (
          <>
            <dt>Paid</dt>
            <dd>{formatDate(draw.paid_at)}</dd>
          </>
        )}
        {draw.inspection_note !== null && (
          <>
            <dt>Inspection</dt>
            <dd>{draw.inspection_note}</dd>
          </>
        )}
        {draw.approval_note !== null && (
          <>
            <dt>Note</dt>
            <dd>{draw.approval_note}</dd>
          </>
        )}
        {draw.decline_reason !== null && (
          <>
            <dt>Why declined</dt>
            <dd>{draw.decline_reason}</dd>
          </>
        )}
        {draw.photos.length > 0 && (
          <>
            <dt>Photos</dt>
            <dd>{draw.photos.map((photo) => photo.file_name).join(', ')}</dd>
          </>
        )}
      </dl>
      <div
        className={rehabStyles.tableScroll}
        role="region"
        aria-label={`Draw ${draw.number} by line`}
        tabIndex={0}
      >
        <table className={rehabStyles.table}>
          <thead>
            <tr>
              <th scope="col">Work</th>
              <th scope="col" className="money">
                Asked
              </th>
              <th scope="col">Inspected</th>
              <th scope="col" className="money">
                Approved
              </th>
            </tr>
          </thead>
          <tbody>
            {draw.lines.map((line) => (
              <tr key={line.line_id}>
                <th scope="row">{REHAB_CATEGORY_LABELS[line.category]}</th>
                <td className="money">{money(line.requested_cents)}</td>
                <td>{line.percent_complete === null ? 'Not yet' : `${line.percent_complete}% complete`}</td>
                <td className="money">
                  {line.approved_cents === null ? 'Not yet' : money(line.approved_cents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {draw.inspection_photos.length > 0 && (
        <>
          <h5 className={listStyles.itemTitle}>Inspection photos</h5>
          <ul aria-label={`Inspection photos of Draw ${draw.number}`} className={rehabStyles.photoList}>
            {draw.inspection_photos.map((photo) => (
              <li key={photo.id}>
                <Button
                  variant="secondary"
                  onClick={() => {
                    setProblem(null);
                    download(photo).catch((error: unknown) => setProblem(errorMessage(error)));
                  }}
                >
                  Download {photo.file_name}
                </Button>{' '}
                {formatBytes(photo.size)}, added on {formatDate(photo.uploaded_at)}
              </li>
            ))}
          </ul>
          <FormAlert message={problem} />
        </>
      )}
    </li>
  );
}

/** The borrower's draws, newest first. */
export function DrawList({
  draws,
  download,
}: {
  readonly draws: readonly RehabDraw[];
  readonly download: RehabActions['download'];
}) {
  return (
    <>
      <h3 className={listStyles.itemTitle}>Your draws</h3>
      <ul className={listStyles.list} aria-label="Draws">
        {draws.map((draw) => (
          <DrawItem key={draw.id} draw={draw} download={download} />
        ))}
      </ul>
    </>
  );
}
