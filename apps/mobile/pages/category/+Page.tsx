import { usePageContext } from '../../src/app/page-context';
import { GameListScreen } from '../../src/catalog/GameListScreen';
import { useCategoryTitle } from '../../src/catalog/use-category-title';

export default function Page() {
  const category = usePageContext().data?.category;
  const title = useCategoryTitle(category);
  if (!category || !title) return null;
  return <GameListScreen key={category.name} title={title} filter={{ category: category.name }} />;
}
