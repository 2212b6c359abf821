// /community/success-stories: how real kinds of nonprofits run on Missionbase.
import { Link } from '@missionbase/router';
import { MarketingPage, Section } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';
import { SUCCESS_STORIES } from './community-content';

export function SuccessStoriesPage() {
  return (
    <MarketingPage {...routeFor('/community/success-stories')} lead="Finance teams at food banks, youth charities and clinics on what changed when they moved their books to Missionbase.">
      {SUCCESS_STORIES.map((story) => (
        <Section key={story.organization} title={`${story.organization}: ${story.headline}`}>
          <p style={{ color: '#6b7280', marginTop: 0 }}>{story.kind}</p>
          <p style={{ maxWidth: 760, fontSize: 16 }}>{story.story}</p>
          <ul>
            {story.results.map((result) => (
              <li key={result}>{result}</li>
            ))}
          </ul>
        </Section>
      ))}
      <p>
        Want results like these? <Link to="/signup">Start your free trial</Link>.
      </p>
    </MarketingPage>
  );
}
