/** The "Open now" checkbox of the near-me lists (a store's branches, and stores or catalogues near me). */
export function OpenNowFilter({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4"
        data-testid="open-now-filter"
      />
      {label}
    </label>
  );
}
