import { usePageContext } from '../app/page-context';
import { useFrameData } from '../data/frame';

/** One link per category of the server's `gameCateList`: each is a top-level route. */
export function CategoryNav() {
  const frame = useFrameData();
  const { urlPathname } = usePageContext();
  return (
    <nav className="pc-categories" aria-label="Categories">
      <div className="pc-categories__inner">
        {frame?.categories.map((category) => {
          const href = `/${category.name}`;
          return (
            <a
              key={category.id}
              href={href}
              className="pc-categories__link"
              aria-current={urlPathname === href ? 'page' : undefined}
            >
              {category.title}
            </a>
          );
        })}
      </div>
    </nav>
  );
}
