export const DEFAULT_CHROMIUM: string;
export function chromiumExecutable(): string | undefined;
export function chromiumLaunchOptions(): { executablePath: string | undefined; args: string[] };
