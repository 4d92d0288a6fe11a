/** Staff's forms on an open draw: record the inspection (with its photos), approve, decline or mark paid. */
import { centsToDollars, REHAB_CATEGORY_LABELS, type Rehab, type RehabDraw } from '@northgate/contracts';
import type { RehabActions } from './rehab-actions.ts';
import { LinesForm } from './rehab-lines-form.tsx';
import { money } from './rehab-money.ts';
import { NoteAction } from './rehab-note-action.tsx';

/** The forms a draw's state and the staff member's permissions (inspectDraws, approveDraws) allow. */
export function DrawForms({
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
  const open = draw.state === 'requested' || draw.state === 'inspected';
  const lineLabel = (category: RehabDraw['lines'][number]['category']) => REHAB_CATEGORY_LABELS[category];
  const remaining = (lineId: string) =>
    rehab.budget.lines.find((line) => line.id === lineId)?.remaining_cents ?? 0;
  return (
    <>
      {open && canInspect ? (
        <LinesForm
          key={`inspect-${draw.state}`}
          formId={`inspect-${draw.id}`}
          title={`Record the inspection of Draw ${draw.number}`}
          kind="percent"
          lines={draw.lines.map((line) => ({
            id: line.line_id,
            name: lineLabel(line.category),
            label: `${lineLabel(line.category)}: percent complete`,
            initial: line.percent_complete === null ? '' : String(line.percent_complete),
          }))}
          noteLabel="What the inspector found"
          noteRequired="Write what the inspector found"
          photos={{
            label: 'Inspection photos',
            hint: 'The inspector’s photos of the work. The borrower sees them with the draw.',
            upload: (file) => actions.uploadInspectionPhoto(draw, file),
          }}
          submitLabel="Record inspection"
          onSubmit={(values, note) =>
            actions.inspect(
              draw,
              [...values].map(([line_id, percent_complete]) => ({ line_id, percent_complete })),
              note,
            )
          }
        />
      ) : null}
      {draw.state === 'inspected' && canApprove ? (
        <LinesForm
          formId={`approve-${draw.id}`}
          title={`Approve Draw ${draw.number}`}
          kind="money"
          lines={draw.lines.map((line) => ({
            id: line.line_id,
            name: lineLabel(line.category),
            label: `${lineLabel(line.category)}: amount approved`,
            hint: `Asked ${money(line.requested_cents)}; ${money(remaining(line.line_id) + line.requested_cents)} of the line is left before this draw`,
            initial: centsToDollars(line.requested_cents),
          }))}
          noteLabel="Note for the borrower"
          noteRequired={null}
          submitLabel={`Approve Draw ${draw.number}`}
          onSubmit={(values, note) =>
            actions.approve(
              draw,
              [...values].map(([line_id, amount_cents]) => ({ line_id, amount_cents })),
              note,
            )
          }
        />
      ) : null}
      {open && canApprove ? (
        <NoteAction
          formId={`decline-${draw.id}`}
          label={`Why Draw ${draw.number} is declined`}
          required="Write why the draw is declined"
          submitLabel={`Decline Draw ${draw.number}`}
          onSubmit={(reason) => actions.decline(draw, reason)}
        />
      ) : null}
      {draw.state === 'approved' && canApprove ? (
        <NoteAction
          formId={`pay-${draw.id}`}
          label="Payment note"
          required={null}
          submitLabel={`Mark Draw ${draw.number} paid`}
          onSubmit={(note) => actions.pay(draw, note)}
        />
      ) : null}
    </>
  );
}
