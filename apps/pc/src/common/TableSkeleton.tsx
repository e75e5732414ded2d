const ROWS = [0, 1, 2, 3, 4];

/** A list table while its first page loads. */
export function TableSkeleton() {
  return (
    <div className="pc-table-skeleton" aria-hidden="true" data-skeleton>
      {ROWS.map((row) => (
        <span key={row} className="pc-skeleton pc-skeleton--line" />
      ))}
    </div>
  );
}
