export { FlowProvider, useFlow, type FlowState } from './flow-context.tsx';
export { formikValidate } from './formik-validate.ts';
export { useFlowStep, type FlowStepView } from './use-flow-step.ts';
