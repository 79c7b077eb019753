import * as v from 'valibot';
import { parseIsoInstant } from '../time/parse-iso-instant';
import { tbilisiDateTime } from '../time/tbilisi-time';
import { isoInstantField } from './config-fields';

/*
 * Where a configuration problem is, as the operator finds it in the file: a cohort by its number, a
 * webinar session by its start on Tbilisi's clock, not by its place in a list.
 */

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

/** `cohort №4`; by its place in the list when the number itself is broken. */
function cohortName(value: unknown, index: number): string {
  const number = isRecord(value) ? value.number : undefined;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0
    ? `cohort №${number}`
    : `cohort at position ${index + 1}`;
}

/** `webinar session at 2026-12-02 20:00 (Tbilisi)`; by its place when its start is broken. */
function sessionName(value: unknown, index: number): string {
  const text = isRecord(value) ? value.startsAt : undefined;
  const at = v.is(isoInstantField, text) ? parseIsoInstant(text) : undefined;
  return at === undefined
    ? `webinar session at position ${index + 1}`
    : `webinar session at ${tbilisiDateTime(at)} (Tbilisi)`;
}

/** The lists whose items the operator knows by a fact of their own. */
const ITEM_NAMES: Readonly<Record<string, (value: unknown, index: number) => string>> = {
  cohorts: cohortName,
  webinarSessions: sessionName,
};

/**
 * The field a valibot issue is about: `cohort №4, earlyBirdDeadline`, `webinar session at 2026-12-02
 * 20:00 (Tbilisi), durationMinutes`, `seller.supportEmail`, `media.press[0].url`.
 */
export function issueField(issue: v.BaseIssue<unknown>): string {
  let item = '';
  let path = '';
  for (const { key, value } of issue.path ?? []) {
    const name = Object.hasOwn(ITEM_NAMES, path) ? ITEM_NAMES[path] : undefined;
    if (typeof key === 'number' && item === '' && name !== undefined) {
      item = name(value, key);
      path = '';
    } else {
      path += typeof key === 'number' ? `[${key}]` : path === '' ? String(key) : `.${String(key)}`;
    }
  }
  if (item === '') return path === '' ? '(the file)' : path;
  return path === '' ? item : `${item}, ${path}`;
}
