import * as v from 'valibot';
import { messages } from '@northgate/validators';
import { ApplicationReferenceSchema } from './applications.ts';
import { DocumentSchema } from './documents.ts';

/**
 * The rehab budget (scope of work) of a short-term loan and the draws against its holdback
 * (docs/decisions/0061-rehab-budget-and-draws.md). Money is in integer cents everywhere here.
 */

const uuid = v.pipe(v.string(), v.uuid());
const isoTimestamp = v.pipe(v.string(), v.isoTimestamp());
const centsOut = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The categories of a scope of work, in the order a budget lists them. */
export const REHAB_CATEGORIES = [
  'demolition',
  'foundation',
  'roof',
  'plumbing',
  'electrical',
  'hvac',
  'kitchen',
  'bathrooms',
  'flooring',
  'exterior',
  'permits_fees',
  'other',
] as const;
export type RehabCategory = (typeof REHAB_CATEGORIES)[number];

export const REHAB_CATEGORY_LABELS: Record<RehabCategory, string> = {
  demolition: 'Demolition',
  foundation: 'Foundation',
  roof: 'Roof',
  plumbing: 'Plumbing',
  electrical: 'Electrical',
  hvac: 'HVAC',
  kitchen: 'Kitchen',
  bathrooms: 'Bathrooms',
  flooring: 'Flooring',
  exterior: 'Exterior',
  permits_fees: 'Permits and fees',
  other: 'Other',
};

/** A budget has at most this many lines; one line is at most $100 million. */
export const REHAB_LIMITS = { lines: 40, lineCents: 10_000_000_000, photos: 10 } as const;

export const REHAB_BUDGET_STATES = ['none', 'draft', 'approved'] as const;
export type RehabBudgetState = (typeof REHAB_BUDGET_STATES)[number];

export const DRAW_STATES = ['requested', 'inspected', 'approved', 'paid', 'declined'] as const;
export type DrawState = (typeof DRAW_STATES)[number];

export const DRAW_STATE_LABELS: Record<DrawState, string> = {
  requested: 'Requested',
  inspected: 'Inspected',
  approved: 'Approved',
  paid: 'Paid',
  declined: 'Declined',
};

/** Cents as the forms send them: a whole number from 0 (or from 1 with `positive`). */
const centsIn = (what: string, positive = false) =>
  v.pipe(
    v.number(`${what} must be a number`),
    v.integer(`${what} must be in whole cents`),
    positive ? v.minValue(1, `${what} must be more than $0.00`) : v.minValue(0, `${what} cannot be negative`),
    v.maxValue(REHAB_LIMITS.lineCents, `${what} must be at most $100,000,000.00`),
    v.description(`${what} in cents`),
  );

const optionalNote = v.optional(
  v.pipe(v.string(messages.mustBeText), v.trim(), v.maxLength(1000, messages.maxLength(1000))),
);
const requiredNote = (what: string) =>
  v.pipe(
    v.string(messages.mustBeText),
    v.trim(),
    v.minLength(1, `Write ${what}`),
    v.maxLength(1000, messages.maxLength(1000)),
  );

const unique = <T extends { line_id: string }>(ids: T[]) =>
  new Set(ids.map((l) => l.line_id)).size === ids.length;

// ---------------------------------------------------------------------------------------------
// What both sides read

export const RehabBudgetLineSchema = v.object({
  id: uuid,
  category: v.picklist(REHAB_CATEGORIES),
  description: v.string(),
  /** What the borrower budgeted. */
  requested_cents: centsOut,
  /** What staff approved (at most what was asked); null until the budget is approved. */
  approved_cents: v.nullable(centsOut),
  /** Paid draws' approved amounts for this line. */
  paid_cents: centsOut,
  /** In draws not yet paid: asked (requested, inspected) or approved. */
  pending_cents: centsOut,
  /** What can still be drawn: the approved amount less paid and pending; null before approval. */
  remaining_cents: v.nullable(centsOut),
  /** The last inspection's percent complete for this line. */
  percent_complete: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
});
export type RehabBudgetLine = v.InferOutput<typeof RehabBudgetLineSchema>;

export const DrawLineSchema = v.object({
  line_id: uuid,
  category: v.picklist(REHAB_CATEGORIES),
  description: v.string(),
  requested_cents: centsOut,
  percent_complete: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100))),
  approved_cents: v.nullable(centsOut),
});
export type DrawLine = v.InferOutput<typeof DrawLineSchema>;

