/**
 * Hands the event loop a turn. A render's steps follow each other as promise callbacks, which
 * run before the loop reads any socket, and the renders waiting for a slot follow in the same
 * chain: without a turn between its phases the server answered nothing, not even a page from
 * the cache, until every queued render was done (render-turns.test.ts).
 */
export const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
