/**
 * Password hashing with Bun.password (argon2id, m=64 MiB, t=2, p=1). Hashing is
 * memory-hard by design, so at most two run at once: a burst of logins waits in
 * line instead of exhausting a small VPS's memory. The line itself is bounded too:
 * past MAX_WAITING a hash is refused at once (HashQueueFullError) rather than queued
 * for seconds behind a flood.
 */
const MAX_CONCURRENT = 2;
/** About 1.6 s of waiting at ~100 ms a hash, two at a time. */
const MAX_WAITING = 32;
let running = 0;
const waiting: (() => void)[] = [];

/** The hash queue is full; try again in `retryAfter` seconds. */
export class HashQueueFullError extends Error {
  readonly retryAfter = 5;
  constructor() {
    super("Too many password checks at once");
  }
}

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) {
    if (waiting.length >= MAX_WAITING) throw new HashQueueFullError();
    // A finishing hash hands its slot straight to us (`running` stays counted).
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => Bun.password.hash(password, { algorithm: "argon2id", memoryCost: 65536, timeCost: 2 }));
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return limited(() => Bun.password.verify(password, hash));
}

let dummyHash: Promise<string> | null = null;

/** Verifies against a throwaway hash: the same work as a real check, always false. */
export async function verifyAgainstDummy(password: string): Promise<boolean> {
  // A refused first hash must not leave a rejected promise behind for every later call.
  dummyHash ??= hashPassword(crypto.randomUUID()).catch((error) => {
    dummyHash = null;
    throw error;
  });
  await verifyPassword(password, await dummyHash);
  return false;
}
