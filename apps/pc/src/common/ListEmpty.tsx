/** An empty list, with a way forward. */
export function ListEmpty({
  message,
  href,
  action,
}: {
  message: string;
  href: string;
  action: string;
}) {
  return (
    <div className="pc-catalog-state" data-empty>
      <p>{message}</p>
      <a className="pc-catalog-state__link" href={href}>
        {action}
      </a>
    </div>
  );
}
