/**
 * Layer boundaries (docs/architecture.md), checked in `npm test`:
 * core is pure; ui never reaches adapters or server; only the composition root imports adapters;
 * features never import each other; no cycles anywhere.
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
      name: 'features-not-to-other-features',
      comment:
        'A feature never imports another feature: what two features share moves to ui/components or ' +
        'ui/lib, and pages are composed in ui/app.',
      severity: 'error',
      from: { path: '^ui/features/([^/]+)/' },
      to: { path: '^ui/features/', pathNot: '^ui/features/$1/' },
    },
    {
      name: 'shared-ui-not-to-features',
      comment:
        'ui/components, ui/lib and ui/config serve every feature, so they import no feature and no ' +
        'page composed of features (ui/pages).',
      severity: 'error',
      from: { path: '^ui/(components|lib|config)/' },
      to: { path: '^ui/(features|pages)/' },
    },
    {
      name: 'features-not-to-pages',
      comment: 'ui/pages composes features; a feature never reaches back up into a page.',
      severity: 'error',
      from: { path: '^ui/features/' },
      to: { path: '^ui/pages/' },
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
      name: 'sms-not-to-workers',
      comment:
        'server/sms holds the SMS guard and the operator token; the outbox worker uses them, never the ' +
        'reverse (its gates live in server/workers).',
      severity: 'error',
      from: { path: '^server/sms/' },
      to: { path: '^server/workers/' },
    },
    {
      name: 'time-is-a-leaf',
      comment: 'core/time (Tbilisi time, ISO instants, durations) imports nothing else of core.',
      severity: 'error',
      from: { path: '^core/time/', pathNot: TEST_FILE },
      to: { path: '^core/', pathNot: '^core/time/' },
    },
    {
      name: 'cohort-not-to-checkout',
      comment: 'The checkout uses cohorts; the seat hold, a checkout rule, lives in core/checkout.',
      severity: 'error',
      from: { path: '^core/cohort/', pathNot: TEST_FILE },
      to: { path: '^core/checkout/' },
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
