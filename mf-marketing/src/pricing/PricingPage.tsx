// /pricing: the three plans from the catalogue with a monthly/yearly switch, each leading to sign-up
// with checkout for that plan and cycle, and the questions people ask before buying.
import { useState } from 'react';
import { Link } from '@missionbase/router';
import { formatCents } from '@missionbase/domain/cart';
import {
  BILLING_CYCLES,
  DEFAULT_BILLING_CYCLE,
  PLANS,
  checkoutSignupPath,
  monthlyEquivalentCents,
  priceForCycle,
  yearlySavingsCents,
  type BillingCycle,
  type Plan,
  type PlanLimits,
} from '@missionbase/domain/plans';
import { MarketingPage, Section } from '../components/MarketingPage';
import { routeFor } from '../site/public-routes';
import { PRICING_FAQ } from './pricing-faq';

const CYCLE_LABELS: Record<BillingCycle, string> = { monthly: 'Monthly', yearly: 'Yearly' };

function limitText(value: number | null, noun: string): string {
  return value === null ? `Unlimited ${noun}` : `Up to ${value} ${noun}`;
}

function limitLines(limits: PlanLimits): string[] {
  return [limitText(limits.users, 'users'), limitText(limits.funds, 'funds'), limitText(limits.projects, 'projects')];
}

function PlanCard({ plan, cycle }: { plan: Plan; cycle: BillingCycle }) {
  const headingId = `plan-${plan.id}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`plan-${plan.id}`}
      style={{
        border: plan.recommended ? '2px solid #047857' : '1px solid #e5e7eb',
        borderRadius: 16,
        padding: 24,
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
        background: '#fff',
      }}
    >
      {plan.recommended ? <span style={{ alignSelf: 'flex-start', background: '#d1fae5', color: '#065f46', borderRadius: 999, padding: '2px 10px', fontSize: 13, fontWeight: 600 }}>Most popular</span> : null}
      <h2 id={headingId} style={{ margin: 0, fontSize: 24 }}>
        {plan.name}
      </h2>
      <p style={{ margin: 0, color: '#4b5563' }}>{plan.audience}</p>
      <p style={{ margin: 0 }} data-testid={`price-${plan.id}`}>
        <strong style={{ fontSize: 34 }}>{formatCents(priceForCycle(plan, cycle))}</strong>
        <span style={{ color: '#6b7280' }}> / {cycle === 'yearly' ? 'year' : 'month'}</span>
      </p>
      <p style={{ margin: 0, color: '#065f46', minHeight: 22 }}>
        {cycle === 'yearly'
          ? `${formatCents(monthlyEquivalentCents(plan, cycle))} a month, you save ${formatCents(yearlySavingsCents(plan))} a year`
          : 'Billed monthly, cancel any time'}
      </p>
      <ul style={{ paddingLeft: 18, margin: 0, lineHeight: 1.8, color: '#374151' }}>
        {limitLines(plan.limits).map((line) => (
          <li key={line}>{line}</li>
        ))}
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Link
        to={checkoutSignupPath(plan.id, cycle)}
        style={{
          marginTop: 'auto',
          textAlign: 'center',
          padding: '10px 16px',
          borderRadius: 8,
          fontWeight: 600,
          textDecoration: 'none',
          background: plan.recommended ? '#047857' : '#fff',
          color: plan.recommended ? '#fff' : '#047857',
          border: '1px solid #047857',
        }}
      >
        Start with {plan.name}
      </Link>
    </section>
  );
}

export function PricingPage() {
  const [cycle, setCycle] = useState<BillingCycle>(DEFAULT_BILLING_CYCLE);

  return (
    <MarketingPage
      {...routeFor('/pricing')}
      lead="Simple plans for nonprofits of every size. Every plan starts with a 14-day free trial with all features, and no card is needed to begin."
    >
      <div role="radiogroup" aria-label="Billing cycle" style={{ display: 'inline-flex', border: '1px solid #d1d5db', borderRadius: 999, padding: 4, marginBottom: 24 }}>
        {BILLING_CYCLES.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={cycle === option}
            onClick={() => setCycle(option)}
            style={{
              border: 'none',
              borderRadius: 999,
              padding: '6px 18px',
              cursor: 'pointer',
              fontWeight: 600,
              background: cycle === option ? '#047857' : 'transparent',
              color: cycle === option ? '#fff' : '#374151',
            }}
          >
            {CYCLE_LABELS[option]}
            {option === 'yearly' ? ' (2 months free)' : ''}
          </button>
        ))}
      </div>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 24 }}>
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} cycle={cycle} />
        ))}
      </div>
      <Section title="Frequently asked questions" id="faq">
        {PRICING_FAQ.map((entry) => (
          <details key={entry.question} className="mb-faq-item">
            <summary>{entry.question}</summary>
            <p className="mb-faq-answer">{entry.answer}</p>
          </details>
        ))}
        <p style={{ marginTop: 16 }}>
          Another question? <Link to="/contact">Talk to us</Link>.
        </p>
      </Section>
    </MarketingPage>
  );
}
