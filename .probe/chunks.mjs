import { build } from 'vite';
const want = process.argv[2];
await build({
  configFile: 'vite.config.ts',
  logLevel: 'silent',
  build: { outDir: '/tmp/cm/dist-probe', write: false },
  plugins: [{
    name: 'probe',
    generateBundle(_o, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.fileName.includes(want)) continue;
        console.log('==', chunk.fileName);
        for (const [id, m] of Object.entries(chunk.modules)) console.log(String(m.renderedLength).padStart(6), id.replace(process.cwd(), ''));
      }
    },
  }],
});
