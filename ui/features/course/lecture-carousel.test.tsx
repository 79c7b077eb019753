import { describe, expect, it } from 'vitest';
import { renderCourse, textOf } from '../../../tests/support/ui/course-test-support';
import { LectureCarousel } from './lecture-carousel';
import { stepSlide } from './lecture-slides';

/** Every `<button>` in the HTML with its visible-to-assistive-technology text. */
function buttons(html: string): string[] {
  return [...html.matchAll(/<button\b[^>]*>([\s\S]*?)<\/button>/g)].map((match) =>
    textOf((match[1] ?? '').replace(/<span aria-hidden="true">[\s\S]*?<\/span>/g, '')).trim(),
  );
}

describe('LectureCarousel', () => {
  it('has previous and next buttons named in the page language', () => {
    expect(buttons(renderCourse(<LectureCarousel />, 'ka').html)).toEqual([
      'წინა ილუსტრაცია',
      'შემდეგი ილუსტრაცია',
    ]);
    expect(buttons(renderCourse(<LectureCarousel />, 'en').html)).toEqual([
      'Previous illustration',
      'Next illustration',
    ]);
  });

  it('is a labelled carousel region showing the first of four slides', () => {
    const { html } = renderCourse(<LectureCarousel />, 'en');
    expect(html).toMatch(
      /<section[^>]*aria-roledescription="carousel"[^>]*aria-label="Illustrations of the live sessions"/,
    );
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(4);
    expect(html.match(/<div class="carousel__slide" role="group"[^>]*hidden=""/g)).toHaveLength(3);
    expect(html).not.toMatch(/<figure[^>]*role=/);
    expect(html).toMatch(/aria-live="polite"[^>]*>Illustration 1 of 4</);
  });

  it('controls the slides it moves and never autoplays', () => {
    const { html } = renderCourse(<LectureCarousel />, 'en');
    const controlled = [...html.matchAll(/aria-controls="([^"]+)"/g)].map((match) => match[1]);
    expect(controlled).toHaveLength(2);
    expect(html).toContain(`id="${controlled[0]}"`);
    expect(html).not.toMatch(/autoplay/i);
  });
});

describe('stepSlide', () => {
  it('moves forwards and backwards, wrapping at both ends', () => {
    expect(stepSlide(0, 1, 4)).toBe(1);
    expect(stepSlide(3, 1, 4)).toBe(0);
    expect(stepSlide(0, -1, 4)).toBe(3);
    expect(stepSlide(2, -5, 4)).toBe(1);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });
});
