// What the shell shows while the stored session is being read.
import { Spin } from '@missionbase/ui';

export function FullPageSpinner() {
  return (
    <div style={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }} aria-busy="true">
      <Spin size="large" />
    </div>
  );
}
