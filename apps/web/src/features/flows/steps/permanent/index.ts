import type { ComponentType } from 'react';

/** Field components of the permanent loan application's steps, by step id (see ../step-fields.ts). */
export const permanentStepFields: Partial<Record<string, ComponentType>> = {};
