import type { HTMLInputAutoCompleteAttribute } from 'react';
import type { WebinarRegistrationField } from '../../../core/leads/webinar-registration-fields';

/** How each field of the webinar form is rendered; texts come from `landing:form.fields.<field>`. */
export interface RegistrationFieldSpec {
  readonly field: Exclude<WebinarRegistrationField, 'webinarSession'>;
  readonly type: 'text' | 'tel' | 'email' | 'url';
  readonly autoComplete: HTMLInputAutoCompleteAttribute;
  readonly hasPrefix: boolean;
}

/** The four required fields in display order (docs/webinar.md "Registration form", docs/validation.md); autocomplete per docs/site.md "Accessibility". */
export const REGISTRATION_FIELD_SPECS: readonly RegistrationFieldSpec[] = [
  { field: 'fullName', type: 'text', autoComplete: 'name', hasPrefix: false },
  { field: 'phoneNumber', type: 'tel', autoComplete: 'tel', hasPrefix: true },
  { field: 'email', type: 'email', autoComplete: 'email', hasPrefix: false },
  { field: 'linkedinProfile', type: 'url', autoComplete: 'url', hasPrefix: false },
];
