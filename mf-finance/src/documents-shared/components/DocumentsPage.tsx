// The Invoices or Bills page (/app/finance/<invoices|bills>): the documents tab (filters in the URL,
// totals from SQL), the parties tab (Customers, Vendors) and the aging tab
// (?tab=customers|vendors|aging), and a document's own page at /app/finance/<plural>/<id> (nested
// route; notifications, the palette and the ledger's document links open it; the older ?open=<id>
// links are sent there). Parameterised by the kind and the kind's own list, parties list and
// record page, each its own module.
import { Suspense, lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useSearchParams } from '@missionbase/router';
import { PageFrame, Skeleton } from '@missionbase/ui';
import { Tabs } from '@missionbase/ui/tabs';
import { RecordPageLoading } from '../../lazy/RecordPageLoading';
import { capitalized } from '../data/document-kind';
import type { DocumentKindDescription, DocumentTypes } from '../data/document-kind';
import { PreloadingTabLabel } from './PreloadingTabLabel';

// The aging tab loads when first shown (its as-of date field is the kit's calendar, `/dates`,
// ~30 KiB gzip), and is preloaded when the pointer reaches its tab.
const loadAgingReport = () => import('../../aging/components/AgingReport');
const AgingReport = lazy(() => loadAgingReport().then((module) => ({ default: module.AgingReport })));

export interface DocumentsPageScreen<T extends DocumentTypes> {
  documentKind: DocumentKindDescription<T>;
  description: string;
  /** The documents tab. */
  List: ComponentType;
  /** The parties tab, loaded when first shown and preloaded when the pointer reaches its tab. */
  parties: { load: () => Promise<unknown>; List: LazyExoticComponent<ComponentType> };
  agingLabel: string;
  /** A document's own page (its actions, drawers, forms and zod schemas): loaded when first visited, not with the list. */
  RecordPage: LazyExoticComponent<ComponentType>;
}

function DocumentsHome<T extends DocumentTypes>({ screen }: { screen: DocumentsPageScreen<T> }) {
  const { documentKind, List, parties } = screen;
  const { plural, partyTable, partyKey, entry } = documentKind;
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get('open');
  if (openId) return <Navigate to={`/app/finance/${plural}/${encodeURIComponent(openId)}`} replace />;
  const requested = searchParams.get('tab');
  const tab = [plural, partyTable, 'aging'].find((candidate) => candidate === requested) ?? plural;
  const partyDocuments = (partyId: string) => `/app/finance/${plural}?${partyKey}=${encodeURIComponent(partyId)}&status=open`;
  return (
    <PageFrame title={`${documentKind.noun}s`} description={screen.description}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSearchParams(key === plural ? {} : { tab: key })}
        items={[
          { key: plural, label: `${documentKind.noun}s`, children: tab === plural ? <List /> : null },
          {
            key: partyTable,
            label: <PreloadingTabLabel text={capitalized(partyTable)} preload={parties.load} />,
            children: tab === partyTable ? <Suspense fallback={<Skeleton active />}><parties.List /></Suspense> : null,
          },
          {
            key: 'aging',
            label: <PreloadingTabLabel text={screen.agingLabel} preload={loadAgingReport} />,
            children: tab === 'aging' ? (
              <Suspense fallback={<Skeleton active />}>
                <AgingReport kind={entry} partyLink={partyDocuments} partyTitle={capitalized(partyKey)} accountName={`Accounts ${capitalized(entry)}`} />
              </Suspense>
            ) : null,
          },
        ]}
      />
    </PageFrame>
  );
}

export function DocumentsPage<T extends DocumentTypes>({ screen }: { screen: DocumentsPageScreen<T> }) {
  const { RecordPage } = screen;
  return (
    <Routes>
      <Route index element={<DocumentsHome screen={screen} />} />
      <Route path=":documentId" element={<Suspense fallback={<RecordPageLoading title={screen.documentKind.noun} rows={8} />}><RecordPage /></Suspense>} />
    </Routes>
  );
}
