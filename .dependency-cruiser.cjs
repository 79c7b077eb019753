/**
 * Layer boundaries (docs/architecture.md "Layers"), checked in `npm test`:
 * core is pure; ui never reaches adapters or server; only the composition root imports adapters;
 * no cycles anywhere.
 */
const TEST_FILE = '\\.(test|property\\.test|contract)\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-core-and-its-libraries',
      comment:
        'core/ may import only core/, valibot, neverthrow and xstate: no node:*, no frameworks, no IO.',
      severity: 'error',
      from: { path: '^core/', pathNot: TEST_FILE },
      to: {
        pathNot: ['^core/', '^node_modules/(valibot|neverthrow|xstate)/'],
      },
    },
    {
      name: 'core-no-node-builtins',
      comment: 'core/ must not use Node built-ins (node:fs, node:crypto, …).',
      severity: 'error',
      from: { path: '^core/', pathNot: TEST_FILE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'ui-not-to-adapters-or-server',
      comment: 'The React client talks to the server over HTTP only.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(adapters|server)/' },
    },
    {
      name: 'only-composition-root-imports-adapters',
      comment: 'server/dependencies.ts is the one place that picks adapters.',
      severity: 'error',
      from: { path: '^(server|core|ui)/', pathNot: ['^server/dependencies\\.ts$', TEST_FILE] },
      to: { path: '^adapters/' },
    },
    {
      name: 'adapters-not-to-server-or-ui',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(server|ui)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
