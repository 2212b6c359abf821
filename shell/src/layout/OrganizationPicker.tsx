// The top bar's organization picker (SPEC section 2 and 4): searchable, the logo when set;
// choosing one switches the active organization (saved locally, data loaded, toast).
// A combobox of its own (ARIA 1.2, list autocomplete) instead of antd Select: Select with rc-select
// and virtual-list weighs about 20 KiB gzip in the design system's frame, which every signed-in page
// downloads, and the picker would be its only user there. Keyboard as with Select:
// typing opens and filters, ArrowDown/ArrowUp open and move (wrapping), Enter chooses, Escape closes
// and keeps focus, leaving the field closes and forgets the typed text.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { activeOrganizationIdAtom, organizationsAtom, switchOrganization, useSessionValue, type OrganizationSummary } from '@missionbase/session';
import { matchingOrganizations, openingIndex, steppedIndex } from './organization-options';

function OrganizationLabel({ organization }: { organization: OrganizationSummary }) {
  return (
    // The name is cut with an ellipsis inside the picker and its list; the full name is its title.
    <span className="mb-org-label" title={organization.name}>
      {organization.logo_url ? (
        <img src={organization.logo_url} alt="" data-testid="organization-logo" width={18} height={18} style={{ borderRadius: 4, objectFit: 'cover', flexShrink: 0 }} />
      ) : null}
      <span className="mb-org-label-name">{organization.name}</span>
    </span>
  );
}

export function OrganizationPicker() {
  const organizations = useSessionValue(organizationsAtom);
  const activeId = useSessionValue(activeOrganizationIdAtom);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = useId();
  const valueId = `${listId}-value`;

  const options = matchingOrganizations(organizations, query);
  const current = organizations.find((organization) => organization.id === activeId) ?? null;
  const active = open ? options[activeIndex] : undefined;
  const optionId = (organization: OrganizationSummary) => `${listId}-${organization.id}`;

  function openList(nextQuery = query) {
    setOpen(true);
    setActiveIndex(openingIndex(matchingOrganizations(organizations, nextQuery), activeId));
  }

  function closeList() {
    setOpen(false);
    setQuery('');
    setActiveIndex(-1);
  }

  function choose(organization: OrganizationSummary) {
    closeList();
    if (organization.id !== activeId) void switchOrganization(organization.id);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openList();
      else setActiveIndex((index) => steppedIndex(index, event.key === 'ArrowDown' ? 1 : -1, options.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (!open) openList();
      else if (active) choose(active);
    } else if (event.key === 'Escape' && open) {
      // Only this list closes: the key does not reach a drawer or dialog around the top bar.
      event.preventDefault();
      event.stopPropagation();
      closeList();
    }
  }

  // The arrows can move the active option out of the list's scrolled view: keep it visible.
  const activeKey = active?.id;
  useLayoutEffect(() => {
    if (activeKey) listRef.current?.querySelector(`[data-organization-id="${activeKey}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [activeKey]);

  return (
    <div
      className={`mb-org-picker${open ? ' mb-org-picker--open' : ''}`}
      data-testid="organization-picker"
      // A press anywhere on the field opens or closes the list; focus stays in (or goes to) the input.
      onMouseDown={(event) => {
        if (popupRef.current?.contains(event.target as Node)) return;
        event.preventDefault();
        inputRef.current?.focus();
        if (open) closeList();
        else openList();
      }}
    >
      <div className="mb-org-picker-field">
        {query === '' ? (
          <span id={valueId} className="mb-org-picker-value">
            {current ? <OrganizationLabel organization={current} /> : <span className="mb-org-picker-placeholder">Select organization...</span>}
          </span>
        ) : null}
        <input
          ref={inputRef}
          className="mb-org-picker-input"
          type="text"
          role="combobox"
          aria-label="Organization"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          // The chosen organization is shown beside the (empty) input: assistive technology reads it too.
          aria-describedby={query === '' ? valueId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            openList(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          onBlur={closeList}
        />
        <svg className="mb-org-picker-arrow" width="12" height="12" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </div>
      {open ? (
        <div ref={popupRef} className="mb-org-picker-list">
          <div ref={listRef} id={listId} role="listbox" aria-label="Organizations" className="mb-org-picker-options" hidden={options.length === 0}>
            {options.map((organization, index) => (
              <div
                key={organization.id}
                id={optionId(organization)}
                data-organization-id={organization.id}
                role="option"
                aria-selected={index === activeIndex}
                className={`mb-org-picker-option${index === activeIndex ? ' mb-org-picker-option--active' : ''}${organization.id === activeId ? ' mb-org-picker-option--current' : ''}`}
                // Only a pointer that really moves takes over: Chromium replays a mouse move when the
                // list appears under a resting cursor, which would steal the keyboard's choice.
                onPointerMove={(event) => {
                  if (event.movementX !== 0 || event.movementY !== 0) setActiveIndex(index);
                }}
                // The input keeps focus (a blur would close the list before the click lands).
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(organization)}
              >
                <OrganizationLabel organization={organization} />
              </div>
            ))}
          </div>
          {/* Outside the listbox (a listbox holds options only); a status, so it is announced. */}
          {options.length === 0 ? (
            <div role="status" className="mb-org-picker-empty">
              No organization found.
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
