// The frame of a public page: its head tags (title, description, canonical, social) and its <h1>
// with a lead paragraph, from one route entry so the heading and the title never disagree.
// Plain HTML styled by public-site.css: the public site downloads no antd.
import type { CSSProperties, ReactNode } from 'react';
import { PageHead } from '@missionbase/ui/head';

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
        <h1 className="mb-page-title">{title}</h1>
        <p className="mb-page-lead">{lead ?? description}</p>
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
      <h2 className="mb-section-title" id={id ? `${id}-title` : undefined}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A responsive grid of cards. */
export function CardGrid({ children, min = 260 }: { children: ReactNode; min?: number }) {
  return <div style={{ display: 'grid', gridTemplateColumns: `repeat(auto-fill, minmax(min(${min}px, 100%), 1fr))`, gap: 20 }}>{children}</div>;
}

/** A plain bordered card with a heading (h3). */
export function InfoCard({ title, children, footer }: { title: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="mb-card">
      <h3 className="mb-card-title">{title}</h3>
      <div className="mb-card-body">{children}</div>
      {footer}
    </div>
  );
}
