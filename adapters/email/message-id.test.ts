import { describe, expect, it } from 'vitest';
import { messageIdFor } from './message-id';

/** RFC 5322 `msg-id` with a dot-atom left part. */
const MSG_ID =
  /^<[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-z0-9.-]+>$/;

describe('messageIdFor', () => {
  it('derives a valid Message-ID from an outbox key, the same for the same key', () => {
    const id = messageIdFor('order-1042:email.order_receipt', 'example.ge');
    expect(id).toBe('<order-1042=3Aemail=2Eorder_receipt@example.ge>');
    expect(id).toMatch(MSG_ID);
    expect(messageIdFor('order-1042:email.order_receipt', 'example.ge')).toBe(id);
  });

  it('keeps distinct keys distinct, escapes included', () => {
    const keys = ['a:b', 'a=3Ab', 'a.b', 'a b', 'ნ', 'a<b>@c'];
    const ids = keys.map((key) => messageIdFor(key, 'example.ge'));
    expect(new Set(ids).size).toBe(keys.length);
    for (const id of ids) expect(id).toMatch(MSG_ID);
  });
});
