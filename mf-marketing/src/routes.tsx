// Exposed as `mf_marketing/routes`: every public route inside the public layout, relative to /.
import { Navigate, Route, Routes } from 'react-router-dom';
import { PageFrame } from '@missionbase/ui';
import { BlogPostPage } from './BlogPostPage';
import { HomePage } from './HomePage';
import { PUBLIC_PAGES } from './public-pages';
import { PublicLayout } from './PublicLayout';

export default function MarketingRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        {PUBLIC_PAGES.map((page) => (
          <Route key={page.path} path={page.path.slice(1)} element={<PageFrame title={page.title} description={page.description} />} />
        ))}
        <Route path="blog/:slug" element={<BlogPostPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
