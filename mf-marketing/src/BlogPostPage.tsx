// /blog/{slug}: one blog post, titled from its slug until posts have content.
import { useParams } from 'react-router-dom';
import { pageTitleFromPath } from '@missionbase/domain/page-title';
import { PageFrame } from '@missionbase/ui';

export function BlogPostPage() {
  const { slug = '' } = useParams();
  return <PageFrame title={pageTitleFromPath(`/blog/${slug}`) ?? 'Blog'} description="This post will appear here." />;
}
