// Preloaded into the server by `npm run bench:load` (with --expose-gc): a full garbage collection on
// SIGUSR2, so that the memory figures are taken after one and show what the server still holds, not
// where V8's collection cycle happens to stand.
if (typeof globalThis.gc === 'function') process.on('SIGUSR2', () => globalThis.gc());
