/** Seconds to wait before a new code when the server's answer says none. */
export const RESEND_AFTER_SECONDS = 30;

/** "Please wait 25 seconds …" -> 25; the server's text says how long, the countdown follows it. */
export function waitSeconds(message: string): number {
  const match = /(\d+)\s*second/.exec(message);
  const minutes = /(\d+)\s*minute/.exec(message);
  if (match) return Number(match[1]) + (minutes ? Number(minutes[1]) * 60 : 0);
  if (minutes) return Number(minutes[1]) * 60;
  return RESEND_AFTER_SECONDS;
}

/** 75 -> "1:15". */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
