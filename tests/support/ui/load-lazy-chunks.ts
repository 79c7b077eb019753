import { preloadSoldOut } from '../../../ui/components/waitlist/lazy-sold-out';

// Render tests render as the server does, with the waiting list's chunk loaded first: a lazy
// import left loading when a file ends fails the next file in the worker that needs the same
// modules (one module graph per worker), and which sale state a render meets depends on the date.
await preloadSoldOut();
