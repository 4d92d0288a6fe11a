import type { Rehab, RehabBudgetLine, RehabDraw } from '@northgate/contracts';

/** A fix-and-flip loan's rehab budget and draws for both apps' stories (ADR 0061), figures to the cent. */
const APPLICATION_ID = '0b7e3f0c-4a8e-4c1e-9d2f-2f8f1b5c6a7d';
const line = (
  id: string,
  category: RehabBudgetLine['category'],
  description: string,
  requested: number,
): RehabBudgetLine => ({
  id,
  category,
  description,
  requested_cents: requested,
  approved_cents: null,
  paid_cents: 0,
  pending_cents: 0,
  remaining_cents: null,
  percent_complete: null,
});

export const roofLine = line(
  '11111111-1111-4111-8111-111111111111',
  'roof',
  'Tear off and replace the roof',
  2_000_000,
);
export const kitchenLine = line(
  '22222222-2222-4222-8222-222222222222',
  'kitchen',
  'Cabinets, counters, appliances',
  3_000_000,
);
export const plumbingLine = line(
  '33333333-3333-4333-8333-333333333333',
  'plumbing',
  'Re-pipe the house in PEX',
  1_250_050,
);
export const flooringLine = line(
  '44444444-4444-4444-8444-444444444444',
  'flooring',
  'Oak floors downstairs',
  800_000,
);

export const draftRehab: Rehab = {
  application_id: APPLICATION_ID,
  reference: 'NG-1DQZ-R4JE',
  eligible: true,
  budget: {
    state: 'draft',
    lines: [roofLine, kitchenLine, plumbingLine, flooringLine],
    requested_cents: 7_050_050,
    approved_cents: null,
    approved_at: null,
    approval_note: null,
    approved_by: null,
    editable: true,
  },
  holdback_cents: null,
  paid_cents: 0,
  pending_cents: 0,
  remaining_holdback_cents: null,
  can_request_draw: false,
  draws: [],
};

export const emptyRehab: Rehab = {
  ...draftRehab,
  budget: { ...draftRehab.budget, state: 'none', lines: [], requested_cents: 0 },
};

const drawBase = {
  access_notes: 'Lockbox on the back door, code 4417.',
  inspected_at: '2026-11-20T15:00:00.000Z',
  approved_at: '2026-11-21T10:00:00.000Z',
  payment_note: null,
  declined_at: null,
  decline_reason: null,
  inspected_by: null,
  approved_by: null,
  paid_by: null,
  declined_by: null,
} as const;

export const paidDraw: RehabDraw = {
  ...drawBase,
  id: 'a1111111-1111-4111-8111-111111111111',
  number: 1,
  photos: [],
  inspection_photos: [],
  state: 'paid',
  lines: [
    {
      line_id: roofLine.id,
      category: 'roof',
      description: roofLine.description,
      requested_cents: 1_000_000,
      percent_complete: 50,
      approved_cents: 1_000_000,
    },
    {
      line_id: kitchenLine.id,
      category: 'kitchen',
      description: kitchenLine.description,
      requested_cents: 500_000,
      percent_complete: 20,
      approved_cents: 500_000,
    },
  ],
  requested_cents: 1_500_000,
  approved_cents: 1_500_000,
  requested_at: '2026-11-19T09:00:00.000Z',
  inspection_note: 'Roof half done; cabinets delivered.',
  approval_note: null,
  paid_at: '2026-11-22T10:00:00.000Z',
};

export const reducedDraw: RehabDraw = {
  ...drawBase,
  id: 'a2222222-2222-4222-8222-222222222222',
  number: 2,
  photos: [],
  inspection_photos: [
    {
      id: 'b2222222-2222-4222-8222-222222222222',
      purpose: 'inspection',
      file_name: 'roof-flashing.jpg',
      content_type: 'image/jpeg',
      size: 245_760,
      uploaded_at: '2026-11-26T14:30:00.000Z',
      locked: true,
    },
  ],
  state: 'approved',
  lines: [
    {
      line_id: roofLine.id,
      category: 'roof',
      description: roofLine.description,
      requested_cents: 800_000,
      percent_complete: 80,
      approved_cents: 650_000,
    },
    {
      line_id: plumbingLine.id,
      category: 'plumbing',
      description: plumbingLine.description,
      requested_cents: 1_250_050,
      percent_complete: 95,
      approved_cents: 1_200_025,
    },
  ],
  requested_cents: 2_050_050,
  approved_cents: 1_850_025,
  requested_at: '2026-11-25T09:00:00.000Z',
  inspection_note: 'Roof flashing unfinished; one plumbing fixture missing.',
  approval_note: 'Flashing to finish before the rest of the roof line is paid.',
  paid_at: null,
};

/** Funded, budget approved (kitchen cut to $25,000): Draw 1 paid, Draw 2 approved and not yet paid. */
export const fundedRehab: Rehab = {
  ...draftRehab,
  budget: {
    state: 'approved',
    lines: [
      {
        ...roofLine,
        approved_cents: 2_000_000,
        paid_cents: 1_000_000,
        pending_cents: 650_000,
        remaining_cents: 350_000,
        percent_complete: 80,
      },
      {
        ...kitchenLine,
        approved_cents: 2_500_000,
        paid_cents: 500_000,
        pending_cents: 0,
        remaining_cents: 2_000_000,
        percent_complete: 20,
      },
      {
        ...plumbingLine,
        approved_cents: 1_250_050,
        paid_cents: 0,
        pending_cents: 1_200_025,
        remaining_cents: 50_025,
        percent_complete: 95,
      },
      { ...flooringLine, approved_cents: 800_000, remaining_cents: 800_000 },
    ],
    requested_cents: 7_050_050,
    approved_cents: 6_550_050,
    approved_at: '2026-11-10T10:00:00.000Z',
    approval_note: 'Kitchen budget set to the contractor’s bid.',
    approved_by: null,
    editable: false,
  },
  holdback_cents: 6_550_050,
  paid_cents: 1_500_000,
  pending_cents: 1_850_025,
  remaining_holdback_cents: 3_200_025,
  can_request_draw: true,
  draws: [reducedDraw, paidDraw],
};
