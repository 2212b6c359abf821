// The trial banner under the top bar (SPEC section 4): three states, every button to
// /subscribe?from_trial=true.
import { Button } from '@missionbase/ui';
import { useNavigate } from '@missionbase/router';
import { TRIAL_SUBSCRIBE_PATH, trialBannerState, trialBannerText } from '@missionbase/domain/trial-state';
import { activeSubscriptionAtom, useSessionValue } from '@missionbase/session';

const TONES = {
  ended: { background: '#fef2f2', border: '#fecaca', color: '#b91c1c' },
  ending: { background: '#fffbeb', border: '#fde68a', color: '#92400e' },
  active: { background: '#eff6ff', border: '#bfdbfe', color: '#1e40af' },
} as const;

export function TrialBanner() {
  const subscription = useSessionValue(activeSubscriptionAtom);
  const navigate = useNavigate();
  // Read at render: the banner re-renders whenever the subscription reloads.
  const state = trialBannerState(subscription, new Date());
  if (!state) return null;
  const text = trialBannerText(state);
  const tone = TONES[state.kind];
  return (
    <div
      role="status"
      data-testid="trial-banner"
      data-state={state.kind}
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, padding: '10px 24px', background: tone.background, borderBottom: `1px solid ${tone.border}`, color: tone.color }}
    >
      <strong>{text.title}</strong>
      {text.message ? <span>{text.message}</span> : null}
      <span style={{ flex: 1 }} />
      <Button size="small" type="primary" danger={state.kind === 'ended'} onClick={() => navigate(TRIAL_SUBSCRIBE_PATH)}>
        {text.button}
      </Button>
    </div>
  );
}
