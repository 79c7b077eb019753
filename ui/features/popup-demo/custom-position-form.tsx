import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupPoint } from '../../components/dialog/popup-placement';
import { DEFAULT_CUSTOM_POINT, parseCoordinate } from './demo-popup';

/** One labelled whole-pixel input. */
function CoordinateField(props: {
  readonly name: 'x' | 'y';
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="popup-demo__field">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * Two labelled number inputs for a pixel position, then a button that opens the popup there
 * (docs/site.md "Popup demo page", "a custom pixel x/y position").
 */
export function CustomPositionForm({ onOpen }: { readonly onOpen: (point: PopupPoint) => void }) {
  const { t } = useTranslation('popup_demo');
  const [x, setX] = useState(String(DEFAULT_CUSTOM_POINT.x));
  const [y, setY] = useState(String(DEFAULT_CUSTOM_POINT.y));

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onOpen({ x: parseCoordinate(x), y: parseCoordinate(y) });
  };

  return (
    <form className="popup-demo__form" onSubmit={submit}>
      <CoordinateField name="x" label={t('custom.x')} value={x} onChange={setX} />
      <CoordinateField name="y" label={t('custom.y')} value={y} onChange={setY} />
      <button type="submit" className="popup-demo__button">
        {t('custom.open')}
      </button>
    </form>
  );
}
