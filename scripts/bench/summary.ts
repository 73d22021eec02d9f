/** The closing table: one line per figure of the table, its goal, and whether it was met. */

type Line = { row: string; figure: string; goal: string; met: boolean | null };
const lines: Line[] = [];
let prefix = "";

/** Rows recorded from now on begin with `label` (bench --workers: which WORKERS served them). */
export function labelRows(label: string): void {
  prefix = label;
}

/** met: null when the row has no goal (or its figure could not be taken). */
export function record(row: string, figure: string, goal: string, met: boolean | null): void {
  lines.push({ row: prefix + row, figure, goal, met });
}

export function printSummary(heading: string): void {
  if (!lines.length) return;
  const head = { row: "row", figure: "figure", goal: "goal", met: "met" };
  const cells = lines.map((l) => ({ ...l, met: l.met === null ? "-" : l.met ? "yes" : "no" }));
  const width = (k: "row" | "figure" | "goal") => Math.max(head[k].length, ...cells.map((c) => c[k].length));
  const [w1, w2, w3] = [width("row"), width("figure"), width("goal")];
  const print = (c: { row: string; figure: string; goal: string; met: string }) =>
    console.log(`${c.row.padEnd(w1)} | ${c.figure.padEnd(w2)} | ${c.goal.padEnd(w3)} | ${c.met}`);
  console.log(`\n${heading}\n`);
  print(head);
  console.log(`${"-".repeat(w1)}-+-${"-".repeat(w2)}-+-${"-".repeat(w3)}-+----`);
  for (const c of cells) print(c);
}
