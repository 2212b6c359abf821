// The words for a refused settings change: the kit's serverErrorMessage, except that a sentence our
// SQL raises with a check or uniqueness code ("An organization must keep at least one owner",
// "... is already a member") passes through instead of the generic "not allowed" / "already used".
import { serverErrorMessage, serverErrorParts } from '@missionbase/ui';

export function settingsErrorMessage(error: unknown): string {
  const parts = serverErrorParts(error);
  const raisedByUs =
    (parts.code === '23514' || parts.code === '23505') && parts.message !== '' && !/violates|duplicate key/i.test(parts.message);
  return raisedByUs ? parts.message : serverErrorMessage(error);
}
