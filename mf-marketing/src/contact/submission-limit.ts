// The contact form's client-side rate limit: a few messages per browser per window, a short pause
// between two, so a stuck key or a careless script cannot flood the inbox. (The server-side limit
// belongs to the backend; this one spares honest visitors a silent failure.)

export const SUBMISSION_LIMIT = { maxPerWindow: 3, windowMs: 60 * 60 * 1000, minGapMs: 30 * 1000 } as const;
export const SUBMISSION_STORAGE_KEY = 'missionbase.contact.sent';

export type SubmissionCheck = { allowed: true } | { allowed: false; retryInSeconds: number; message: string };

/** Timestamps still inside the window, oldest first. */
export function recentSubmissions(timestamps: readonly number[], now: number, limit = SUBMISSION_LIMIT): number[] {
  return timestamps.filter((at) => Number.isFinite(at) && at <= now && now - at < limit.windowMs).sort((a, b) => a - b);
}

function waitMessage(seconds: number): string {
  if (seconds < 90) return `You just sent a message. Please wait ${seconds} seconds before sending another.`;
  const minutes = Math.ceil(seconds / 60);
  return `You have sent several messages recently. Please wait ${minutes} minutes before sending another, or e-mail hello@missionbase.org.`;
}

export function checkSubmission(timestamps: readonly number[], now: number, limit = SUBMISSION_LIMIT): SubmissionCheck {
  const recent = recentSubmissions(timestamps, now, limit);
  const last = recent.at(-1);
  if (recent.length >= limit.maxPerWindow) {
    const seconds = Math.ceil((recent[0]! + limit.windowMs - now) / 1000);
    return { allowed: false, retryInSeconds: seconds, message: waitMessage(seconds) };
  }
  if (last !== undefined && now - last < limit.minGapMs) {
    const seconds = Math.ceil((last + limit.minGapMs - now) / 1000);
    return { allowed: false, retryInSeconds: seconds, message: waitMessage(seconds) };
  }
  return { allowed: true };
}

export function parseSubmissionLog(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((value): value is number => typeof value === 'number' && Number.isFinite(value)) : [];
  } catch {
    return [];
  }
}
