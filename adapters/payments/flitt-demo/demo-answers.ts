import { randomBytes } from 'node:crypto';
import type { FlittAnswer } from '../flitt-transport';

/**
 * What the local Flitt answers an API call: Flitt's answer, or — `answerLost` — the same work done
 * but no answer sent, so the caller times out (a test fault).
 */
export interface DemoApiAnswer extends FlittAnswer {
  readonly answerLost?: true;
}

/** Flitt's refusal: `{"response": {"response_status": "failure", "error_code", …}}`. */
export const flittFailure = (status: number, code: number, message: string): DemoApiAnswer => ({
  status,
  body: {
    response: {
      response_status: 'failure',
      error_code: code,
      error_message: message,
      request_id: randomBytes(6).toString('hex'),
    },
  },
});

/** The first of `fields` the request lacks or leaves empty (Flitt's 1011), if any. */
export const missingField = (
  request: Readonly<Record<string, string>>,
  fields: readonly string[],
): string | undefined => fields.find((field) => !request[field]);
