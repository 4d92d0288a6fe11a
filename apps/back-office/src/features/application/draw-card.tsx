/** One rehab draw as staff see it: its history, photos, lines and the forms its state allows. */
import { DRAW_STATE_LABELS, REHAB_CATEGORY_LABELS, type Rehab, type RehabDraw } from '@northgate/contracts';
import { Button, formatBytes } from '@northgate/ui';
import { formatDateTime } from '../../components/labels.ts';
import * as page from '../../components/page.css.ts';
import { DrawForms } from './draw-forms.tsx';
import type { RehabActions } from './rehab-actions.ts';
import { money } from './rehab-money.ts';

export function DrawCard({
  draw,
  rehab,
  canInspect,
  canApprove,
  actions,
}: {
  draw: RehabDraw;
  rehab: Rehab;
  canInspect: boolean;
  canApprove: boolean;
  actions: RehabActions;
}) {
  const lineLabel = (category: RehabDraw['lines'][number]['category']) => REHAB_CATEGORY_LABELS[category];
  return (
    <li className={page.stack}>
      <h3>
        Draw {draw.number}: {DRAW_STATE_LABELS[draw.state]}
      </h3>
      <dl className={page.definitionList}>
        <dt>Asked</dt>
        <dd>
          {money(draw.requested_cents)} on {formatDateTime(draw.requested_at)}
        </dd>
        <dt>Access</dt>
        <dd>{draw.access_notes}</dd>
        {draw.inspected_at !== null ? (
          <>
            <dt>Inspected</dt>
            <dd>
              {formatDateTime(draw.inspected_at)}
              {draw.inspected_by ? ` by ${draw.inspected_by}` : ''}: {draw.inspection_note}
            </dd>
          </>
        ) : null}
        {draw.approved_at !== null && draw.approved_cents !== null ? (
          <>
            <dt>Approved</dt>
            <dd>
              {money(draw.approved_cents)} on {formatDateTime(draw.approved_at)}
              {draw.approved_by ? ` by ${draw.approved_by}` : ''}
              {draw.approval_note ? `: ${draw.approval_note}` : ''}
            </dd>
          </>
        ) : null}
        {draw.paid_at !== null ? (
          <>
            <dt>Paid</dt>
            <dd>
              {formatDateTime(draw.paid_at)}
              {draw.paid_by ? ` by ${draw.paid_by}` : ''}
              {draw.payment_note ? `: ${draw.payment_note}` : ''}
            </dd>
          </>
        ) : null}
        {draw.declined_at !== null ? (
          <>
            <dt>Declined</dt>
            <dd>
              {formatDateTime(draw.declined_at)}
              {draw.declined_by ? ` by ${draw.declined_by}` : ''}: {draw.decline_reason}
            </dd>
          </>
        ) : null}
      </dl>
      {draw.photos.length > 0 ? (
        <ul aria-label={`Photos of Draw ${draw.number}`} className={page.actions}>
          {draw.photos.map((photo) => (
            <li key={photo.id}>
              <Button variant="secondary" onClick={() => void actions.download(photo)}>
                Download {photo.file_name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {draw.inspection_photos.length > 0 ? (
        <>
          <h4>Inspection photos</h4>
          <ul aria-label={`Inspection photos of Draw ${draw.number}`} className={page.stack}>
            {draw.inspection_photos.map((photo) => (
              <li key={photo.id}>
                <Button variant="secondary" onClick={() => void actions.download(photo)}>
                  Download {photo.file_name}
                </Button>{' '}
                {formatBytes(photo.size)}, uploaded {formatDateTime(photo.uploaded_at)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className={page.tableWrap} role="region" aria-label={`Draw ${draw.number} by line`} tabIndex={0}>
        <table className={page.table}>
          <thead>
            <tr>
              <th scope="col">Work</th>
              <th scope="col">Asked</th>
              <th scope="col">Inspected</th>
              <th scope="col">Approved</th>
            </tr>
          </thead>
          <tbody>
            {draw.lines.map((line) => (
              <tr key={line.line_id}>
                <th scope="row">{lineLabel(line.category)}</th>
                <td>{money(line.requested_cents)}</td>
                <td>{line.percent_complete === null ? 'Not yet' : `${line.percent_complete}% complete`}</td>
                <td>{line.approved_cents === null ? 'Not yet' : money(line.approved_cents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <DrawForms
        draw={draw}
        rehab={rehab}
        canInspect={canInspect}
        canApprove={canApprove}
        actions={actions}
      />
    </li>
  );
}
