// What refreshing a draft run did, in words for its toast.

export interface RefreshOutcome {
  added: number;
  removed: number;
}

/** The toast after a refresh, in words. */
export function refreshOutcomeText({ added, removed }: RefreshOutcome): string {
  if (added === 0 && removed === 0) return 'Run refreshed: the same employees, priced with today\'s pay and rates';
  const parts = [added > 0 ? `${added} employee${added === 1 ? '' : 's'} added` : '', removed > 0 ? `${removed} no longer active removed` : ''].filter(Boolean);
  return `Run refreshed: ${parts.join(', ')}`;
}
