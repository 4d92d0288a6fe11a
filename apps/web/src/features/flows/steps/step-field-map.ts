import type { ComponentType } from 'react';

/** A flow's step field components by step id; a step without an entry shows its title and lead. */
export type StepFieldMap = Partial<Record<string, ComponentType>>;
