import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import type { PostedForm } from '../../core/forms/posted-form';
import { PostedFormProvider } from '../lib/forms/posted-form-context';
import { AppShell } from './app-shell';

/** Where the app renders: the server passes the prerendered location; the browser reads its own. */
export interface AppProps {
  readonly i18n: I18n;
  readonly ssrPath?: string;
  readonly ssrSearch?: string;
  /** A refused form post's values and messages, embedded so the hydrated page shows them (docs/site.md "Forms without JavaScript"). */
  readonly postedForm?: PostedForm;
}

/** The app composition: translations, router and the shell, identical on server and client. */
export function App({ i18n, ssrPath, ssrSearch, postedForm }: AppProps) {
  const routerProps = ssrPath === undefined ? {} : { ssrPath, ssrSearch: ssrSearch ?? '' };
  return (
    <I18nextProvider i18n={i18n}>
      <Router {...routerProps}>
        <PostedFormProvider posted={postedForm}>
          <AppShell />
        </PostedFormProvider>
      </Router>
    </I18nextProvider>
  );
}
