import type { InstalmentWarning } from '../../core/config-warnings/instalment-warnings';
import { lari } from './lari';

/** An instalment warning as the console prints it: what buyers get, then what to change. */
export function instalmentWarningText(warning: InstalmentWarning): string {
  return (
    `warning: cohort №${warning.cohort} sells at ${lari(warning.price)} GEL, outside the ` +
    `${lari(warning.minimumAmount)}–${lari(warning.maximumAmount)} GEL the bank lends: its buyers ` +
    'are offered the card alone; change instalments.minimumAmount or maximumAmount if the bank agrees'
  );
}
