import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPopupMounted, nextPopupPhase, type PopupPhaseEvent } from './popup-phase';

const open: PopupPhaseEvent = { type: 'popup.open' };
const closeAnimated: PopupPhaseEvent = { type: 'popup.close', animate: true };
const closeAtOnce: PopupPhaseEvent = { type: 'popup.close', animate: false };
const fadeEnd: PopupPhaseEvent = { type: 'popup.fadeEnd' };

describe('nextPopupPhase', () => {
  it('keeps the dialog mounted through the fade, then removes it', () => {
    const closing = nextPopupPhase('open', closeAnimated);
    expect(closing).toBe('closing');
    expect(isPopupMounted(closing)).toBe(true);
    const closed = nextPopupPhase(closing, fadeEnd);
    expect(closed).toBe('closed');
    expect(isPopupMounted(closed)).toBe(false);
  });

  it('skips the fade when motion is reduced or the browser already closed it', () => {
    expect(nextPopupPhase('open', closeAtOnce)).toBe('closed');
    expect(nextPopupPhase('closing', closeAtOnce)).toBe('closed');
  });

  it('re-opens during the fade and ignores stray events', () => {
    expect(nextPopupPhase('closing', open)).toBe('open');
    expect(nextPopupPhase('closed', closeAnimated)).toBe('closed');
    expect(nextPopupPhase('open', fadeEnd)).toBe('open');
    expect(nextPopupPhase('closing', closeAnimated)).toBe('closing');
  });

  it('never reaches closing from closed, whatever the event order', () => {
    const event = fc.constantFrom(open, closeAnimated, closeAtOnce, fadeEnd);
    fc.assert(
      fc.property(fc.array(event), (events) => {
        let phase = nextPopupPhase('closed', closeAnimated);
        for (const next of events) {
          const before = phase;
          phase = nextPopupPhase(phase, next);
          if (phase === 'closing') expect(before).not.toBe('closed');
        }
        expect(nextPopupPhase(phase, open)).toBe('open');
      }),
    );
  });
});
