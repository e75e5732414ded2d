import { PromotionListScreen } from '../../src/content/PromotionListScreen';

export default function Page() {
  return <PromotionListScreen />;
}
