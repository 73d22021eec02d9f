/**
 * Password hashing with Bun.password (argon2id, m=64 MiB, t=2, p=1). Hashing is
 * memory-hard by design, so at most two run at once: a burst of logins waits in
 * line instead of exhausting a small VPS's memory.
 */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
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
  dummyHash ??= hashPassword(crypto.randomUUID());
  await verifyPassword(password, await dummyHash);
  return false;
}
