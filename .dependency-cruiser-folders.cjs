// Folder loops in the production code: no folder of core, adapters, server or ui imports one that leads
// back to it (docs/architecture.md "Boundaries"). Tests are left out: a test may reach across folders.
const base = require('./.dependency-cruiser.cjs');

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-loops',
      comment:
        'A folder loop means a helper or a type lives in the wrong folder: move it down to the folder ' +
        'both sides may import.',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: '(^|/)(dist|coverage|data)/|\\.(test|property\\.test|contract)\\.tsx?$' },
  },
};
