import './styles/fonts.css';
import './styles/base.css';

/**
 * The tiny entry module: the styles, then the real client, fetched and hydrating. The page's inline
 * boot script imports this module only after the largest contentful paint
 * (server/prerender/client-boot.mjs, docs/performance.md "Budgets").
 */
void import('./app/hydrate-client').then((client) => client.hydrateClient());
