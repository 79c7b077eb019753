import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupPoint } from '../../components/dialog/popup-placement';
import { DEFAULT_CUSTOM_POINT, parseCoordinate } from './demo-popup';

/**
 * Two labelled number inputs for a pixel position, then a button that opens the popup there
 * (spec part 2 §2, "a custom pixel x/y position").
 */
export function CustomPositionForm({ onOpen }: { readonly onOpen: (point: PopupPoint) => void }) {
  const { t } = useTranslation('popup_demo');
  const xId = useId();
  const yId = useId();
  const [x, setX] = useState(String(DEFAULT_CUSTOM_POINT.x));
  const [y, setY] = useState(String(DEFAULT_CUSTOM_POINT.y));

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onOpen({ x: parseCoordinate(x), y: parseCoordinate(y) });
  };

  return (
    <form className="popup-demo__form" onSubmit={submit}>
      <div className="popup-demo__field">
        <label htmlFor={xId}>{t('custom.x')}</label>
        <input
          id={xId}
          name="x"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={x}
          onChange={(event) => setX(event.target.value)}
        />
      </div>
      <div className="popup-demo__field">
        <label htmlFor={yId}>{t('custom.y')}</label>
        <input
          id={yId}
          name="y"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={y}
          onChange={(event) => setY(event.target.value)}
        />
      </div>
      <button type="submit" className="popup-demo__button">
        {t('custom.open')}
      </button>
    </form>
  );
}
