/**
 * The baseline of `npm run bench:static`: a bare Fastify with @fastify/static serving one directory
 * (the page and its `.br`/`.gz` siblings, `preCompressed`), as the budget in docs/performance.md
 * "Budgets" names it. Nothing else: no logger, no hooks. Usage: `<root> <port>`; runs until killed.
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const [root, port] = process.argv.slice(2);
if (root === undefined || port === undefined) throw new Error('usage: <root> <port>');
const app = Fastify();
await app.register(fastifyStatic, { root, preCompressed: true, index: false });
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
