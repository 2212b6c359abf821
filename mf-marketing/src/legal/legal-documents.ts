// The four legal documents of the public site, section by section.

export interface LegalDocument {
  path: '/privacy-policy' | '/terms-of-service' | '/cookie-policy' | '/gdpr';
  updated: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

export const LEGAL_DOCUMENTS: readonly LegalDocument[] = [
  {
    path: '/privacy-policy',
    updated: '2026-09-01',
    intro:
      'This policy explains what personal data Missionbase, Inc. ("Missionbase", "we") collects when you visit our website or use the Missionbase service, why we collect it and what choices you have.',
    sections: [
      {
        heading: 'Data we collect',
        paragraphs: [
          'Account data: your name, e-mail address, password (stored only as a salted hash) and the organizations you belong to.',
          'Organization data: the financial records, projects, employees, vendors and donors your organization enters. Your organization owns this data; we process it on its behalf.',
          'Usage data: pages visited in the app, browser type and error reports, used to keep the service reliable. We do not use third-party advertising trackers.',
          'Contact data: what you send through our contact form (name, e-mail, organization, message).',
        ],
      },
      {
        heading: 'How we use it',
        paragraphs: [
          'To provide the service, authenticate you, bill your subscription, answer your questions and tell you about changes to the service.',
          'We never sell personal data and never contact your donors, clients or employees.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'Service providers who host our infrastructure, process card payments and deliver e-mail, each bound by a data processing agreement. A current list is available on request.',
          'Authorities, only when the law requires it, and after telling you unless we are forbidden to.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Organization data is kept while your subscription is active and deleted within 30 days of a written request after cancellation. Backups roll off within a further 35 days.',
          'Invoices and payment records are kept for seven years to meet tax obligations.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can read, correct, export or delete your account data from Settings, or by writing to privacy@missionbase.org. We answer within 30 days.',
        ],
      },
    ],
  },
  {
    path: '/terms-of-service',
    updated: '2026-09-01',
    intro: 'These terms are the agreement between your organization and Missionbase, Inc. for the use of the Missionbase service. By creating an account you accept them on behalf of your organization.',
    sections: [
      {
        heading: 'The service',
        paragraphs: [
          'Missionbase provides web software for nonprofit accounting and operations. We may improve features over time; we will not remove a core feature of your plan during a paid period.',
        ],
      },
      {
        heading: 'Accounts and access',
        paragraphs: [
          'You are responsible for the people you invite to your organization and the roles you give them. Keep passwords confidential and tell us at once about any unauthorized use.',
        ],
      },
      {
        heading: 'Trial, plans and billing',
        paragraphs: [
          'New organizations get a 14-day free trial. After it, continued use requires a paid plan billed monthly or yearly in advance. Prices are shown on the pricing page and exclude applicable taxes.',
          'You may cancel at any time; the plan stays active until the end of the paid period. Yearly plans are refundable pro rata within the first 30 days.',
        ],
      },
      {
        heading: 'Your data',
        paragraphs: [
          'Your organization owns the data it enters. We use it only to provide the service. You can export it at any time, during the subscription and for 30 days after it ends.',
        ],
      },
      {
        heading: 'Acceptable use',
        paragraphs: ['Do not use the service to break the law, to send spam, to attack our systems or to store data you have no right to process.'],
      },
      {
        heading: 'Liability',
        paragraphs: [
          'Missionbase is a tool; it does not replace professional accounting or legal advice. To the extent the law allows, our total liability is limited to the fees you paid in the twelve months before the claim.',
        ],
      },
      {
        heading: 'Changes and governing law',
        paragraphs: ['We will give 30 days’ notice by e-mail of material changes to these terms. These terms are governed by the laws of the State of Ohio.'],
      },
    ],
  },
  {
    path: '/cookie-policy',
    updated: '2026-08-15',
    intro: 'Missionbase keeps the number of cookies and stored items small. This page lists what we store in your browser and why.',
    sections: [
      {
        heading: 'Strictly necessary storage',
        paragraphs: [
          'Session: your sign-in session is kept in your browser’s local storage so you stay signed in between visits. It is removed when you log out.',
          'Active organization: the organization you last worked in, so the app opens where you left off.',
          'Template cart: the templates you add to your cart on the templates page, kept under one key until you check out or empty it.',
        ],
      },
      {
        heading: 'Preferences',
        paragraphs: ['The contact form remembers when you last sent a message, for at most one hour, to prevent accidental duplicate messages.'],
      },
      {
        heading: 'Analytics and advertising',
        paragraphs: ['We do not use advertising cookies or cross-site trackers. Aggregate, cookie-free page counts help us see which help articles are useful.'],
      },
      {
        heading: 'Controlling storage',
        paragraphs: ['You can clear cookies and site data in your browser’s settings at any time. Clearing them signs you out and empties your template cart.'],
      },
    ],
  },
  {
    path: '/gdpr',
    updated: '2026-08-15',
    intro: 'Many of our customers work with people in the European Union and the United Kingdom. This page explains how Missionbase supports your obligations under the General Data Protection Regulation (GDPR) and the UK GDPR.',
    sections: [
      {
        heading: 'Controller and processor',
        paragraphs: [
          'For the records your organization enters (donors, employees, clients), your organization is the controller and Missionbase is the processor. For account and billing data, Missionbase is the controller.',
          'Our Data Processing Agreement is part of the Terms of Service and can be countersigned on request.',
        ],
      },
      {
        heading: 'Rights of data subjects',
        paragraphs: [
          'People have the right to access, correct, erase, restrict and port their data, and to object to processing. The app lets you find, export and delete a person’s records; we help within 10 days when you ask.',
        ],
      },
      {
        heading: 'Sub-processors and transfers',
        paragraphs: [
          'We use a short list of sub-processors for hosting, e-mail and payments. Transfers outside the EEA rely on the European Commission’s Standard Contractual Clauses and the EU-US Data Privacy Framework where applicable.',
        ],
      },
      {
        heading: 'Security',
        paragraphs: [
          'Data is encrypted in transit and at rest, every organization’s rows are isolated by row-level security in the database, and every change is written to an audit log.',
        ],
      },
      {
        heading: 'Breach notification and contact',
        paragraphs: ['We notify affected customers without undue delay and within 48 hours of confirming a personal data breach. Our data protection contact is privacy@missionbase.org.'],
      },
    ],
  },
];
