// The legal pages (/privacy-policy, /terms-of-service, /cookie-policy, /gdpr): one layout, the
// document chosen by the path.
import { Navigate, useLocation } from '@missionbase/router';
import { MarketingPage, Section } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';
import { LEGAL_DOCUMENTS } from './legal-documents';

export function LegalPage() {
  const { pathname } = useLocation();
  const document = LEGAL_DOCUMENTS.find((candidate) => pathname.replace(/\/+$/, '') === candidate.path);
  if (!document) return <Navigate to="/" replace />;
  return (
    <MarketingPage {...routeFor(document.path)} lead={document.intro}>
      <p style={{ color: '#6b7280' }}>
        Last updated <time dateTime={document.updated}>{new Date(`${document.updated}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })}</time>
      </p>
      {document.sections.map((section) => (
        <Section key={section.heading} title={section.heading}>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} style={{ maxWidth: 760, fontSize: 16 }}>
              {paragraph}
            </p>
          ))}
        </Section>
      ))}
    </MarketingPage>
  );
}
