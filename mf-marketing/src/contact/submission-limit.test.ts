// Unit tests for the contact form's client-side rate limit.
import { describe, expect, it } from 'vitest';
import { SUBMISSION_LIMIT, checkSubmission, parseSubmissionLog, recentSubmissions } from './submission-limit';

const NOW = 1_800_000_000_000;
const MINUTE = 60_000;

describe('checkSubmission', () => {
  it('allows the first message and one sent long enough after the last', () => {
    expect(checkSubmission([], NOW)).toEqual({ allowed: true });
    expect(checkSubmission([NOW - MINUTE], NOW)).toEqual({ allowed: true });
  });

  it('asks to wait between two messages', () => {
    const check = checkSubmission([NOW - 10_000], NOW);
    expect(check).toEqual({ allowed: false, retryInSeconds: 20, message: 'You just sent a message. Please wait 20 seconds before sending another.' });
  });

  it('refuses more than the maximum per window until the oldest leaves it', () => {
    const sent = [NOW - 50 * MINUTE, NOW - 20 * MINUTE, NOW - 5 * MINUTE];
    const check = checkSubmission(sent, NOW);
    expect(check.allowed).toBe(false);
    if (!check.allowed) {
      expect(check.retryInSeconds).toBe(10 * 60);
      expect(check.message).toContain('Please wait 10 minutes');
    }
    expect(checkSubmission(sent, NOW + 10 * MINUTE)).toEqual({ allowed: true });
    expect(recentSubmissions(sent, NOW + SUBMISSION_LIMIT.windowMs)).toEqual([]);
  });

  it('reads a stored log, dropping anything that is not a timestamp', () => {
    expect(parseSubmissionLog('[1, "x", 2]')).toEqual([1, 2]);
    expect(parseSubmissionLog('oops')).toEqual([]);
    expect(parseSubmissionLog(null)).toEqual([]);
  });
});
