// Journal Entries (/app/finance/journal-entries): the list, /new for a new entry and /<entryId> for
// one entry (nested routes of this page).
import { Suspense, lazy } from 'react';
import { Route, Routes } from '@missionbase/router';
import { JournalEntriesList } from './components/JournalEntriesList';
import { RecordPageLoading } from '../lazy/RecordPageLoading';

// An entry's page and the new-entry editor (lines, pickers, zod readers) load when first visited, not with the list.
const JournalEntryRoute = lazy(() => import('./components/JournalEntryRoute').then((module) => ({ default: module.JournalEntryRoute })));
const NewJournalEntry = lazy(() => import('./components/JournalEntryRoute').then((module) => ({ default: module.NewJournalEntry })));

export function JournalEntriesPage() {
  return (
    <Routes>
      <Route index element={<JournalEntriesList />} />
      <Route path="new" element={<Suspense fallback={<RecordPageLoading title="New journal entry" />}><NewJournalEntry /></Suspense>} />
      <Route path=":entryId" element={<Suspense fallback={<RecordPageLoading title="Journal entry" />}><JournalEntryRoute /></Suspense>} />
    </Routes>
  );
}

export default JournalEntriesPage;
