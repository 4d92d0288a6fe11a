/** The rehab rows' types, why a rehab change is refused, and the pure ledger and over-draw arithmetic. */
import {
  REHAB_CATEGORY_LABELS,
  type ApplicationStatus,
  type DrawState,
  type Rehab,
  type RehabCategory,
} from '@northgate/contracts';
import { longForm } from '@northgate/lending-flows';
import { formatUsd } from '@northgate/loan-math';
import type { rehabBudgetLines, rehabDrawLines, rehabDraws } from '../../db/rehab-schema.ts';
import { rehabMessages } from '../../messages.ts';

export type LineRow = typeof rehabBudgetLines.$inferSelect;
export type DrawRow = typeof rehabDraws.$inferSelect;
export type DrawLineRow = typeof rehabDrawLines.$inferSelect;

/** Why a rehab change was refused: each maps to one status code and message in the routes. */
export type RehabRefusal =
  | { kind: 'missing' }
  | { kind: 'not-eligible' }
  | { kind: 'closed'; status: ApplicationStatus }
  | { kind: 'approved'; on: string }
  | { kind: 'no-budget' }
  | { kind: 'not-approved' }
  | { kind: 'not-funded'; status: ApplicationStatus }
  | { kind: 'offer-holdback'; message: string }
  /** A field-level problem (422): the message names the line. */
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'bad-photos' }
  /** More than remains of a line or of the holdback (409), with the figures. */
  | { kind: 'over-draw'; message: string }
  | { kind: 'draw-state'; message: string };

export type RehabOutcome = { kind: 'done'; rehab: Rehab } | RehabRefusal;

/** Inspection photos may be added until a draw is paid or declined. */
export const photoOpen = (state: DrawState) => state !== 'paid' && state !== 'declined';

export const usd = (cents: number) => formatUsd(cents / 100);
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** A fix-and-flip, bridge or ground-up construction loan (the long form's program). */
export function isShortTerm(answers: Record<string, unknown>): boolean {
  const typeOfLoan = answers['typeOfLoan'] as { loanProgram?: unknown } | undefined;
  return longForm.isShortTermProgram(typeOfLoan?.loanProgram);
}

/** How a budget line is named in messages: its category, with its description when two share one. */
export function lineName(line: LineRow, lines: readonly LineRow[]): string {
  const label = REHAB_CATEGORY_LABELS[line.category as RehabCategory];
  const shared = lines.filter((other) => other.category === line.category).length > 1;
  return shared ? `${label} (${line.description})` : label;
}

export interface Ledger {
  /** Per budget line: paid, and pending (asked in open draws, or approved and not paid). */
  paid: Map<string, number>;
  pending: Map<string, number>;
}
export function ledger(
  draws: readonly DrawRow[],
  drawLines: readonly DrawLineRow[],
  except?: string,
): Ledger {
  const stateOf = new Map(draws.map((draw) => [draw.id, draw.state as DrawState]));
  const paid = new Map<string, number>();
  const pending = new Map<string, number>();
  for (const line of drawLines) {
    if (line.drawId === except) continue;
    const state = stateOf.get(line.drawId);
    if (state === 'paid') paid.set(line.lineId, (paid.get(line.lineId) ?? 0) + (line.approvedCents ?? 0));
    if (state === 'approved') {
      pending.set(line.lineId, (pending.get(line.lineId) ?? 0) + (line.approvedCents ?? 0));
    }
    if (state === 'requested' || state === 'inspected') {
      pending.set(line.lineId, (pending.get(line.lineId) ?? 0) + line.requestedCents);
    }
  }
  return { paid, pending };
}

/** One message for each line where `asks` (cents by budget line) is more than remains of it. */
export function linesOverDraw(
  number: number,
  verb: 'asks' | 'approves',
  asks: ReadonlyMap<string, number>,
  lines: readonly LineRow[],
  { paid, pending }: Ledger,
): string[] {
  const over: string[] = [];
  for (const line of lines) {
    const ask = asks.get(line.id) ?? 0;
    const budget = line.approvedCents ?? 0;
    const remaining = budget - (paid.get(line.id) ?? 0) - (pending.get(line.id) ?? 0);
    if (ask > remaining) {
      over.push(
        rehabMessages.lineOverDraw(
          number,
          verb,
          usd(ask),
          lineName(line, lines),
          usd(remaining),
          usd(budget),
        ),
      );
    }
  }
  return over;
}

/** The message when `asks` in all is more than remains of the holdback; undefined when it fits. */
export function holdbackOverDraw(
  number: number,
  verb: 'asks' | 'approves',
  asks: ReadonlyMap<string, number>,
  { paid, pending }: Ledger,
  holdback: number,
): string | undefined {
  const remaining = holdback - sum([...paid.values()]) - sum([...pending.values()]);
  const total = sum([...asks.values()]);
  if (total > remaining)
    return rehabMessages.holdbackOverDraw(number, verb, usd(total), usd(remaining), usd(holdback));
  return undefined;
}

/** A refusal unless `given` names exactly the budget lines the draw asks on. */
export function coverDraw(
  given: ReadonlyMap<string, number>,
  drawLines: readonly DrawLineRow[],
  lines: readonly LineRow[],
): RehabRefusal | undefined {
  for (const id of given.keys()) {
    if (!drawLines.some((line) => line.lineId === id)) {
      return { kind: 'invalid', field: 'lines', message: rehabMessages.lineNotInDraw };
    }
  }
  const missing = drawLines.find((line) => !given.has(line.lineId));
  if (missing === undefined) return undefined;
  const line = lines.find((l) => l.id === missing.lineId) as LineRow;
  return { kind: 'invalid', field: 'lines', message: rehabMessages.everyLine(lineName(line, lines)) };
}
