// Exposed as `mf_marketing/routes`: every public route inside the public layout, relative to /.
// Each page is its own chunk, so a visitor downloads only the page they open.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes } from '@missionbase/router';
import { PublicLayout } from './layout/PublicLayout';

function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] }));
}

// The home page too: its copy would otherwise ride on every other public page.
const HomePage = page(() => import('./home/HomePage'), 'HomePage');
const FeaturesPage = page(() => import('./features/FeaturesPage'), 'FeaturesPage');
const PricingPage = page(() => import('./pricing/PricingPage'), 'PricingPage');
const AboutPage = page(() => import('./about/AboutPage'), 'AboutPage');
const ContactPage = page(() => import('./contact/ContactPage'), 'ContactPage');
const LegalPage = page(() => import('./legal/LegalPage'), 'LegalPage');
const HelpCenterPage = page(() => import('./help-center/HelpCenterPage'), 'HelpCenterPage');
const DocumentationPage = page(() => import('./documentation/DocumentationPage'), 'DocumentationPage');
const CommunityPage = page(() => import('./community/CommunityPage'), 'CommunityPage');
const ForumsPage = page(() => import('./community/ForumsPage'), 'ForumsPage');
const EventsPage = page(() => import('./community/EventsPage'), 'EventsPage');
const SuccessStoriesPage = page(() => import('./community/SuccessStoriesPage'), 'SuccessStoriesPage');
const BlogIndexPage = page(() => import('./blog/BlogIndexPage'), 'BlogIndexPage');
const BlogPostPage = page(() => import('./blog/BlogPostPage'), 'BlogPostPage');
const CareersPage = page(() => import('./careers/CareersPage'), 'CareersPage');
const RoadmapPage = page(() => import('./roadmap/RoadmapPage'), 'RoadmapPage');
const TemplatesPage = page(() => import('./templates/TemplatesPage'), 'TemplatesPage');
const ChangelogPage = page(() => import('./changelog/ChangelogPage'), 'ChangelogPage');

export default function MarketingRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<HomePage />} />
        <Route path="features" element={<FeaturesPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacy-policy" element={<LegalPage />} />
        <Route path="terms-of-service" element={<LegalPage />} />
        <Route path="cookie-policy" element={<LegalPage />} />
        <Route path="gdpr" element={<LegalPage />} />
        <Route path="help-center" element={<HelpCenterPage />} />
        <Route path="documentation" element={<DocumentationPage />} />
        <Route path="community" element={<CommunityPage />} />
        <Route path="community/forums" element={<ForumsPage />} />
        <Route path="community/events" element={<EventsPage />} />
        <Route path="community/success-stories" element={<SuccessStoriesPage />} />
        <Route path="blog" element={<BlogIndexPage />} />
        <Route path="blog/:slug" element={<BlogPostPage />} />
        <Route path="careers" element={<CareersPage />} />
        <Route path="roadmap" element={<RoadmapPage />} />
        <Route path="templates" element={<TemplatesPage />} />
        <Route path="changelog" element={<ChangelogPage />} />
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
