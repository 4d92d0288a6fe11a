import type { ComponentType } from 'react';

/** Field components of the business loan application's steps, by step id (see ../step-fields.ts). */
export const businessStepFields: Partial<Record<string, ComponentType>> = {};
