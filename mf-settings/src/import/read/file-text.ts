// A text file's characters, read piece by piece from its bytes (Blob.slice, which copies nothing
// until a piece is read, in the browser and in Node alike), so a large export is never one string
// in memory. The encoding comes from a byte-order mark, else UTF-8 when the first piece is valid
// UTF-8, else Windows-1252 (QuickBooks Desktop writes IIF files in the machine's code page).

export interface TextPiece {
  text: string;
  /** Bytes of the file read so far. */
  bytesRead: number;
}

/** Bytes read at a time: large enough that papaparse's per-call cost is small, small next to a big export. */
export const PIECE_BYTES = 1024 * 1024;

function encodingOf(bytes: Uint8Array): { encoding: string; skip: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', skip: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', skip: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', skip: 2 };
  try {
    // `stream: true` lets a character cut at the piece's end pass; only a wrong byte throws.
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
    return { encoding: 'utf-8', skip: 0 };
  } catch {
    return { encoding: 'windows-1252', skip: 0 };
  }
}

/** The file's text, `pieceBytes` of it at a time (a character cut between two pieces is kept whole). */
export async function* textPieces(file: Blob, pieceBytes = PIECE_BYTES): AsyncGenerator<TextPiece> {
  let decoder: TextDecoder | null = null;
  for (let offset = 0; offset < file.size; offset += pieceBytes) {
    const bytes = new Uint8Array(await file.slice(offset, offset + pieceBytes).arrayBuffer());
    let start = 0;
    if (!decoder) {
      const { encoding, skip } = encodingOf(bytes);
      decoder = new TextDecoder(encoding);
      start = skip;
    }
    const text = decoder.decode(bytes.subarray(start), { stream: true });
    if (text !== '') yield { text, bytesRead: Math.min(offset + pieceBytes, file.size) };
  }
  const rest = decoder?.decode() ?? '';
  if (rest !== '') yield { text: rest, bytesRead: file.size };
}
