/**
 * The lists the admin forms choose from, loaded once from the API: stores (branch and
 * catalogue forms) and emirates (branch form: whatever the operators named and added on
 * /admin/emirates). A failed load leaves the list empty. Imported only by client modules.
 */
import { useEffect, useState } from "react";
import { apiRequest } from "#client/admin/admin-fetch.ts";
import { sortForBranchForm } from "#lib/emirates.ts";

type StoreOption = { id: number; name: string };
type EmirateOption = { id: number; name: string; slug: string };

function useList<T>(path: string, pick: (row: T) => T): T[] {
  const [list, setList] = useState<T[]>([]);
  useEffect(() => {
    apiRequest<T[]>("GET", path).then(
      (rows) => setList(rows.map(pick)),
      () => setList([]),
    );
  }, [path, pick]);
  return list;
}

const pickStore = ({ id, name }: StoreOption): StoreOption => ({ id, name });
const pickEmirate = ({ id, name, slug }: EmirateOption): EmirateOption => ({ id, name, slug });

/** Every store, as id and name. */
export const useStoreOptions = () => useList("/api/stores", pickStore);
/** Every emirate: the seven in the branch form's order, then any the operators added. */
export function useEmirateOptions() {
  return sortForBranchForm(useList("/api/emirates", pickEmirate));
}
