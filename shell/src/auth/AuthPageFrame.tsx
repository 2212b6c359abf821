// The centred card the sign-in and sign-up pages sit in, outside the public layout.
import type { ReactNode } from 'react';
import { Card } from '@missionbase/ui';
import { Link } from 'react-router-dom';
import { PageFrame } from '@missionbase/ui';

export function AuthPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Link to="/" style={{ fontWeight: 700 }}>
          Missionbase
        </Link>
        <PageFrame title={title}>{children}</PageFrame>
      </Card>
    </main>
  );
}
