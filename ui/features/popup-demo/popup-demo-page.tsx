import { type ReactNode, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POPUP_POSITIONS } from '../../components/dialog/popup-placement';
import { CustomPositionForm } from './custom-position-form';
import type { DemoPopup } from './demo-popup';
import { DemoPopupDialog } from './demo-popup-dialog';
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
      <DemoSection headingId={headingIds.positions} heading={t('positions.heading')}>
        <div className="popup-demo__grid">
          {POPUP_POSITIONS.map((position) => (
            <DemoButton key={position} onClick={() => show({ kind: 'position', position })}>
              {t(`positions.${position}`)}
            </DemoButton>
          ))}
        </div>
      </DemoSection>
      <DemoSection headingId={headingIds.custom} heading={t('custom.heading')}>
        <CustomPositionForm onOpen={(point) => show({ kind: 'custom', point })} />
      </DemoSection>
      <DemoSection headingId={headingIds.noBackdrop} heading={t('noBackdrop.heading')}>
        <p>{t('noBackdrop.hint')}</p>
        <DemoButton onClick={() => show({ kind: 'no-backdrop' })}>
          {t('noBackdrop.open')}
        </DemoButton>
      </DemoSection>
      <DemoPopupDialog demo={demo} open={open} onClose={close} />
    </div>
  );
}

/** One titled part of the demo. */
function DemoSection(props: {
  readonly headingId: string;
  readonly heading: string;
  readonly children: ReactNode;
}) {
  return (
    <section className="popup-demo__section" aria-labelledby={props.headingId}>
      <h2 id={props.headingId}>{props.heading}</h2>
      {props.children}
    </section>
  );
}

/** A button that opens the popup in one of the demonstrated ways. */
function DemoButton(props: { readonly onClick: () => void; readonly children: string }) {
  return (
    <button type="button" className="popup-demo__button" onClick={props.onClick}>
      {props.children}
    </button>
  );
}
