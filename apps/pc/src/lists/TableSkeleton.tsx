/** A list table while its first page loads. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="pc-table-skeleton" aria-hidden="true" data-skeleton>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="pc-skeleton pc-skeleton--line" />
      ))}
    </div>
  );
}
