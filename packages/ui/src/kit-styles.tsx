// The kit's stylesheet: money cells in tabular figures, the focused row, the totals row, and the
// print rules that leave only the page's content on paper. React 19 hoists a <style> with `href`
// and `precedence` into <head> once, however many tables render it.

const KIT_CSS = `
.mb-money { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.mb-data-table { max-width: 100%; }
.mb-data-table-toolbar { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; margin-bottom: 12px; }
.mb-data-table-toolbar-start, .mb-data-table-toolbar-end { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
.mb-data-table .ant-table-tbody > tr.mb-row-clickable { cursor: pointer; }
.mb-data-table .ant-table-tbody > tr.ant-table-row:focus { outline: none; }
.mb-data-table .ant-table-tbody > tr.ant-table-row:focus-visible > td { background: #eff6ff; box-shadow: inset 0 2px 0 #2563eb, inset 0 -2px 0 #2563eb; }
.mb-data-table .ant-table-tbody > tr.ant-table-row:focus-visible > td:first-child { box-shadow: inset 2px 2px 0 #2563eb, inset 0 -2px 0 #2563eb; }
.mb-data-table .ant-table-tbody > tr.ant-table-row:focus-visible > td:last-child { box-shadow: inset -2px 2px 0 #2563eb, inset 0 -2px 0 #2563eb; }
.mb-data-table .ant-table-summary .mb-totals-cell { font-weight: 600; }
.mb-table-empty { color: rgba(0, 0, 0, 0.62); }
.mb-column-chooser { display: flex; flex-direction: column; gap: 6px; max-height: 320px; overflow-y: auto; }
.mb-visually-hidden { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
@media print {
  .mb-topbar, .mb-sidebar, .mb-drawer, .mb-drawer-backdrop, .mb-skip-link, [data-testid="trial-banner"],
  .mb-no-print, .mb-data-table-toolbar, .ant-pagination, .ant-drawer, .ant-modal-root, .ant-notification, .ant-message { display: none !important; }
  .mb-main { padding: 0 !important; }
  .mb-data-table .ant-table-content { overflow: visible !important; }
  .mb-data-table table { min-width: 0 !important; width: 100% !important; }
  .mb-print-only { display: block !important; }
  body { background: #fff !important; }
}
.mb-print-only { display: none; }
`;

export function KitStyles() {
  return (
    <style href="missionbase-kit" precedence="default">
      {KIT_CSS}
    </style>
  );
}
