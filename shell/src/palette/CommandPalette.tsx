// The command palette (SPEC section 2, global search): a dialog with a search box over navigation,
// reports and the active organization's records; what is typed also finds documents by number in
// the database (invoices, bills, receipts, journal entries, purchase orders, payroll runs). Arrow
// keys move, Enter chooses, Escape closes; choosing navigates, closes and clears; closing clears.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Modal } from '@missionbase/ui';
import { Input } from '@missionbase/ui/forms';
import { useNavigate } from '@missionbase/router';
import { highlightParts, searchPaletteGroups, type PaletteItem } from '@missionbase/app-config/palette';
import { organizationDataAtom, paletteOpenAtom, useActiveOrganizationId, useSessionValue, useSetSessionAtom } from '@missionbase/session';
import { serverErrorMessage } from '@missionbase/ui';
import { usePaletteDocuments } from './data/palette-search-query';

function Highlighted({ label, query }: { label: string; query: string }) {
  const { before, match, after } = highlightParts(label, query);
  return (
    <>
      {before}
      {match ? <mark style={{ background: '#fde68a', padding: 0 }}>{match}</mark> : null}
      {after}
    </>
  );
}

export function CommandPalette() {
  const open = useSessionValue(paletteOpenAtom);
  const setOpen = useSetSessionAtom(paletteOpenAtom);
  const organizationData = useSessionValue(organizationDataAtom);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);

  const organizationId = useActiveOrganizationId();
  const { documents, error } = usePaletteDocuments(organizationId, query);
  const searching = query.trim() !== '' && documents === null && !error;
  const groups = useMemo(() => searchPaletteGroups(organizationData, query, documents), [organizationData, query, documents]);
  const flat = useMemo(() => groups.flatMap((group) => group.items), [groups]);

  function handleClose() {
    setOpen(false);
    setQuery('');
    setActiveIndex(0);
  }

  function handleChoose(item: PaletteItem) {
    handleClose();
    void navigate(item.path);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex((index) => Math.min(index + 1, flat.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Tab') {
      // The search box is the palette's one control (options are reached with the arrows): Tab
      // stays in it instead of leaving the dialog for the page behind.
      event.preventDefault();
    } else if (event.key === 'Enter') {
      const item = flat[activeIndex];
      if (item) {
        event.preventDefault();
        handleChoose(item);
      }
    }
  }

  // The arrows move an active option the list may have scrolled away from: keep it in view.
  const listRef = useRef<HTMLDivElement>(null);
  const activeKey = flat[activeIndex]?.key;
  useEffect(() => {
    if (activeKey) listRef.current?.querySelector(`[id="palette-${activeKey}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [activeKey]);

  const indexByKey = new Map(flat.map((item, index) => [item.key, index]));
  return (
    <Modal open={open} onCancel={handleClose} footer={null} closable={false} title={null} width={560} destroyOnHidden styles={{ body: { padding: 0 } }} aria-label="Global search">
      <div data-testid="command-palette">
        <Input
          autoFocus
          size="large"
          variant="borderless"
          placeholder="Type a command or search..."
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={handleKeyDown}
          role="combobox"
          aria-expanded={groups.length > 0}
          aria-controls={groups.length > 0 ? 'command-palette-list' : undefined}
          aria-activedescendant={flat[activeIndex] ? `palette-${flat[activeIndex].key}` : undefined}
          style={{ borderBottom: '1px solid #e5e7eb', borderRadius: 0 }}
        />
        {/* Outside the listbox: a listbox may hold only options and groups. A status, so it is announced. */}
        {groups.length === 0 ? (
          <p role="status" style={{ textAlign: 'center', color: '#6b7280', margin: '32px 0' }}>
            {searching ? 'Searching…' : 'No results found.'}
          </p>
        ) : null}
        {error ? (
          <p role="alert" style={{ color: '#b91c1c', margin: '8px 16px' }}>
            {`Documents could not be searched: ${serverErrorMessage(error)}`}
          </p>
        ) : null}
        <div id="command-palette-list" ref={listRef} role="listbox" aria-label="Results" tabIndex={-1} hidden={groups.length === 0} style={{ maxHeight: 360, overflowY: 'auto', padding: 8 }}>
          {groups.map((group) => (
            <div key={group.heading} role="group" aria-label={group.heading} data-testid="palette-group">
              <div style={{ fontSize: 12, fontWeight: 600, color: '#6b7280', padding: '8px 8px 4px' }}>{group.heading}</div>
              {group.items.map((item) => {
                const index = indexByKey.get(item.key) ?? -1;
                const active = index === activeIndex;
                return (
                  <div
                    key={item.key}
                    id={`palette-${item.key}`}
                    role="option"
                    aria-selected={active}
                    // Only a pointer that really moves takes over: Chromium replays a mouse move
                    // when the list appears under a resting cursor, which stole the keyboard's choice.
                    onPointerMove={(event) => {
                      if (event.movementX !== 0 || event.movementY !== 0) setActiveIndex(index);
                    }}
                    onClick={() => handleChoose(item)}
                    style={{ padding: '6px 8px', borderRadius: 6, cursor: 'pointer', background: active ? '#eff6ff' : 'transparent' }}
                  >
                    <Highlighted label={item.label} query={query} />
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </Modal>
  );
}
