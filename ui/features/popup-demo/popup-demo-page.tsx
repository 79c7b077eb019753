import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup } from '../../components/dialog/popup';
import { PopupCloseButton } from '../../components/dialog/popup-close-button';
import { POPUP_POSITIONS } from '../../components/dialog/popup-placement';
import { CustomPositionForm } from './custom-position-form';
import { type DemoPopup, demoPopupPlacement } from './demo-popup';
import './popup-demo.css';

/**
 * The developer popup demo at `/test-popup` (docs/site.md "Popup demo page"): nine positions, a custom pixel
 * position and a no-backdrop variant. One popup is reused; its choice is kept while it fades out.
 */
export function PopupDemoPage() {
  const { t } = useTranslation('popup_demo');
  const headingIds = { positions: useId(), custom: useId(), noBackdrop: useId() };
  const [demo, setDemo] = useState<DemoPopup>({ kind: 'position', position: 'center' });
  const [open, setOpen] = useState(false);
  const show = (next: DemoPopup): void => {
    setDemo(next);
    setOpen(true);
  };
  const close = useCallback(() => setOpen(false), []);

  return (
    <div className="popup-demo">
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>

      <section className="popup-demo__section" aria-labelledby={headingIds.positions}>
        <h2 id={headingIds.positions}>{t('positions.heading')}</h2>
        <div className="popup-demo__grid">
          {POPUP_POSITIONS.map((position) => (
            <button
              key={position}
              type="button"
              className="popup-demo__button"
              onClick={() => show({ kind: 'position', position })}
            >
              {t(`positions.${position}`)}
            </button>
          ))}
        </div>
      </section>

      <section className="popup-demo__section" aria-labelledby={headingIds.custom}>
        <h2 id={headingIds.custom}>{t('custom.heading')}</h2>
        <CustomPositionForm onOpen={(point) => show({ kind: 'custom', point })} />
      </section>

      <section className="popup-demo__section" aria-labelledby={headingIds.noBackdrop}>
        <h2 id={headingIds.noBackdrop}>{t('noBackdrop.heading')}</h2>
        <p>{t('noBackdrop.hint')}</p>
        <button
          type="button"
          className="popup-demo__button"
          onClick={() => show({ kind: 'no-backdrop' })}
        >
          {t('noBackdrop.open')}
        </button>
      </section>

      <Popup
        open={open}
        onClose={close}
        title={<DemoPopupTitle demo={demo} />}
        {...demoPopupPlacement(demo)}
      >
        <p className="popup-demo__popup-text">
          {demo.kind === 'no-backdrop' ? t('popup.noBackdropText') : t('popup.text')}
        </p>
        <PopupCloseButton>{t('popup.close')}</PopupCloseButton>
      </Popup>
    </div>
  );
}

/** The popup's title for the current choice. */
function DemoPopupTitle({ demo }: { readonly demo: DemoPopup }) {
  const { t } = useTranslation('popup_demo');
  switch (demo.kind) {
    case 'position':
      return t('popup.positionTitle', { position: t(`positions.${demo.position}`) });
    case 'custom':
      return t('popup.customTitle', { x: demo.point.x, y: demo.point.y });
    case 'no-backdrop':
      return t('popup.noBackdropTitle');
  }
}
