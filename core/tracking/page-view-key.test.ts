import { describe, expect, it } from 'vitest';
import { pageViewKey } from './page-view-key';

const at = (ms: number) => new Date(Date.UTC(2025, 9, 20, 10, 0, 0) + ms);

describe('pageViewKey', () => {
  it('is the same within one 5-second bucket', () => {
    expect(pageViewKey('/ka/webinar', at(0))).toBe(pageViewKey('/ka/webinar', at(4_999)));
  });

  it('changes with the next bucket and with the path', () => {
    expect(pageViewKey('/ka/webinar', at(0))).not.toBe(pageViewKey('/ka/webinar', at(5_000)));
    expect(pageViewKey('/ka/webinar', at(0))).not.toBe(pageViewKey('/en/webinar', at(0)));
  });
});
