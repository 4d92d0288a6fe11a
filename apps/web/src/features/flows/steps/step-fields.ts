import type { FlowId } from '@northgate/site-config';
import type { ComponentType } from 'react';
import { PersonalDetailsFields } from './personal-details-fields.tsx';

/**
 * The field components of each step, by flow and step id. A flow's issue adds its steps here
 * (and their schemas to the form engine); a step without an entry shows its title and lead.
 */
export const stepFields: Partial<Record<FlowId, Partial<Record<string, ComponentType>>>> = {
  shortQuiz: { personalDetails: PersonalDetailsFields },
};
