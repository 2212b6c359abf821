// The frame of a public page: its head tags (title, description, canonical, social) and its <h1>
// with a lead paragraph, from one route entry so the heading and the title never disagree.
import type { CSSProperties, ReactNode } from 'react';
import { Typography } from 'antd';
import { PageHead } from '@missionbase/ui';

export interface MarketingPageProps {
  title: string;
  description: string;
  /** Path for the canonical link (defaults to none: the origin alone). */
  path: string;
  /** Replaces '{title} | tagline' as the document title (the home page). */
  documentTitle?: string;
  /** The lead under the heading; defaults to the description. */
  lead?: ReactNode;
  image?: string;
  type?: 'website' | 'article';
  children?: ReactNode;
}

export function MarketingPage({ title, description, path, documentTitle, lead, image, type, children }: MarketingPageProps) {
  return (
    <article className="mb-public-page">
      <PageHead title={title} documentTitle={documentTitle} description={description} path={path} image={image} type={type} />
      <header style={{ marginBottom: 32 }}>
        <Typography.Title level={1} style={{ fontSize: 36, marginTop: 0, marginBottom: 12 }}>
          {title}
        </Typography.Title>
        <Typography.Paragraph style={{ fontSize: 18, color: '#4b5563', maxWidth: 760, marginBottom: 0 }}>{lead ?? description}</Typography.Paragraph>
      </header>
      {children}
    </article>
  );
}

export const sectionStyle: CSSProperties = { margin: '40px 0' };

/** A titled section of a page (h2). */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} style={sectionStyle} aria-labelledby={id ? `${id}-title` : undefined}>
      <Typography.Title level={2} id={id ? `${id}-title` : undefined} style={{ fontSize: 24 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** A responsive grid of cards. */
export function CardGrid({ children, min = 260 }: { children: ReactNode; min?: number }) {
  return <div style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`, gap: 20 }}>{children}</div>;
}

/** A plain bordered card with a heading (h3). */
export function InfoCard({ title, children, footer }: { title: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div style={{ border: '1px solid #e5e7eb', borderRadius: 12, padding: 20, background: '#fff', display: 'flex', flexDirection: 'column', gap: 8 }}>
      <h3 style={{ fontSize: 18, margin: 0 }}>{title}</h3>
      <div style={{ color: '#4b5563', flex: 1 }}>{children}</div>
      {footer}
    </div>
  );
}
