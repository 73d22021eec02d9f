/**
 * Finding 7: wrong passwords for the admin from address A, then the right password from
 * address B (after A tries it). Before the fix five failures locked the account for everyone.
 */
import { login, serve } from "./server.ts";

export async function adminLockout(source: string, wrong = 10): Promise<string> {
  const server = await serve(source, "lockout");
  try {
    const fromA: number[] = [];
    for (let i = 0; i < wrong; i++) fromA.push((await login(server, "10.7.0.1", `wrong guess ${i}`)).status);
    // A first: a success resets the account's count, so B's sign-in would end A's wait.
    const a = await login(server, "10.7.0.1");
    const b = await login(server, "10.7.0.2");
    const tally = new Map<number, number>();
    for (const status of fromA) tally.set(status, (tally.get(status) ?? 0) + 1);
    const counts = [...tally].map(([status, n]) => `${n}x${status}`);
    return `${wrong} wrong passwords from A answered ${counts.join(" ")}; then the right password from A: ${a.status}, from B: ${b.status}${b.cookie ? " (signed in)" : ""}`;
  } finally {
    await server.stop();
  }
}
