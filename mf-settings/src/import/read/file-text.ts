// A text file's characters, read piece by piece from its bytes (Blob.stream(), in the browser and
// in Node alike), so a large export is never one string in memory. The encoding comes from a
// byte-order mark, else UTF-8 when the first piece is valid UTF-8, else Windows-1252 (QuickBooks
// Desktop writes IIF files in the machine's code page).

export interface TextPiece {
  text: string;
  /** Bytes of the file read so far. */
  bytesRead: number;
}

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

/** The file's text, one piece per chunk of the byte stream (64 KiB in browsers and Node). */
export async function* textPieces(file: Blob): AsyncGenerator<TextPiece> {
  const reader = file.stream().getReader();
  let decoder: TextDecoder | null = null;
  let bytesRead = 0;
  let first: Uint8Array | null = new Uint8Array(0);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytesRead += value.byteLength;
      let bytes: Uint8Array = value;
      if (first) {
        // Wait for a few bytes before looking for a byte-order mark.
        const joined: Uint8Array = new Uint8Array(first.byteLength + value.byteLength);
        joined.set(first);
        joined.set(value, first.byteLength);
        if (joined.byteLength < 4) {
          first = joined;
          continue;
        }
        first = null;
        const { encoding, skip } = encodingOf(joined);
        decoder = new TextDecoder(encoding);
        bytes = joined.subarray(skip);
      }
      const text = (decoder ?? new TextDecoder()).decode(bytes, { stream: true });
      if (text !== '') yield { text, bytesRead };
    }
    if (first && first.byteLength > 0) {
      const { encoding, skip } = encodingOf(first);
      decoder = new TextDecoder(encoding);
      const text = decoder.decode(first.subarray(skip));
      if (text !== '') yield { text, bytesRead };
      return;
    }
    const rest = decoder?.decode() ?? '';
    if (rest !== '') yield { text: rest, bytesRead };
  } finally {
    reader.releaseLock();
  }
}
