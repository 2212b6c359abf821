// The command palette (SPEC section 2, global search): a dialog with a search box over navigation,
// reports and the active organization's records. Arrow keys move, Enter chooses, Escape closes;
// choosing navigates, closes and clears; closing clears.
import { useMemo, useState, type KeyboardEvent } from 'react';
import { Input, Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { buildPaletteGroups, filterPalette, highlightParts, type PaletteItem } from '@missionbase/domain/palette';
import { organizationDataAtom, paletteOpenAtom, useSessionValue, useSetSessionAtom } from '@missionbase/session';

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

  const groups = useMemo(() => filterPalette(buildPaletteGroups(organizationData), query), [organizationData, query]);
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
    } else if (event.key === 'Enter') {
      const item = flat[activeIndex];
      if (item) {
        event.preventDefault();
        handleChoose(item);
      }
    }
  }

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
          aria-expanded="true"
          aria-controls="command-palette-list"
          aria-activedescendant={flat[activeIndex] ? `palette-${flat[activeIndex].key}` : undefined}
          style={{ borderBottom: '1px solid #e5e7eb', borderRadius: 0 }}
        />
        <div id="command-palette-list" role="listbox" aria-label="Results" style={{ maxHeight: 360, overflowY: 'auto', padding: 8 }}>
          {groups.length === 0 ? <p style={{ textAlign: 'center', color: '#6b7280', margin: '24px 0' }}>No results found.</p> : null}
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
                    onMouseEnter={() => setActiveIndex(index)}
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
