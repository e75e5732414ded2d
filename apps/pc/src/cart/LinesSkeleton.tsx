/** The cart's or an order's lines while they load. */
export function LinesSkeleton() {
  return (
    <ul className="pc-lines" aria-hidden="true" data-skeleton>
      {[0, 1, 2].map((index) => (
        <li key={index} className="pc-line">
          <span className="pc-line__icon pc-skeleton" />
          <span className="pc-line__what">
            <span className="pc-skeleton pc-skeleton--line" />
            <span className="pc-skeleton pc-skeleton--short" />
          </span>
        </li>
      ))}
    </ul>
  );
}
