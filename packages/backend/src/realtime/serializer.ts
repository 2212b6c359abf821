// Phoenix-channel message (de)serialization as @supabase/realtime-js speaks it: JSON objects for
// protocol vsn 1.0.0, JSON arrays `[join_ref, ref, topic, event, payload]` for 2.0.0, plus the
// binary "user broadcast push" frame (kind 3) that realtime-js 2.x sends for broadcast events.

export type ProtocolVersion = '1.0.0' | '2.0.0';

export interface PhoenixMessage {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export class ProtocolError extends Error {}

/** Binary frame kinds of realtime-js's serializer. */
const KIND_USER_BROADCAST_PUSH = 3;
const JSON_ENCODING = 1;

export function parseProtocolVersion(value: string | null): ProtocolVersion {
  // realtime-js always sends vsn; Phoenix's historical default is 1.0.0.
  if (value === null || value === '' || value === '1.0.0') return '1.0.0';
  if (value === '2.0.0') return '2.0.0';
  throw new ProtocolError(`Unsupported protocol version: ${value}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new ProtocolError('Message refs must be strings');
}

function fromParts(joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown): PhoenixMessage {
  if (typeof topic !== 'string' || typeof event !== 'string') throw new ProtocolError('Message needs a topic and an event');
  return {
    join_ref: refOrNull(joinRef),
    ref: refOrNull(ref),
    topic,
    event,
    payload: isRecord(payload) ? payload : {},
  };
}

/** Decodes one text frame. Both shapes are accepted whatever the negotiated version. */
export function decodeText(text: string): PhoenixMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ProtocolError('Frame is not valid JSON');
  }
  if (Array.isArray(parsed)) {
    if (parsed.length !== 5) throw new ProtocolError('Array frames have five elements');
    return fromParts(parsed[0], parsed[1], parsed[2], parsed[3], parsed[4]);
  }
  if (isRecord(parsed)) return fromParts(parsed.join_ref, parsed.ref, parsed.topic, parsed.event, parsed.payload);
  throw new ProtocolError('Frame must be a JSON array or object');
}

/**
 * Decodes realtime-js's binary user broadcast push:
 * kind(1) joinRefLen(1) refLen(1) topicLen(1) eventLen(1) metaLen(1) encoding(1), then the strings,
 * then the user payload (JSON text when encoding is 1, raw bytes otherwise).
 */
export function decodeBinary(frame: Buffer): PhoenixMessage {
  if (frame.length < 7) throw new ProtocolError('Binary frame too short');
  const kind = frame.readUInt8(0);
  if (kind !== KIND_USER_BROADCAST_PUSH) throw new ProtocolError(`Unsupported binary frame kind ${kind}`);
  const lengths = [frame.readUInt8(1), frame.readUInt8(2), frame.readUInt8(3), frame.readUInt8(4), frame.readUInt8(5)];
  const encoding = frame.readUInt8(6);
  let offset = 7;
  const strings: string[] = [];
  for (const length of lengths) {
    if (offset + length > frame.length) throw new ProtocolError('Binary frame truncated');
    strings.push(frame.subarray(offset, offset + length).toString('utf8'));
    offset += length;
  }
  const [joinRef, ref, topic, userEvent, metadata] = strings as [string, string, string, string, string];
  const body = frame.subarray(offset);
  let userPayload: unknown;
  if (encoding === JSON_ENCODING) {
    try {
      userPayload = JSON.parse(body.toString('utf8'));
    } catch {
      throw new ProtocolError('Binary broadcast payload is not valid JSON');
    }
  } else {
    // Raw bytes are relayed as base64 text: our outbound frames are JSON.
    userPayload = { binary: body.toString('base64') };
  }
  let meta: Record<string, unknown> = {};
  if (metadata !== '') {
    try {
      const parsed: unknown = JSON.parse(metadata);
      if (isRecord(parsed)) meta = parsed;
    } catch {
      throw new ProtocolError('Binary broadcast metadata is not valid JSON');
    }
  }
  return {
    join_ref: joinRef === '' ? null : joinRef,
    ref: ref === '' ? null : ref,
    topic,
    event: 'broadcast',
    payload: { ...meta, type: 'broadcast', event: userEvent, payload: userPayload },
  };
}

/** Encodes a server message for the connection's protocol version (always a text frame). */
export function encode(message: PhoenixMessage, version: ProtocolVersion): string {
  if (version === '2.0.0') {
    return JSON.stringify([message.join_ref, message.ref, message.topic, message.event, message.payload]);
  }
  return JSON.stringify({
    join_ref: message.join_ref,
    ref: message.ref,
    topic: message.topic,
    event: message.event,
    payload: message.payload,
  });
}
