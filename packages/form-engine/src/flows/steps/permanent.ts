/** permanent loan application step schemas (design/flow-fields.md). */
export {};
