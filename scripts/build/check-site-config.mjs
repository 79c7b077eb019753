// The site configuration checked before the build starts: Vite reads it too (vite.config.ts), but a
// broken file there ends in a bundler stack trace with the field messages somewhere inside. Checked
// here, `npm start` and `npm run build` print the messages alone (docs/operations.md "Site
// configuration").
import { build } from 'esbuild';

/** The loader the server and vite.config.ts use, and the test for its operator-facing errors. */
const CHECKER = `
export { loadSiteConfig, siteConfigPath } from './server/site-config/load-site-config';
export { isStartupError } from './server/errors/startup-error';
`;

/** The TypeScript loader compiled in memory (the build has no tsx) and imported. */
async function importChecker(root) {
  const result = await build({
    absWorkingDir: root,
    stdin: {
      contents: CHECKER,
      resolveDir: root,
      loader: 'ts',
      sourcefile: 'site-config-check.ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/**
 * Throws an error whose message is the file and each field with its rule (no stack to print) when
 * the configuration at SITE_CONFIG_PATH, or config/site.json under `root`, cannot be read or is
 * invalid. Any other failure is a bug and is thrown as it is.
 * @param {string} root the repository root
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export async function checkSiteConfig(root, env) {
  const { loadSiteConfig, siteConfigPath, isStartupError } = await importChecker(root);
  try {
    loadSiteConfig(siteConfigPath(env, root));
  } catch (error) {
    if (!isStartupError(error)) throw error;
    throw new Error(error.message);
  }
}
