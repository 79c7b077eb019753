import { useTranslation } from 'react-i18next';
import { Popup } from '../../components/dialog/popup';
import { PopupCloseButton } from '../../components/dialog/popup-close-button';
import { type DemoPopup, demoPopupPlacement } from './demo-popup';

/** The one popup the demo reuses, placed and worded for the current choice. */
export function DemoPopupDialog(props: {
  readonly demo: DemoPopup;
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('popup_demo');
  const { demo } = props;
  return (
    <Popup
      open={props.open}
      onClose={props.onClose}
      title={<DemoPopupTitle demo={demo} />}
      {...demoPopupPlacement(demo)}
    >
      <p className="popup-demo__popup-text">
        {demo.kind === 'no-backdrop' ? t('popup.noBackdropText') : t('popup.text')}
      </p>
      <PopupCloseButton>{t('popup.close')}</PopupCloseButton>
    </Popup>
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
