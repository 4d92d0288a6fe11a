import type * as v from 'valibot';
import type { FIELDS_OF_KEY } from './fields.ts';

/** Who may open a flow. Mirrors the access column of the spec's route table. */
export type FlowAccess = 'anonymous' | 'login-required';

/** The values a borrower typed on one step, keyed by field name. */
export type StepValues = Record<string, unknown>;

/** Every step's values, keyed by step id; a step that was never filled is absent. */
export type FlowValues = Readonly<Record<string, StepValues | undefined>>;

/** Synchronous valibot schema for one step's values; the server validates with the same one. */
export type StepSchema = v.GenericSchema;

export interface Stage<TStage extends string = string> {
  readonly id: TStage;
  readonly label: string;
}

/** How a step declares its progress bar; what the bar shows is derived by `progressFor`. */
export type StepProgressDeclaration<TStage extends string = string> =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'stage'; readonly stage: TStage }
  | { readonly kind: 'value'; readonly value?: number; readonly text?: string };

export interface FlowStep<TStep extends string = string, TStage extends string = string> {
  readonly id: TStep;
  /** Heading of the step screen, in the borrower's words. */
  readonly title: string;
  readonly schema?: StepSchema;
  /** Values of a step never filled in, so every field starts controlled (e.g. '' for text). */
  readonly initialValues?: StepValues;
  /** Visibility: a step whose `when` returns false is skipped by navigation. */
  readonly when?: (values: FlowValues) => boolean;
  readonly progress: StepProgressDeclaration<TStage>;
}

export interface Flow<TStep extends string = string, TStage extends string = string> {
  readonly id: string;
  /** Parent route with its trailing slash, so a step's URL is basePath + step id. */
  readonly basePath: string;
  readonly access: FlowAccess;
  readonly stages: readonly Stage<TStage>[];
  readonly steps: readonly FlowStep<TStep, TStage>[];
  /** Said of a field missing from a step's values (valibot's own "Invalid key: …" is for developers). */
  readonly missingValueMessage?: string;
  /**
   * Rules across steps (a share total, a name that must match another step's), run on every
   * visible step's values by `validateFlow` at submit, in the browser and on the server alike.
   */
  readonly check?: FlowCheck<TStep>;
}

/** A problem a flow-level check found, placed on the step (and field) the borrower should fix. */
export interface FlowIssue<TStep extends string = string> {
  readonly stepId: TStep;
  /** Dot path of the field within the step; empty for the step as a whole. */
  readonly path: string;
  readonly message: string;
}

/**
 * What a flow-level check may need besides the answers: facts the flow does not ask because the
 * account already holds them (a signed-in flow never asks the borrower's name). The browser and
 * the server pass the same facts, so both refuse the same answers.
 */
export interface FlowCheckContext {
  /** The signed-in account's name; absent for a guest, or where the caller does not know it. */
  readonly account?: { readonly firstName: string; readonly lastName: string };
}

/**
 * A flow-level check: every problem found, none when the answers agree with each other. It gets
 * the flow too, so its messages can name the steps by their titles.
 */
export type FlowCheck<TStep extends string = string> = (
  values: FlowValues,
  flow: Flow<TStep, string>,
  context: FlowCheckContext,
) => readonly FlowIssue<TStep>[];

export type FlowValidation<TStep extends string = string> =
  { readonly ok: true } | { readonly ok: false; readonly issues: readonly FlowIssue<TStep>[] };

/** Step ids of a flow, for typing route params and draft keys. */
export type StepIdOf<TFlow> = TFlow extends Flow<infer TStep, string> ? TStep : never;

/** What the progress bar shows on one step. */
export type Progress =
  | { readonly kind: 'hidden' }
  | {
      readonly kind: 'stages';
      readonly stages: readonly Stage[];
      readonly activeId: string;
      readonly passedIds: readonly string[];
    }
  | { readonly kind: 'value'; readonly value?: number; readonly text?: string };

export interface ValidationIssue {
  /** Dot path of the field (`owners.0.name`); empty for an issue about the whole step. */
  readonly path: string;
  readonly message: string;
}

export type StepValidation =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly issues: readonly ValidationIssue[] };

type PipeHead<TSchema> =
  TSchema extends v.SchemaWithPipe<infer TPipe>
    ? TPipe extends readonly [infer THead, ...unknown[]]
      ? THead
      : TSchema
    : TSchema;

/**
 * The shape of the answers a step schema takes: its objects, lists and values, looking through
 * the pipes of rules that sit on a step or a group (valibot types a pipe ending in a raw check as
 * `any`). For code that reaches into stored answers by name, so a renamed field fails typecheck.
 */
export type AnswersOf<TSchema> = TSchema extends unknown
  ? [HeldBy<TSchema>] extends [never]
    ? ShapeOf<TSchema>
    : AnswersOf<HeldBy<TSchema>>
  : never;

// The schema a pipe names with `fieldsOf` (it validates through it out of sight, in a transform).
type HeldBy<TSchema> =
  TSchema extends v.SchemaWithPipe<infer TPipe>
    ? TPipe extends readonly [
        ...unknown[],
        v.MetadataAction<unknown, { readonly [FIELDS_OF_KEY]: infer THeld }>,
      ]
      ? THeld
      : never
    : never;

// One schema's shape; AnswersOf distributes it over a union (a variant's options).
type ShapeOf<TSchema> =
  PipeHead<TSchema> extends v.ObjectSchema<infer TEntries, infer _TMessage>
    ? { readonly [TKey in keyof TEntries]?: AnswersOf<TEntries[TKey]> }
    : PipeHead<TSchema> extends v.VariantSchema<infer _TKey, infer TOptions, infer _TMessage>
      ? AnswersOf<TOptions[number]>
      : PipeHead<TSchema> extends v.ArraySchema<infer TItem, infer _TMessage>
        ? readonly AnswersOf<TItem>[]
        : PipeHead<TSchema> extends v.OptionalSchema<infer TWrapped, infer _TDefault>
          ? AnswersOf<TWrapped>
          : PipeHead<TSchema> extends v.GenericSchema
            ? v.InferOutput<PipeHead<TSchema>>
            : unknown;

/** The answers of a flow, step by step, from a record of its step schemas. */
export type FlowAnswersOf<TSteps extends Record<string, unknown>> = {
  readonly [TStep in keyof TSteps]?: AnswersOf<TSteps[TStep]>;
};
