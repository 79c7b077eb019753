/** Tetri as lari with two decimals and a dot, which every spreadsheet reads as a number. */
export const lari = (tetri: number): string =>
  `${Math.trunc(tetri / 100)}.${String(tetri % 100).padStart(2, '0')}`;
