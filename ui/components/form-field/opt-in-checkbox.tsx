import type { ReactNode } from 'react';
import './opt-in-checkbox.css';

/** Props of a form's optional checkbox; `name` is what a post without JavaScript sends as `on`. */
export interface OptInCheckboxProps {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** A consequence or detail read with the label (aria-describedby); it may hold a link. */
  readonly hint?: ReactNode;
}

/**
 * A separate, unticked-by-default checkbox (docs/legal.md "Marketing opt-in", docs/purchase.md
 * "Express start"): a native checkbox with its own label, so it works by keyboard, with a screen
 * reader, and in an HTML form post (`name=on` when ticked, nothing otherwise).
 */
export function OptInCheckbox({ id, name, label, checked, onChange, hint }: OptInCheckboxProps) {
  const hintId = `${id}-hint`;
  return (
    <div className="opt-in">
      <input
        id={id}
        className="opt-in__box"
        type="checkbox"
        name={name}
        value="on"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        {...(hint === undefined ? {} : { 'aria-describedby': hintId })}
      />
      <label className="opt-in__label" htmlFor={id}>
        {label}
      </label>
      {hint === undefined ? null : (
        <p id={hintId} className="opt-in__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
