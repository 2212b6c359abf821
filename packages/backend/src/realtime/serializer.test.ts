// Unit tests of the Phoenix frame (de)serializer against the shapes realtime-js 2.x produces.
import { describe, expect, it } from 'vitest';
import { ProtocolError, decodeBinary, decodeText, encode, parseProtocolVersion } from './serializer.ts';

/** Builds realtime-js's binary user broadcast push (kind 3) the way its Serializer does. */
function userBroadcastPush(joinRef: string, ref: string, topic: string, event: string, meta: string, encoding: number, body: Buffer): Buffer {
  const header = Buffer.from([3, joinRef.length, ref.length, topic.length, event.length, meta.length, encoding]);
  return Buffer.concat([header, Buffer.from(joinRef + ref + topic + event + meta, 'latin1'), body]);
}

describe('decodeText', () => {
  it('reads the 2.0.0 array form', () => {
    expect(decodeText('["1","2","realtime:room","phx_join",{"config":{}}]')).toEqual({
      join_ref: '1',
      ref: '2',
      topic: 'realtime:room',
      event: 'phx_join',
      payload: { config: {} },
    });
  });

  it('reads the 1.0.0 object form, with a missing join_ref as null', () => {
    expect(decodeText('{"topic":"phoenix","event":"heartbeat","payload":{},"ref":"7"}')).toEqual({
      join_ref: null,
      ref: '7',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: {},
    });
  });

  it('rejects frames that are not Phoenix messages', () => {
    expect(() => decodeText('not json')).toThrow(ProtocolError);
    expect(() => decodeText('[1,2,3]')).toThrow(ProtocolError);
    expect(() => decodeText('[null,null,42,"x",{}]')).toThrow(ProtocolError);
    expect(() => decodeText('"text"')).toThrow(ProtocolError);
  });

  it('treats a non-object payload as empty rather than trusting it', () => {
    expect(decodeText('[null,"1","t","e",[1,2]]').payload).toEqual({});
  });
});

describe('decodeBinary', () => {
  it('reads a JSON user broadcast push with metadata', () => {
    const frame = userBroadcastPush('3', '4', 'realtime:room', 'cursor', '{"id":"m1"}', 1, Buffer.from('{"x":1}'));
    expect(decodeBinary(frame)).toEqual({
      join_ref: '3',
      ref: '4',
      topic: 'realtime:room',
      event: 'broadcast',
      payload: { id: 'm1', type: 'broadcast', event: 'cursor', payload: { x: 1 } },
    });
  });

  it('carries raw binary payloads as base64', () => {
    const frame = userBroadcastPush('', '', 'realtime:r', 'blob', '', 0, Buffer.from([0, 255]));
    expect(decodeBinary(frame).payload).toEqual({ type: 'broadcast', event: 'blob', payload: { binary: 'AP8=' } });
    expect(decodeBinary(frame).ref).toBeNull();
  });

  it('refuses other kinds and truncated frames', () => {
    expect(() => decodeBinary(Buffer.from([0, 0, 0, 0, 0, 0, 0]))).toThrow(ProtocolError);
    expect(() => decodeBinary(Buffer.from([3, 9, 0, 0, 0, 0, 1]))).toThrow(ProtocolError);
    expect(() => decodeBinary(Buffer.from([3]))).toThrow(ProtocolError);
  });
});

describe('encode', () => {
  const message = { join_ref: '1', ref: null, topic: 'realtime:t', event: 'postgres_changes', payload: { ids: [5] } };

  it('writes arrays for 2.0.0', () => {
    expect(JSON.parse(encode(message, '2.0.0'))).toEqual(['1', null, 'realtime:t', 'postgres_changes', { ids: [5] }]);
  });

  it('writes objects for 1.0.0', () => {
    expect(JSON.parse(encode(message, '1.0.0'))).toEqual(message);
  });

  it('round-trips through decodeText', () => {
    expect(decodeText(encode(message, '2.0.0'))).toEqual(message);
    expect(decodeText(encode(message, '1.0.0'))).toEqual(message);
  });
});

describe('parseProtocolVersion', () => {
  it('accepts 1.0.0 and 2.0.0 and defaults to 1.0.0', () => {
    expect(parseProtocolVersion('2.0.0')).toBe('2.0.0');
    expect(parseProtocolVersion('1.0.0')).toBe('1.0.0');
    expect(parseProtocolVersion(null)).toBe('1.0.0');
    expect(() => parseProtocolVersion('3.0.0')).toThrow(ProtocolError);
  });
});
