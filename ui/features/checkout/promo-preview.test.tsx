import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import {
  currentPromoPreview,
  keepPromoPreviewFor,
  showPromoPreview,
  usePromoPreview,
} from './promo-preview';

const preview = {
  code: 'PARTNER10',
  listPriceTetri: 250_000,
  priceTetri: 225_000,
  discountTetri: 25_000,
};

/** What the summary reads through the hook. */
function Shown() {
  return <>{usePromoPreview()?.code ?? 'none'}</>;
}

afterEach(() => showPromoPreview(undefined));

describe('the applied promo preview', () => {
  it('stays while the field holds its code in any case', () => {
    showPromoPreview(preview);
    keepPromoPreviewFor(' partner10 ');
    keepPromoPreviewFor('PARTNER10');
    expect(currentPromoPreview()).toBe(preview);
  });

  it('goes as soon as the field holds anything else, even if the code is typed again', () => {
    showPromoPreview(preview);
    keepPromoPreviewFor('PARTNER1');
    keepPromoPreviewFor('PARTNER10');
    expect(currentPromoPreview()).toBeUndefined();
    showPromoPreview(preview);
    keepPromoPreviewFor('');
    expect(currentPromoPreview()).toBeUndefined();
  });

  it('is never part of the prerendered page', () => {
    showPromoPreview(preview);
    expect(renderToString(<Shown />)).toBe('none');
  });
});
