// Types for js-budgets.mjs, which the build's plain Node scripts and the e2e tests both import.
export declare const HOME_JS_BUDGET_KB: number;
export declare const HOME_JS_UNTIL_IDLE_CEILING_KB: number;
export declare const PAINT_JS_BUDGET_KB: number;
export declare const LAZY_CHUNK_BUDGET_KB: number;
export declare const LAZY_CHUNK_CEILINGS_KB: Record<string, number>;
