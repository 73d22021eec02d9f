// The peer is its own project: this folder is its root (the repository's lockfile above it is not its).
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));

export default { turbopack: { root: here }, outputFileTracingRoot: here };
