/**
 * The V8 flags the API server runs with (`npm start`, the bench, the browser tests and the tests
 * that start the server as a process all pass them to Node).
 *
 * Node 24 let the young generation's semi-spaces grow to 64 MB each while an export streamed (seen
 * with `--trace-gc-nvp`), and that memory stays with the process: one CSV export of 100,000 orders
 * grew it by 105 MB. With 16 MB semi-spaces it grows by about 50 MB and takes as long (2.1–2.5 s).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=16'] as const;
