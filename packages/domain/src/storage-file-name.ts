// File names of the documents the product stores (e-mailed PDFs, bill attachments): safe in a
// storage path, readable by the person who receives them.

/** A file name safe in a storage path: letters, digits, dot, dash and underscore, ending in .pdf. */
export function storageSafeFileName(fileName: string): string {
  const cleaned = fileName.normalize('NFKD').replace(/[^\w.-]+/g, '-').replace(/-+/g, '-').replace(/^[-.]+|-+$/g, '');
  const named = cleaned === '' ? 'document.pdf' : cleaned;
  return named.toLowerCase().endsWith('.pdf') ? named : `${named}.pdf`;
}
