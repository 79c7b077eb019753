import { describe, expect, it } from 'vitest';
import { textTable } from './text-table';

describe('textTable', () => {
  it('pads columns to their widest cell, counting Georgian letters as one column each', () => {
    const table = textTable(
      ['name', 'city'],
      [
        ['ნინო ბერიძე', 'თბილისი'],
        ['Eka', null],
      ],
    );
    expect(table).toBe(
      ['name         city', '-----------  -------', 'ნინო ბერიძე  თბილისი', 'Eka', ''].join('\n'),
    );
  });
});
