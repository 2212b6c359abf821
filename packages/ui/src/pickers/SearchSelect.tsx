// A picker whose options the database finds as the person types (a customer, a vendor, a donor, a
// manager, an item): while the answer to the latest search is on its way the list is empty and
// says "Searching…" and Enter waits (the search text stays), so Enter never picks a row of an
// earlier search; once the answer shows, its first row is highlighted and Enter picks it (or the
// row the arrows moved to).
import { Select, type SelectProps } from 'antd';

export interface SearchSelectOption {
  value: string;
  label: string;
}

export interface SearchSelectProps extends Omit<SelectProps<string | undefined, SearchSelectOption>, 'options' | 'showSearch' | 'filterOption' | 'onSearch' | 'notFoundContent' | 'loading' | 'onInputKeyDown'> {
  options: readonly SearchSelectOption[];
  onSearch: (text: string) => void;
  /** The options answer an earlier search (react-query's `isPlaceholderData`). */
  stale: boolean;
  /** A request is on its way (`isFetching`). */
  searching: boolean;
  /** Said when the latest search found nothing: "No vendor found". */
  notFoundText: string;
}

export function SearchSelect({ options, onSearch, stale, searching, notFoundText, ...props }: SearchSelectProps) {
  const waiting = stale || (searching && options.length === 0);
  return (
    <Select<string | undefined, SearchSelectOption>
      {...props}
      showSearch
      filterOption={false}
      onSearch={onSearch}
      loading={searching}
      options={stale ? [] : [...options]}
      notFoundContent={stale || searching ? 'Searching…' : notFoundText}
      onInputKeyDown={(event) => {
        // Before the answer, antd's Enter would pick nothing, close the list and drop the text.
        if (event.key === 'Enter' && waiting) {
          event.preventDefault();
          event.stopPropagation();
        }
      }}
    />
  );
}
