// The duplicate-donor warning: the database's donors with the same e-mail, or the same name
// and postal code, shown while a new donor is being entered (a warning: saving stays possible).
import { useEffect, useState } from 'react';
import { useActiveOrganizationId } from '@missionbase/session';
import { Alert } from '@missionbase/ui';
import { useSimilarDonors } from '../data/similar-donors-query';
import type { DonorProbe } from '../data/similar-donors-query';

const DELAY_MS = 300;

export interface DuplicateDonorWarningProps extends DonorProbe {
  /** The donor being edited (not a duplicate of itself). */
  excludeId?: string | null;
}

export function DuplicateDonorWarning({ name, email, postalCode, excludeId = null }: DuplicateDonorWarningProps) {
  const organizationId = useActiveOrganizationId();
  // Asks after a pause in typing, not on every keystroke.
  const [settled, setSettled] = useState<DonorProbe>({ name, email, postalCode });
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled({ name, email, postalCode }), DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [name, email, postalCode]);
  const similar = useSimilarDonors(organizationId, settled, excludeId);
  const matches = similar.data ?? [];
  if (matches.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      style={{ marginBottom: 16 }}
      message="This donor may already exist"
      description={
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {matches.map((match) => (
            <li key={match.id}>
              {match.name}
              {match.reason === 'email' ? ` has the e-mail ${match.email ?? ''}` : ` has the same name and postal code ${match.postal_code ?? ''}`}
            </li>
          ))}
        </ul>
      }
    />
  );
}
