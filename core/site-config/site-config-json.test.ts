import { describe, expect, it } from 'vitest';
import { siteConfigFixture } from '../../tests/support/site-config-fixture';
import { reviveCohorts } from './revive-cohorts';
import { reviveWebinarSessions } from './revive-webinar-sessions';

describe('reviving the inlined configuration', () => {
  it('gives back the cohorts and sessions the build serialised, instants included', () => {
    // The shipped file has a cohort without registration dates (3) and one with both (4).
    const config = siteConfigFixture();
    const json = JSON.parse(JSON.stringify(config));
    expect(reviveCohorts(json.cohorts)).toEqual(config.cohorts);
    expect(config.cohorts.some((cohort) => cohort.registrationOpenDate === undefined)).toBe(true);
    expect(reviveWebinarSessions(json.webinarSessions)).toEqual(config.webinarSessions);
  });
});
