/**
 * The Flight client reads `__webpack_require__` (and patches `__webpack_require__.u`)
 * when it is evaluated, so this module must be the bootstrap's FIRST import.
 * Module ids are the hashed asset URLs from the client manifest; loading one is a
 * memoised dynamic import(). What the Flight client gets is the module as islandModule
 * reshapes it (each component in its own error boundary), or, when the import fails, a
 * stand-in whose components show the boundary's notice: a rejected import would make
 * every element of that module throw where no boundary is, and take the page down.
 */
import { islandModule, unavailableModule } from "./island-module.tsx";

type Loader = ((id: string) => Promise<unknown>) & { u?: (chunk: string) => string };

const memoised = (load: (id: string) => Promise<unknown>): Loader => {
  const loaded = new Map<string, Promise<unknown>>();
  return (id: string) => {
    let promise = loaded.get(id);
    if (!promise) {
      promise = load(id);
      loaded.set(id, promise);
    }
    return promise;
  };
};

const requireModule: Loader = memoised((id) =>
  import(/* @vite-ignore */ id).then(islandModule, (error: unknown) => unavailableModule(error)),
);
requireModule.u = (chunk: string) => chunk;

const g = globalThis as unknown as { __webpack_require__: Loader; __webpack_chunk_load__: Loader };
g.__webpack_require__ = requireModule;
// Chunks are plain files (the manifest lists none today); their loading stays a bare import.
g.__webpack_chunk_load__ = memoised((id) => import(/* @vite-ignore */ id));
