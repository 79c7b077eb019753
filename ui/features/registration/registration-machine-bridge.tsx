import { useMachine } from '@xstate/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { WebinarRegistration } from '../../../core/leads/webinar-registration';
import type {
  WebinarRegistrationEvent,
  WebinarRegistrationInput,
  WebinarRegistrationView,
} from '../../../core/leads/webinar-registration-form';
import {
  registrationViewOf,
  webinarRegistrationMachine,
} from '../../../core/leads/webinar-registration-machine';
import { useLanguage } from '../../lib/i18n/use-language';
import type { MachineBridgeProps } from '../../lib/machines/use-deferred-machine';
import { submitRegistration } from './registration-request';

/** The bridge's props: the deferred-machine contract plus where the form sits (lead event). */
export type RegistrationBridgeProps = MachineBridgeProps<
  WebinarRegistrationView,
  WebinarRegistrationEvent,
  WebinarRegistrationInput
> & { readonly source: string; readonly marketingOptIn: boolean };

/**
 * The webinar form's machine, run with @xstate/react once the visitor shows intent (loaded by
 * `useDeferredMachine`); `submitRegistration` is `POST /api/registration`. Renders nothing.
 */
export default function RegistrationMachineBridge({
  input,
  onView,
  onReady,
  source,
  marketingOptIn,
}: RegistrationBridgeProps) {
  const language = useLanguage();
  const page = useRef({ language, source, marketingOptIn });
  page.current = { language, source, marketingOptIn };
  const [machine] = useState(() =>
    webinarRegistrationMachine.provide({
      actors: {
        submitRegistration: fromPromise<unknown, WebinarRegistration>(({ input: registration }) =>
          submitRegistration(registration, { ...page.current, search: window.location.search }),
        ),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input });
  useLayoutEffect(() => onReady(send), [onReady, send]);
  useLayoutEffect(() => onView(registrationViewOf(snapshot)), [onView, snapshot]);
  return null;
}
