// A hidden marker that shows which copy of this module rendered it and which user it sees, so an
// end-to-end test can prove the shell and every remote share one session store.
import { useAtomValue } from 'jotai';
import { sessionStore, userAtom } from './atoms';
import { SESSION_INSTANCE_ID } from './instance';

export function SessionProbe({ owner }: { owner: string }) {
  const user = useAtomValue(userAtom, { store: sessionStore });
  return (
    <span
      hidden
      data-testid={`session-probe-${owner}`}
      data-session-instance={SESSION_INSTANCE_ID}
      data-user-email={user?.email ?? ''}
    />
  );
}
