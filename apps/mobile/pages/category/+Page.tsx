import { usePageContext } from '../../src/app/page-context';
import { GameListScreen } from '../../src/catalog/GameListScreen';

export default function Page() {
  const category = usePageContext().data?.category;
  if (!category) return null;
  return (
    <GameListScreen
      key={category.name}
      title={category.title}
      filter={{ category: category.name }}
    />
  );
}