export const RehabDrawSchema = v.object({
  id: uuid,
  /** Draw 1, Draw 2… per loan. */
  number: v.pipe(v.number(), v.integer(), v.minValue(1)),
  state: v.picklist(DRAW_STATES),
  lines: v.pipe(v.array(DrawLineSchema), v.description('In the order of the budget')),
  requested_cents: centsOut,
  approved_cents: v.nullable(centsOut),
  access_notes: v.string(),
  /** The borrower's photos of the work, sent with the request. */
  photos: v.array(DocumentSchema),
  /** The inspector's photos, attached by staff with the inspection (purpose `inspection`). */
  inspection_photos: v.array(DocumentSchema),
  requested_at: isoTimestamp,
  inspected_at: v.nullable(isoTimestamp),
  inspection_note: v.nullable(v.string()),
  approved_at: v.nullable(isoTimestamp),
  approval_note: v.nullable(v.string()),
  paid_at: v.nullable(isoTimestamp),
  payment_note: v.nullable(v.string()),
  declined_at: v.nullable(isoTimestamp),
  decline_reason: v.nullable(v.string()),
  /** Who inspected, approved, paid or declined it: staff names, null on the borrower's side. */
  inspected_by: v.nullable(v.string()),
  approved_by: v.nullable(v.string()),
  paid_by: v.nullable(v.string()),
  declined_by: v.nullable(v.string()),
});
export type RehabDraw = v.InferOutput<typeof RehabDrawSchema>;

export const RehabSchema = v.object({
  application_id: uuid,
  reference: ApplicationReferenceSchema,
  /** A fix-and-flip, bridge or ground-up construction loan: the only ones with a budget and draws. */
  eligible: v.boolean(),
  budget: v.object({
    state: v.picklist(REHAB_BUDGET_STATES),
    lines: v.pipe(v.array(RehabBudgetLineSchema), v.description('In the order the borrower entered them')),
    requested_cents: centsOut,
    approved_cents: v.nullable(centsOut),
    approved_at: v.nullable(isoTimestamp),
    approval_note: v.nullable(v.string()),
    approved_by: v.nullable(v.string()),
    /** The borrower may still change it (not approved, application open). */
    editable: v.boolean(),
  }),
  /** The accepted offer's holdback; null without an accepted offer. */
  holdback_cents: v.nullable(centsOut),
  paid_cents: centsOut,
  pending_cents: centsOut,
  /** The holdback less paid and pending draws; null without an accepted offer. */
  remaining_holdback_cents: v.nullable(centsOut),
  /** The borrower may ask for a draw now: funded, with an approved budget. */
  can_request_draw: v.boolean(),
  draws: v.pipe(v.array(RehabDrawSchema), v.description('Newest first')),
});
export type Rehab = v.InferOutput<typeof RehabSchema>;

// ---------------------------------------------------------------------------------------------
// What the borrower sends

export const SaveRehabBudgetSchema = v.object(
  {
    lines: v.pipe(
      v.array(
        v.object(
          {
            category: v.picklist(REHAB_CATEGORIES, 'Choose a category from the list'),
            description: v.pipe(
              v.string(messages.mustBeText),
              v.trim(),
              v.minLength(1, 'Describe the work'),
              v.maxLength(200, messages.maxLength(200)),
            ),
            amount_cents: centsIn('The cost', true),
          },
          messages.notAnObject,
        ),
        'Add the lines of your budget',
      ),
      v.minLength(1, 'Add at least one line to the budget'),
      v.maxLength(REHAB_LIMITS.lines, `A budget has at most ${REHAB_LIMITS.lines} lines`),
    ),
  },
  messages.notAnObject,
);
export type SaveRehabBudget = v.InferInput<typeof SaveRehabBudgetSchema>;

