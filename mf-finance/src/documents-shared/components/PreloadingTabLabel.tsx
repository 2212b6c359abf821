// A tab label of a document screen (Invoices, Bills) whose tab content loads when first shown: the
// pointer reaching the tab starts loading it, so the click usually finds the code there already.
export function PreloadingTabLabel({ text, preload }: { text: string; preload: () => Promise<unknown> }) {
  // A failed preload is retried and reported by the tab's own lazy import when it is opened.
  return <span onPointerEnter={() => void preload().catch(() => undefined)}>{text}</span>;
}
