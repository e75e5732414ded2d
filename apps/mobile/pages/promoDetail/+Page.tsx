import { PromotionDetailScreen } from '../../src/content/PromotionDetailScreen';

export default function Page() {
  return <PromotionDetailScreen />;
}
