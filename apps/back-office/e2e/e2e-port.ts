/** The port of the API that playwright.config.ts starts; a spec's own short-session API takes the next. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4318);
