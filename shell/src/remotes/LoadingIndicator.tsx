// A spinner drawn with plain SVG (no antd): what the public area shows while mf-marketing or the
// application area downloads, so the frame around public pages stays free of the design system.
export function LoadingIndicator({ label = 'Loading', minHeight = 160 }: { label?: string; minHeight?: number | string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} style={{ minHeight, display: 'grid', placeItems: 'center' }}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="12" fill="none" stroke="#d1d5db" strokeWidth="4" />
        <path d="M16 4a12 12 0 0 1 12 12" fill="none" stroke="#047857" strokeWidth="4" strokeLinecap="round">
          <animateTransform attributeName="transform" type="rotate" from="0 16 16" to="360 16 16" dur="0.8s" repeatCount="indefinite" />
        </path>
      </svg>
    </div>
  );
}
