// /community/forums: forum categories with their liveliest threads.
import { Link } from '@missionbase/router';
import { MarketingPage, Section } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';
import { FORUM_CATEGORIES } from './community-content';

export function ForumsPage() {
  return (
    <MarketingPage {...routeFor('/community/forums')} lead="Questions and answers from nonprofit finance people. Sign in with your Missionbase account to post; reading is open to everyone.">
      {FORUM_CATEGORIES.map((category) => (
        <Section key={category.name} title={category.name}>
          <p style={{ color: '#4b5563', marginTop: 0 }}>
            {category.description} {category.topics} topics.
          </p>
          <ul style={{ lineHeight: 1.9 }}>
            {category.threads.map((thread) => (
              <li key={thread.title}>
                <strong>{thread.title}</strong> <span style={{ color: '#6b7280' }}>by {thread.author}, {thread.replies} replies</span>
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <p>
        New to the forums? Read the <Link to="/community">community guidelines</Link> first.
      </p>
    </MarketingPage>
  );
}
