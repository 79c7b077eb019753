import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CLIENT_BOOT_SCRIPT, CLIENT_BOOT_SCRIPT_SOURCE, withClientBoot } from './client-boot.mjs';

const TEMPLATE = `<head>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-x.css">
  </head>`;

describe('the client boot script (docs/performance.md "Budgets")', () => {
  it('replaces the entry <script src> with the inline boot script naming that entry', () => {
    const page = withClientBoot(TEMPLATE);
    expect(page).not.toContain('src="/assets/index-AbC123.js"');
    expect(page).toContain(
      `<script type="module" data-client-entry="/assets/index-AbC123.js">${CLIENT_BOOT_SCRIPT}</script>`,
    );
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/style-x.css">');
  });

  it('refuses a template without an entry module script rather than ship a page that never hydrates', () => {
    expect(() => withClientBoot('<head></head>')).toThrow(/no entry module script/);
  });

  it('is allowed by the hash of exactly its text', () => {
    const digest = createHash('sha256').update(CLIENT_BOOT_SCRIPT).digest('base64');
    expect(CLIENT_BOOT_SCRIPT_SOURCE).toBe(`'sha256-${digest}'`);
  });

  it('waits for a contentful paint, never an animation frame, with a timer for tabs that never paint', () => {
    expect(CLIENT_BOOT_SCRIPT).toContain("'largest-contentful-paint', 'paint'");
    expect(CLIENT_BOOT_SCRIPT).not.toContain('requestAnimationFrame');
    expect(CLIENT_BOOT_SCRIPT).toMatch(/setTimeout\(start, \d+\)/);
  });
});
