/** What staff can do to a rehab budget and its draws, as the application page wires it to the API. */
import type { DocumentInfo, RehabDraw } from '@northgate/contracts';

export interface RehabActions {
  approveBudget: (lines: { line_id: string; approved_cents: number }[], note: string) => Promise<void>;
  inspect: (
    draw: RehabDraw,
    lines: { line_id: string; percent_complete: number }[],
    note: string,
  ) => Promise<void>;
  approve: (
    draw: RehabDraw,
    lines: { line_id: string; amount_cents: number }[],
    note: string,
  ) => Promise<void>;
  pay: (draw: RehabDraw, note: string) => Promise<void>;
  decline: (draw: RehabDraw, reason: string) => Promise<void>;
  /** Attaches one of the inspector's photos to the draw (before the inspection is recorded). */
  uploadInspectionPhoto: (draw: RehabDraw, file: File) => Promise<void>;
  download: (photo: DocumentInfo) => Promise<void>;
}
