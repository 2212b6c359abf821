// A bank file's text from its bytes, for every import that reads one (the Transactions CSV import,
// the reconciliation's CSV, OFX, QFX and CAMT.053 statements), and the error whose words the user
// reads when a file cannot be read.

export class BankFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BankFileError';
  }
}

/**
 * The file's text from its bytes. Banks label their files loosely (a header saying UTF-8 or
 * USASCII over Windows-1252 bytes, or the reverse), so the bytes decide: a byte-order mark first,
 * then UTF-8 when the bytes are valid UTF-8, else Windows-1252 (a superset of ISO-8859-1's
 * printable characters).
 */
export function decodeBankFileBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return decodeWindows1252(body);
  }
}

// Windows-1252's characters at 0x80-0x9F (the rest of the byte values are ISO-8859-1's, which is
// Unicode's first 256 code points). Written out because not every runtime's TextDecoder maps them.
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    text += String.fromCharCode(...Array.from(chunk, (b) => (b >= 0x80 && b <= 0x9f ? CP1252_HIGH.charCodeAt(b - 0x80) : b)));
  }
  return text;
}

/** A chosen file's text (see decodeBankFileBytes). */
export async function readBankFileText(file: Blob): Promise<string> {
  return decodeBankFileBytes(new Uint8Array(await file.arrayBuffer()));
}
