import { WebinarRegistrationForm } from '../../features/registration/webinar-registration-form';

/** The registration form for the next live sessions (its own chunk, see webinar-screen.tsx). */
export function WebinarLiveForm() {
  return <WebinarRegistrationForm source="webinar_page_form" />;
}
