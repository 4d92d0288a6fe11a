/** What the rehab section asks the API to do: save the budget, ask for a draw, and its photos. */
import type { DocumentInfo, Rehab, RequestDraw, SaveRehabBudget } from '@northgate/contracts';

export interface RehabActions {
  readonly saveBudget: (applicationId: string, body: SaveRehabBudget) => Promise<Rehab>;
  readonly requestDraw: (applicationId: string, body: RequestDraw) => Promise<Rehab>;
  /** Stores one photo (purpose "requested") and answers its id. */
  readonly upload: (file: File, onProgress: (sent: number, total: number) => void) => Promise<{ id: string }>;
  readonly remove: (documentId: string) => Promise<void>;
  /** Downloads one of the inspector's photos of a draw. */
  readonly download: (photo: DocumentInfo) => Promise<void>;
}
