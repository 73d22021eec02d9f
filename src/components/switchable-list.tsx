/**
 * A list of cards under the grid/list switch (src/client/view-toggle.tsx). The list is the
 * server's HTML next to the island, not inside it: the switch sets the list's data-view by its
 * id, so the cards (and the islands in them, each its own) are not hydrated with the switch.
 */
import type { ReactNode } from "react";
import { ViewToggle } from "#client/view-toggle.tsx";

/** One list per page: the id the switch finds it by. */
const LIST_ID = "card-list";

type Props = {
  view: "grid" | "list";
  labels: { label: string; grid: string; list: string };
  gridHref: string;
  listHref: string;
  /** Result count and sort, before the switch's buttons. */
  toolbar?: ReactNode;
  children: ReactNode;
};

export function SwitchableList({ view, labels, gridHref, listHref, toolbar, children }: Props) {
  return (
    <div>
      <ViewToggle
        initial={view}
        labels={labels}
        gridHref={gridHref}
        listHref={listHref}
        toolbar={toolbar}
        list={LIST_ID}
      />
      <div id={LIST_ID} className="mt-6" data-view={view} data-testid="card-list">
        {children}
      </div>
    </div>
  );
}
