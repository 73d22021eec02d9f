/**
 * The peer's home page: rendered on every request (a dynamic page, as ours is when it is not
 * cached), it runs the SQL our home page ran for the same address and renders its markup.
 */
import { bodyContent, runQueries } from "./replay";

export const dynamic = "force-dynamic";

export default async function Home() {
  await runQueries();
  return <>{bodyContent()}</>;
}
