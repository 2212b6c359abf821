// Journal Entries (/app/finance/journal-entries): the list, /new for a new entry and /<entryId> for
// one entry (nested routes of this page).
import { Route, Routes } from '@missionbase/router';
import { JournalEntriesList } from './components/JournalEntriesList';
import { JournalEntryRoute, NewJournalEntry } from './components/JournalEntryRoute';

export function JournalEntriesPage() {
  return (
    <Routes>
      <Route index element={<JournalEntriesList />} />
      <Route path="new" element={<NewJournalEntry />} />
      <Route path=":entryId" element={<JournalEntryRoute />} />
    </Routes>
  );
}

export default JournalEntriesPage;
