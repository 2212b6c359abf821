// The frame of every page: its <h1> and document.title, from one title so they never disagree.
import { useEffect, type ReactNode } from 'react';
import { Typography } from 'antd';
import { documentTitle } from '@missionbase/app-config/page-title';

export interface PageFrameProps {
  title: string;
  /** Overrides document.title (the home page has its own); defaults to '{title} | tagline'. */
  documentTitle?: string;
  description?: ReactNode;
  children?: ReactNode;
}

export function PageFrame({ title, documentTitle: fullTitle, description, children }: PageFrameProps) {
  const headTitle = fullTitle ?? documentTitle(title);
  useEffect(() => {
    document.title = headTitle;
  }, [headTitle]);
  return (
    <section className="mb-page">
      <Typography.Title level={1} style={{ fontSize: 28, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {description ? <Typography.Paragraph type="secondary">{description}</Typography.Paragraph> : null}
      {children}
    </section>
  );
}
