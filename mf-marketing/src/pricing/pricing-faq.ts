// Questions people ask before they choose a plan, answered plainly.

export const PRICING_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'How does the free trial work?',
    answer:
      'Every new organization gets 14 days with every feature of the plan you pick. We do not ask for a card to start. Before the trial ends, the app reminds you and lets you choose a plan; if you do nothing, your data stays safe and read-only until you subscribe.',
  },
  {
    question: 'What do I save by paying yearly?',
    answer: 'A yearly subscription costs ten monthly payments: two months are free. You can switch from monthly to yearly at any time from Settings, Billing.',
  },
  {
    question: 'Can I change plans later?',
    answer: 'Yes. Upgrades apply immediately and are prorated; downgrades take effect at the end of the current billing period.',
  },
  {
    question: 'Do you offer discounts for small or volunteer-run nonprofits?',
    answer: 'Organizations with annual revenue under $250,000 can ask for 25% off the Starter plan. Write to us from the contact page with your most recent Form 990 or annual report.',
  },
  {
    question: 'Is our data ours?',
    answer: 'Yes. You can export your transactions, lists and reports to CSV, Excel or PDF at any time, or the whole organization’s books as a zip file from Settings, Advanced, and we delete your data within 30 days of a written request after you cancel.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer: 'Cards through our payment provider for monthly and yearly plans. Scale customers paying yearly can also pay by invoice and bank transfer.',
  },
];
