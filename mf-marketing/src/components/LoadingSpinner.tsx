// What a public page shows while its chunk downloads: a CSS spinner announced to screen readers.
export function LoadingSpinner() {
  return <span className="mb-spinner" role="status" aria-label="Loading page" />;
}
