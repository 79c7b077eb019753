import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { linkedInProfileSchema } from './linkedin-url';

const url = (input: string) => v.parse(linkedInProfileSchema, input);
const code = (input: string) => v.safeParse(linkedInProfileSchema, input).issues?.[0]?.message;

describe('the webinar LinkedIn profile (linkedInProfileSchema)', () => {
  it.each([
    ['nino', 'https://www.linkedin.com/in/nino'],
    ['nino-beridze', 'https://www.linkedin.com/in/nino-beridze'],
    ['@nino_b', 'https://www.linkedin.com/in/nino_b'],
    ['linkedin.com/in/nino', 'https://www.linkedin.com/in/nino'],
    ['www.linkedin.com/in/Nino-B/', 'https://www.linkedin.com/in/nino-b'],
    ['http://linkedin.com/in/nino', 'https://www.linkedin.com/in/nino'],
    ['HTTPS://WWW.LINKEDIN.COM/IN/NINO', 'https://www.linkedin.com/in/nino'],
    ['https://ge.linkedin.com/in/nino?trk=public#about', 'https://www.linkedin.com/in/nino'],
    ['https://m.linkedin.com/in/nino/details/experience/', 'https://www.linkedin.com/in/nino'],
    [
      'https://www.linkedin.com/in/%E1%83%9C%E1%83%98%E1%83%9C%E1%83%9D',
      'https://www.linkedin.com/in/ნინო',
    ],
    ['  linkedin.com/in/nino  ', 'https://www.linkedin.com/in/nino'],
  ])('normalises %j', (input, expected) => {
    expect(url(input)).toBe(expected);
  });

  it('requires a value', () => {
    expect(code('')).toBe('linkedin.required');
    expect(code('  ')).toBe('linkedin.required');
    expect(code(undefined as unknown as string)).toBe('linkedin.required');
  });

  it.each([
    'javascript:alert(1)',
    'javascript://linkedin.com/in/nino',
    'data:text/html,hi',
    'https://evil.com/in/nino',
    'https://linkedin.com.evil.com/in/nino',
    'https://evil.com/?u=linkedin.com/in/nino',
    'https://user@linkedin.com/in/nino',
    'https://www.linkedin.com:8080/in/nino',
    'https://www.linkedin.com/feed/',
    'https://www.linkedin.com/in/',
    'https://www.linkedin.com/jobs/view/123',
    'https://www.linkedin.com/in/ni',
    'https://www.linkedin.com/in/nino%ZZ',
    'https://www.linkedin.com/in/nino%22onmouseover%3D',
    'https://www.linkedin.com/in/a%2Fb',
    'ftp://linkedin.com/in/nino',
    'nino beridze',
    'ab',
    'https://www.linkedin.com/company/acme-ge',
    'linkedin.com/company/acme',
  ])('rejects %j', (input) => {
    expect(code(input)).toBe('linkedin.invalid');
  });

  it('refuses a page on another host', () => {
    expect(code('x.com/in/nino')).toBe('linkedin.invalid');
  });
});
