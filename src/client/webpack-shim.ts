/**
 * The Flight client reads `__webpack_require__` (and patches `__webpack_require__.u`)
 * when it is evaluated, so this module must be the bootstrap's FIRST import.
 * Module ids are the hashed asset URLs from the client manifest; loading one is a
 * memoised dynamic import().
 */
type Loader = ((id: string) => Promise<unknown>) & { u?: (chunk: string) => string };

const loaded = new Map<string, Promise<unknown>>();
const load: Loader = (id: string) => {
  let promise = loaded.get(id);
  if (!promise) {
    promise = import(/* @vite-ignore */ id);
    loaded.set(id, promise);
  }
  return promise;
};
load.u = (chunk: string) => chunk;

const g = globalThis as unknown as { __webpack_require__: Loader; __webpack_chunk_load__: Loader };
g.__webpack_require__ = load;
g.__webpack_chunk_load__ = load;

export {};
