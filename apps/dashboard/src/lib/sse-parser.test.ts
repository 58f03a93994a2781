import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser.ts';

describe('the event-stream parser', () => {
  it('dispatches events split anywhere across chunks, with their id, type and data', () => {
    const parser = new SseParser();
    const stream =
      'retry: 3000\n\nid: 41\nevent: order.created\ndata: {"id":7,\ndata: "x":1}\n\n: heartbeat\n\nid: 42\r\nevent: order.status\r\ndata: {}\r\n\r\n';
    const events = [];
    for (let at = 0; at < stream.length; at += 3) events.push(...parser.push(stream.slice(at, at + 3)));
    expect(events).toEqual([
      { id: '41', event: 'order.created', data: '{"id":7,\n"x":1}' },
      { id: '42', event: 'order.status', data: '{}' },
    ]);
    expect(parser.retry).toBe(3000);
  });

  it('keeps the last id for events without one, and ignores comments and unknown fields', () => {
    const parser = new SseParser();
    expect(parser.push('id: 9\ndata: a\n\n:ping\nfoo: bar\ndata: b\n\n')).toEqual([
      { id: '9', event: 'message', data: 'a' },
      { id: '9', event: 'message', data: 'b' },
    ]);
  });

  it('waits for the LF of a CRLF cut between two chunks', () => {
    const parser = new SseParser();
    expect(parser.push('data: x\r')).toEqual([]);
    expect(parser.push('\n\r')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ id: undefined, event: 'message', data: 'x' }]);
  });
});
