import { PromotionListScreen } from '../../content/PromotionListScreen';

export default function Page() {
  return <PromotionListScreen />;
}
