// Words the billing backend sends that the app matches on: the refusal of writes once an
// organization's trial (or paid period) is over. The database raises exactly this text.

/** Raised by the database for any change to an organization whose trial or subscription has ended. */
export const TRIAL_ENDED_WRITE_REFUSED =
  'Your trial has ended. Choose a plan to keep making changes; your data is safe and still readable.';

/** True when an error message is the trial-ended refusal (the UI shows its own call to action). */
export function isTrialEndedRefusal(message: string | null | undefined): boolean {
  return typeof message === 'string' && message.includes(TRIAL_ENDED_WRITE_REFUSED);
}