export const RequestDrawSchema = v.object(
  {
    lines: v.pipe(
      v.array(
        v.object({
          line_id: v.pipe(v.string(), v.uuid('Unknown budget line')),
          amount_cents: centsIn('The amount'),
        }),
        'Choose the amounts',
      ),
      v.minLength(1, 'Ask for an amount on at least one line'),
      v.maxLength(REHAB_LIMITS.lines, `At most ${REHAB_LIMITS.lines} lines`),
      v.check(unique, 'Each budget line once'),
      v.check(
        (lines) => lines.some((line) => line.amount_cents > 0),
        'Ask for an amount on at least one line',
      ),
    ),
    access_notes: v.pipe(
      v.string(messages.mustBeText),
      v.trim(),
      v.minLength(1, 'Tell the inspector how to get in'),
      v.maxLength(1000, messages.maxLength(1000)),
      v.description('How the inspector gets in: lockbox code, who to call, when'),
    ),
    document_ids: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(), v.uuid('Unknown document'))),
        v.maxLength(REHAB_LIMITS.photos, `Send at most ${REHAB_LIMITS.photos} photos`),
        v.description('Photos of the work, uploaded with purpose "requested" and not sent before'),
      ),
      [],
    ),
  },
  messages.notAnObject,
);
export type RequestDraw = v.InferInput<typeof RequestDrawSchema>;

// ---------------------------------------------------------------------------------------------
// What staff send

export const ApproveRehabBudgetSchema = v.object(
  {
    lines: v.pipe(
      v.array(
        v.object({
          line_id: v.pipe(v.string(), v.uuid('Unknown budget line')),
          approved_cents: centsIn('The approved amount'),
        }),
        'Give an approved amount for each line',
      ),
      v.minLength(1, 'Give an approved amount for each line'),
      v.maxLength(REHAB_LIMITS.lines, `At most ${REHAB_LIMITS.lines} lines`),
      v.check(unique, 'Each budget line once'),
    ),
    note: optionalNote,
  },
  messages.notAnObject,
);
export type ApproveRehabBudget = v.InferInput<typeof ApproveRehabBudgetSchema>;

export const InspectDrawSchema = v.object(
  {
    lines: v.pipe(
      v.array(
        v.object({
          line_id: v.pipe(v.string(), v.uuid('Unknown budget line')),
          percent_complete: v.pipe(
            v.number('The percent complete must be a number'),
            v.integer('Enter a whole percent'),
            v.minValue(0, 'The percent complete is from 0 to 100'),
            v.maxValue(100, 'The percent complete is from 0 to 100'),
          ),
        }),
        'Give the percent complete of each line',
      ),
      v.minLength(1, 'Give the percent complete of each line'),
      v.maxLength(REHAB_LIMITS.lines, `At most ${REHAB_LIMITS.lines} lines`),
      v.check(unique, 'Each budget line once'),
    ),
    note: requiredNote('what the inspector found'),
  },
  messages.notAnObject,
);
export type InspectDraw = v.InferInput<typeof InspectDrawSchema>;

export const ApproveDrawSchema = v.object(
  {
    lines: v.pipe(
      v.array(
        v.object({
          line_id: v.pipe(v.string(), v.uuid('Unknown budget line')),
          amount_cents: centsIn('The approved amount'),
        }),
        'Give the approved amount of each line',
      ),
      v.minLength(1, 'Give the approved amount of each line'),
      v.maxLength(REHAB_LIMITS.lines, `At most ${REHAB_LIMITS.lines} lines`),
      v.check(unique, 'Each budget line once'),
      v.check(
        (lines) => lines.some((line) => line.amount_cents > 0),
        'Approve an amount on at least one line, or decline the draw',
      ),
    ),
    note: optionalNote,
  },
  messages.notAnObject,
);
export type ApproveDraw = v.InferInput<typeof ApproveDrawSchema>;

export const PayDrawSchema = v.object({ note: optionalNote }, messages.notAnObject);
export type PayDraw = v.InferInput<typeof PayDrawSchema>;

export const DeclineDrawSchema = v.object(
  { reason: requiredNote('why the draw is declined') },
  messages.notAnObject,
);
export type DeclineDraw = v.InferInput<typeof DeclineDrawSchema>;

export const DrawParamsSchema = v.object({
  drawId: v.pipe(v.string(), v.uuid('Unknown draw'), v.description('A draw id')),
});

/**
 * What a money field holds ("12500", "12,500.5", "$12,500.50") in cents; undefined when it is
 * not an amount in dollars and cents.
 */
export function dollarsToCents(value: string): number | undefined {
  const plain = value.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{0,2})?$/.test(plain)) return undefined;
  const [whole = '0', fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as dollars for a money field: 1250050 → "12500.50", 1250000 → "12500". */
export function centsToDollars(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
